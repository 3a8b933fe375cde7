import { getSchoolList } from '@spell/shared/api/schools/schools'
import { queryOptions, useQuery } from '@tanstack/react-query'
import { callApi } from '../lib/request'
import type { RegionValue } from './region-value'

/** The codes that narrow the school list (the district only when the city has districts). */
export type SchoolRegion = Pick<RegionValue, 'provinceCode' | 'cityCode' | 'areaCode'>

/** Every school list in the cache: invalidate it when a school is approved. */
export const schoolListKey = ['schools', 'list'] as const

/**
 * The approved schools of a region, or every approved school without one (the back office).
 * A region's list only feeds a picker that also takes a typed name, so its failure stays quiet;
 * the whole list reports one.
 */
export const schoolListQueryOptions = (region?: SchoolRegion) => {
  const { provinceCode = '', cityCode = '', areaCode = '' } = region ?? {}
  return queryOptions({
    queryKey: [...schoolListKey, provinceCode, cityCode, areaCode],
    queryFn: ({ signal }) =>
      callApi(
        getSchoolList,
        {
          ...(provinceCode && { provinceCode }),
          ...(cityCode && { cityCode }),
          ...(areaCode && { areaCode }),
        },
        { signal, silent: region !== undefined },
      ),
    staleTime: 5 * 60_000,
  })
}

/** The schools of the chosen region; nothing is asked before a region is chosen. */
export const useSchoolList = (region: SchoolRegion | null) =>
  useQuery({ ...schoolListQueryOptions(region ?? undefined), enabled: region !== null })

/** What a school picker takes, the light one and antd's alike. */
export interface SchoolPickerProps {
  id: string
  /** The school's region; null until one is chosen (the picker is disabled until then). */
  region: SchoolRegion | null
  value: string
  /** The typed or picked name, and the id of the school when it is one of the region's schools. */
  onChange: (schoolName: string, schoolId: number | null) => void
  onBlur?: () => void
  status?: 'error'
}
