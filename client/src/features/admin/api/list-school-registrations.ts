import {
  listSchoolRegistrations,
  type registrationStatuses,
} from '@spell/shared/api/admin/school-registrations'
import { queryOptions, useQuery } from '@tanstack/react-query'
import { callApi } from '../../../lib/request'

export type RegistrationStatus = (typeof registrationStatuses)[number]

export const schoolRegistrationsKey = ['admin', 'schoolRegistrations'] as const

const schoolRegistrationsQueryOptions = (status: RegistrationStatus) =>
  queryOptions({
    queryKey: [...schoolRegistrationsKey, status],
    queryFn: ({ signal }) => callApi(listSchoolRegistrations, { status }, { signal }),
  })

export const useSchoolRegistrations = (status: RegistrationStatus) =>
  useQuery(schoolRegistrationsQueryOptions(status))
