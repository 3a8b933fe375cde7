import type { CallInput } from '@spell/shared'
import {
  getSeasonOverview,
  listSeasons,
  makeSeasonCurrent,
  setSeasonCharacterBankPassword,
} from '@spell/shared/api/seasons/seasons'
import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query'
import { currentLang } from '../i18n'
import { feeText } from '../lib/fee-text'
import { callApi } from '../lib/request'

/** Everything read from the season: a change of current season refreshes all of it. */
export const seasonKey = ['season'] as const

/** The current season, its stages and whether entries are open (public): the query. */
export const seasonOverviewQuery = () =>
  queryOptions({
    queryKey: [...seasonKey, 'overview'],
    queryFn: ({ signal }) => callApi(getSeasonOverview, {}, { signal }),
    staleTime: 60_000,
  })

/** The current season, its stages and whether entries are open (public). */
export const useSeasonOverview = () => useQuery(seasonOverviewQuery())

/** The current season's fees as the pages say them, in the site's language ("580 元" / "580 yuan"). */
export function useSeasonFees() {
  const overview = useSeasonOverview().data
  const lang = currentLang()
  return {
    individual: feeText(overview?.fees.individual, lang),
    school: feeText(overview?.fees.school, lang),
    team: feeText(overview?.fees.team, lang),
  }
}

/** Every season, oldest first, with the current one marked (public). */
export const useSeasonList = () =>
  useQuery({
    queryKey: [...seasonKey, 'list'],
    queryFn: ({ signal }) => callApi(listSeasons, {}, { signal }),
    staleTime: 60_000,
  })

/** The name of a season by id from the list ('' until it has loaded). */
export function useSeasonName() {
  const list = useSeasonList()
  return (id: number | null | undefined) =>
    list.data?.find((s) => s.id === id)?.name ?? (id ? String(id) : '')
}

/** Options for a season chooser, newest first. */
export function useSeasonOptions() {
  const list = useSeasonList()
  return [...(list.data ?? [])].reverse().map((s) => ({ value: s.id, label: s.name }))
}

/** The committee makes a season current: every page reads it from its next request. */
export function useMakeSeasonCurrent() {
  const client = useQueryClient()
  return useMutation({
    mutationFn: (input: CallInput<typeof makeSeasonCurrent>) => callApi(makeSeasonCurrent, input),
    onSuccess: () => client.invalidateQueries(),
  })
}

export function useSetCharacterBankPassword() {
  return useMutation({
    mutationFn: (input: CallInput<typeof setSeasonCharacterBankPassword>) =>
      callApi(setSeasonCharacterBankPassword, input),
  })
}
