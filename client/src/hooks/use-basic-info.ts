import type { CallResponse } from '@spell/shared'
import { getBasicsUserInfo } from '@spell/shared/api/users/basic-info'
import { queryOptions, useQuery } from '@tanstack/react-query'
import { callApi } from '../lib/request'

/** What the signed-in user's profile holds. */
export type BasicInfo = CallResponse<typeof getBasicsUserInfo>

export const basicInfoKey = ['profile', 'basicInfo'] as const

/** The signed-in user's sysUser and sysUserInfo (the request client handles 401). */
export const basicInfoQueryOptions = () =>
  queryOptions({
    queryKey: basicInfoKey,
    queryFn: ({ signal }) => callApi(getBasicsUserInfo, {}, { signal }),
    // The form is filled from it once; a refetch must not overwrite what is being typed.
    staleTime: Number.POSITIVE_INFINITY,
  })

export const useBasicInfo = () => useQuery(basicInfoQueryOptions())
