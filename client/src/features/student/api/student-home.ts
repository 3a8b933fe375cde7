import { getStudentHome } from '@spell/shared/api/students/home'
import { queryOptions, useQuery } from '@tanstack/react-query'
import { callApi } from '../../../lib/request'

const studentHomeQueryOptions = () =>
  queryOptions({
    queryKey: ['student', 'home'],
    queryFn: ({ signal }) => callApi(getStudentHome, {}, { signal }),
    staleTime: 30_000,
  })

export const useStudentHome = () => useQuery(studentHomeQueryOptions())
