import { getSchoolList } from '@spell/shared/api/schools/schools'
import { queryOptions, useQuery } from '@tanstack/react-query'
import { callApi } from '../../../lib/request'

export interface SchoolRegion {
  provinceCode: string
  cityCode: string
  areaCode: string
}

/** The approved schools of a region (the district narrows it when the city has districts). */
export const schoolListQueryOptions = (region: SchoolRegion) =>
  queryOptions({
    queryKey: ['schools', 'list', region.provinceCode, region.cityCode, region.areaCode],
    queryFn: ({ signal }) =>
      callApi(
        getSchoolList,
        {
          provinceCode: region.provinceCode,
          cityCode: region.cityCode,
          ...(region.areaCode && { areaCode: region.areaCode }),
        },
        { signal, silent: true },
      ),
    staleTime: 5 * 60_000,
  })

/** Nothing is asked before a region is chosen. */
export const useSchoolList = (region: SchoolRegion | null) =>
  useQuery({
    ...schoolListQueryOptions(region ?? { provinceCode: '', cityCode: '', areaCode: '' }),
    enabled: region !== null,
  })
