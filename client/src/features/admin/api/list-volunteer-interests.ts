import { listVolunteerInterests } from '@spell/shared/api/public-site/volunteer-interest'
import { queryOptions, useQuery } from '@tanstack/react-query'
import { callApi } from '../../../lib/request'

const volunteerInterestsKey = ['admin', 'volunteerInterests'] as const

export const useVolunteerInterests = () =>
  useQuery(
    queryOptions({
      queryKey: volunteerInterestsKey,
      queryFn: ({ signal }) => callApi(listVolunteerInterests, {}, { signal }),
    }),
  )
