import { listStaff } from '@spell/shared/api/admin/school-registrations'
import { queryOptions, useQuery } from '@tanstack/react-query'
import { callApi } from '../../../lib/request'

export type StaffRole = 'judge' | 'courseTeacher'

export const staffKey = ['admin', 'staff'] as const

const staffQueryOptions = (role: StaffRole) =>
  queryOptions({
    queryKey: [...staffKey, role],
    queryFn: ({ signal }) => callApi(listStaff, { role }, { signal }),
  })

export const useStaff = (role: StaffRole) => useQuery(staffQueryOptions(role))
