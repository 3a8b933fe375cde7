import { getSchoolList } from '@spell/shared/api/schools/schools'
import { queryOptions, useQuery } from '@tanstack/react-query'
import { callApi } from '../../../lib/request'

/** Every approved school (no region filter), for binding club teachers. */
export const allSchoolsQueryOptions = () =>
  queryOptions({
    queryKey: ['admin', 'schools'],
    queryFn: ({ signal }) => callApi(getSchoolList, {}, { signal }),
  })

export const useAllSchools = (enabled = true) => useQuery({ ...allSchoolsQueryOptions(), enabled })
