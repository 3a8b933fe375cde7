import { getSchoolList } from '@spell/shared/api/schools/schools'
import { queryOptions, useQuery } from '@tanstack/react-query'
import { callApi } from '../../../lib/request'

export interface AreaCodes {
  provinceCode: string
  cityCode: string
  areaCode: string
}

/** The approved schools of the chosen area, to pick from (a school not listed can be typed). */
export const schoolsOfAreaQueryOptions = ({ provinceCode, cityCode, areaCode }: AreaCodes) =>
  queryOptions({
    queryKey: ['schools', 'list', provinceCode, cityCode, areaCode],
    queryFn: ({ signal }) =>
      callApi(
        getSchoolList,
        { provinceCode, cityCode, ...(areaCode && { areaCode }) },
        { signal, silent: true },
      ),
    staleTime: 5 * 60_000,
  })

/** Nothing is asked before an area is chosen. */
export const useSchoolsOfArea = (codes: AreaCodes) =>
  useQuery({
    ...schoolsOfAreaQueryOptions(codes),
    enabled: codes.provinceCode !== '' && codes.cityCode !== '',
  })
