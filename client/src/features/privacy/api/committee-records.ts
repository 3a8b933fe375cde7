import type { CallInput } from '@spell/shared'
import {
  listPersonalDataAccess,
  listStudentRecords,
  openStudentRecord,
} from '@spell/shared/api/privacy/committee-records'
import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query'
import { callApi } from '../../../lib/request'

const accessKey = ['privacy', 'access'] as const

export const useStudentRecords = (input: CallInput<typeof listStudentRecords>) =>
  useQuery({
    queryKey: ['privacy', 'students', input],
    queryFn: ({ signal }) => callApi(listStudentRecords, input, { signal }),
    placeholderData: keepPreviousData,
  })

/** Opens a whole record: the server logs it, so the access log is read again. */
export function useOpenStudentRecord() {
  const queryClient = useQueryClient()
  return useMutation({
    mutationFn: (userId: number) => callApi(openStudentRecord, { userId }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: accessKey }),
  })
}

export const useAccessLog = (input: CallInput<typeof listPersonalDataAccess>) =>
  useQuery({
    queryKey: [...accessKey, input],
    queryFn: ({ signal }) => callApi(listPersonalDataAccess, input, { signal }),
    placeholderData: keepPreviousData,
  })
