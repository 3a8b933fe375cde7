import type { CallInput } from '@spell/shared'
import { getExamCalendar, saveRaceSchedule, saveSeason } from '@spell/shared/api/exam-admin/calendar'
import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query'
import { seasonKey } from '../../../hooks/use-season'
import { callApi } from '../../../lib/request'

const calendarKey = ['admin', 'examCalendar'] as const

const calendarQuery = queryOptions({
  queryKey: calendarKey,
  queryFn: ({ signal }) => callApi(getExamCalendar, {}, { signal }),
})

export const useExamCalendar = () => useQuery(calendarQuery)

export function useSaveSeason() {
  const queryClient = useQueryClient()
  return useMutation({
    mutationFn: (input: CallInput<typeof saveSeason>) => callApi(saveSeason, input),
    onSuccess: () =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: calendarKey }),
        queryClient.invalidateQueries({ queryKey: seasonKey }),
      ]),
  })
}

export function useSaveRaceSchedule() {
  const queryClient = useQueryClient()
  return useMutation({
    mutationFn: (input: CallInput<typeof saveRaceSchedule>) => callApi(saveRaceSchedule, input),
    // Exams follow their schedule's window, so their list changes too; the public pages show the dates.
    onSuccess: () =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: ['admin'] }),
        queryClient.invalidateQueries({ queryKey: seasonKey }),
      ]),
  })
}
