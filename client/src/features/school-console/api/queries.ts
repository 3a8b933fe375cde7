import type { CallInput } from '@spell/shared'
import {
  advancePaperApply,
  dispatchPaperApply,
  importPaperScores,
  listPaperApplies,
  reviewPaperApply,
} from '@spell/shared/api/school-console/admin'
import {
  enrollmentPersonalSchool,
  getEnrollmentInfo,
  getIsSchoolPerson,
} from '@spell/shared/api/school-console/enrollment'
import {
  confirmToSendBack,
  getInfoSeason,
  getPersonalPaperApplyInfo,
  getPersonalPaperApplyList,
  getUserAddressDefault,
  savePersonalPaperApply,
} from '@spell/shared/api/school-console/paper-apply'
import {
  getSchoolInfo,
  getSysUserInfo,
  saveSysUserAll,
  updateSchoolInfo,
} from '@spell/shared/api/school-console/school-info'
import { queryPaperResultScore } from '@spell/shared/api/school-console/scores'
import { getCurrentIndividualSeason } from '@spell/shared/api/school-console/season'
import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query'
import { callApi } from '../../../lib/request'

const root = ['schoolConsole'] as const
const keys = {
  school: [...root, 'school'] as const,
  personal: [...root, 'personal'] as const,
  season: [...root, 'season'] as const,
  papers: [...root, 'papers'] as const,
  address: [...root, 'address'] as const,
  scores: [...root, 'scores'] as const,
  admin: [...root, 'admin'] as const,
}

export const useSchoolInfo = () =>
  useQuery({ queryKey: keys.school, queryFn: ({ signal }) => callApi(getSchoolInfo, {}, { signal }) })

export function useUpdateSchoolInfo() {
  const client = useQueryClient()
  return useMutation({
    mutationFn: (input: CallInput<typeof updateSchoolInfo>) => callApi(updateSchoolInfo, input),
    onSuccess: () => client.invalidateQueries({ queryKey: keys.school }),
  })
}

export const usePersonalInfo = () =>
  useQuery({ queryKey: keys.personal, queryFn: ({ signal }) => callApi(getSysUserInfo, {}, { signal }) })

export function useSavePersonalInfo() {
  const client = useQueryClient()
  return useMutation({
    mutationFn: (input: CallInput<typeof saveSysUserAll>) => callApi(saveSysUserAll, input),
    onSuccess: () => client.invalidateQueries({ queryKey: keys.personal }),
  })
}

export const useCurrentSeason = () =>
  useQuery({
    queryKey: keys.season,
    queryFn: ({ signal }) => callApi(getCurrentIndividualSeason, {}, { signal }),
    staleTime: 5 * 60_000,
  })

export const usePaperList = (season?: number) =>
  useQuery({
    queryKey: [...keys.papers, 'list', season ?? 'all'],
    queryFn: ({ signal }) => callApi(getPersonalPaperApplyList, { season }, { signal }),
  })

export const usePaperApply = (id: number | null) =>
  useQuery({
    queryKey: [...keys.papers, 'info', id],
    queryFn: ({ signal }) => callApi(getPersonalPaperApplyInfo, { id: id ?? 0 }, { signal, silent: true }),
    enabled: id !== null,
    retry: false,
  })

export const useSeasonApply = (enabled = true) =>
  useQuery({
    queryKey: [...keys.papers, 'season'],
    queryFn: ({ signal }) => callApi(getInfoSeason, {}, { signal }),
    enabled,
  })

export const useDefaultAddress = (enabled = true) =>
  useQuery({
    queryKey: keys.address,
    queryFn: ({ signal }) => callApi(getUserAddressDefault, {}, { signal }),
    enabled,
  })

export function useSavePaperApply() {
  const client = useQueryClient()
  return useMutation({
    mutationFn: (input: CallInput<typeof savePersonalPaperApply>) => callApi(savePersonalPaperApply, input),
    onSuccess: () =>
      Promise.all([
        client.invalidateQueries({ queryKey: keys.papers }),
        client.invalidateQueries({ queryKey: keys.address }),
      ]),
  })
}

export function useConfirmSendBack() {
  const client = useQueryClient()
  return useMutation({
    mutationFn: (input: CallInput<typeof confirmToSendBack>) => callApi(confirmToSendBack, input),
    onSuccess: () => client.invalidateQueries({ queryKey: keys.papers }),
  })
}

export type ScoreQuery = CallInput<typeof queryPaperResultScore>

export const fetchScores = (query: ScoreQuery) => callApi(queryPaperResultScore, query)

export const useScores = (query: ScoreQuery) =>
  useQuery({
    queryKey: [...keys.scores, query],
    queryFn: ({ signal }) => callApi(queryPaperResultScore, query, { signal }),
    placeholderData: keepPreviousData,
  })

// The committee's side.

/**
 * The committee's applications of a season (all seasons without one). Not read until `ready`: a list
 * read before the season is known would be replaced by the season's a moment later, its rows (and a
 * click on one) gone in between.
 */
export const useAdminPaperApplies = (season: number | undefined, ready = true) =>
  useQuery({
    queryKey: [...keys.admin, season ?? 'all'],
    queryFn: ({ signal }) => callApi(listPaperApplies, { season }, { signal }),
    enabled: ready,
  })

function useAdminMutation<I, R>(fn: (input: I) => Promise<R>) {
  const client = useQueryClient()
  return useMutation({
    mutationFn: fn,
    onSuccess: () => client.invalidateQueries({ queryKey: keys.admin }),
  })
}

export const useReviewPaperApply = () =>
  useAdminMutation((input: CallInput<typeof reviewPaperApply>) => callApi(reviewPaperApply, input))
export const useDispatchPaperApply = () =>
  useAdminMutation((input: CallInput<typeof dispatchPaperApply>) => callApi(dispatchPaperApply, input))
export const useAdvancePaperApply = () =>
  useAdminMutation((input: CallInput<typeof advancePaperApply>) => callApi(advancePaperApply, input))
export const useImportPaperScores = () =>
  useAdminMutation((input: CallInput<typeof importPaperScores>) =>
    callApi(importPaperScores, input, { silent: true }),
  )

// The registration dialog's individual side.

export const fetchOrderState = () => callApi(getIsSchoolPerson, {})
export const useOrderState = () =>
  useQuery({
    queryKey: [...root, 'orderState'],
    queryFn: ({ signal }) => callApi(getIsSchoolPerson, {}, { signal, silent: true }),
  })
/** The school's earlier sign-up of the season (null when none), to fill the tab again. */
export const fetchEnrollmentInfo = () => callApi(getEnrollmentInfo, {}, { silent: true })
/** The same for the paper application, which asks for the same grades and classes. */
export const useEnrollmentInfo = (enabled: boolean) =>
  useQuery({ queryKey: [...root, 'enrollmentInfo'], queryFn: fetchEnrollmentInfo, enabled })
/** The school's paper application of the current season, to fill the sign-up from it. */
export const fetchSeasonPaper = () => callApi(getInfoSeason, {}, { silent: true })
export const signUpIndividualSchool = (input: CallInput<typeof enrollmentPersonalSchool>) =>
  callApi(enrollmentPersonalSchool, input)
