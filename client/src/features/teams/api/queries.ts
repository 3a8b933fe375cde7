import type { CallInput } from '@spell/shared'
import {
  confirmTeam,
  deleteClub,
  listAllTeams,
  listClubs,
  markTeamPaidByCommittee,
  recordTeamResult,
  reviewTeam,
  saveClub,
} from '@spell/shared/api/teams/committee'
import { deleteTeamMember, saveTeamMember, submitTeamForReview } from '@spell/shared/api/teams/members'
import { getTeamInfo, getTeamListByActivityType, getTeamResults } from '@spell/shared/api/teams/teams'
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query'
import { callApi } from '../../../lib/request'

const root = ['teams'] as const

export const useTeamList = (filter: CallInput<typeof getTeamListByActivityType>) =>
  useQuery({
    queryKey: [...root, 'list', filter],
    queryFn: ({ signal }) => callApi(getTeamListByActivityType, filter, { signal }),
  })

export const useTeamInfo = (teamId: number | null) =>
  useQuery({
    queryKey: [...root, 'info', teamId],
    queryFn: ({ signal }) => callApi(getTeamInfo, { teamId: teamId ?? 0 }, { signal }),
    enabled: teamId !== null,
  })

export const useAllTeams = () =>
  useQuery({ queryKey: [...root, 'all'], queryFn: ({ signal }) => callApi(listAllTeams, {}, { signal }) })

function useTeamChange<I, O = unknown>(run: (input: I) => Promise<O>) {
  const client = useQueryClient()
  return useMutation({ mutationFn: run, onSuccess: () => client.invalidateQueries({ queryKey: root }) })
}

export const useSaveMember = () =>
  useTeamChange((input: CallInput<typeof saveTeamMember>) => callApi(saveTeamMember, input))
export const useDeleteMember = () =>
  useTeamChange((input: CallInput<typeof deleteTeamMember>) => callApi(deleteTeamMember, input))
export const useSubmitForReview = () =>
  useTeamChange((input: CallInput<typeof submitTeamForReview>) => callApi(submitTeamForReview, input))
export const useReviewTeam = () =>
  useTeamChange((input: CallInput<typeof reviewTeam>) => callApi(reviewTeam, input))
export const useConfirmTeam = () => useTeamChange((teamId: number) => callApi(confirmTeam, { teamId }))
export const useMarkTeamPaid = () =>
  useTeamChange((teamId: number) => callApi(markTeamPaidByCommittee, { teamId }))
export const useRecordTeamResult = () =>
  useTeamChange((input: CallInput<typeof recordTeamResult>) => callApi(recordTeamResult, input))

/** The school's own teams with their results: this season, or every season (history). */
export const useTeamResults = (scope: 'season' | 'history') =>
  useQuery({
    queryKey: [...root, 'results', scope],
    queryFn: ({ signal }) => callApi(getTeamResults, { scope }, { signal }),
  })

export const useCommitteeClubs = (filter: CallInput<typeof listClubs>) =>
  useQuery({
    queryKey: [...root, 'clubs', filter],
    queryFn: ({ signal }) => callApi(listClubs, filter, { signal }),
  })
export const useSaveClub = () =>
  useTeamChange((input: CallInput<typeof saveClub>) => callApi(saveClub, input))
export const useDeleteClub = () => useTeamChange((id: number) => callApi(deleteClub, { id }))
