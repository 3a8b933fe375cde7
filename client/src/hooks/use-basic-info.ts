import type { CallResponse } from '@spell/shared'
import { getBasicsUserInfo } from '@spell/shared/api/users/basic-info'
import { type QueryClient, queryOptions, useQuery } from '@tanstack/react-query'
import { updateStoredUser } from '../lib/auth-storage'
import { callApi } from '../lib/request'

/** What the signed-in user's profile holds. */
export type BasicInfo = CallResponse<typeof getBasicsUserInfo>

const basicInfoKey = ['profile', 'basicInfo'] as const

/** The signed-in user's sysUser and sysUserInfo (the request client handles 401). */
export const basicInfoQueryOptions = () =>
  queryOptions({
    queryKey: basicInfoKey,
    queryFn: ({ signal }) => callApi(getBasicsUserInfo, {}, { signal }),
    // The form is filled from it once; a refetch must not overwrite what is being typed.
    staleTime: Number.POSITIVE_INFINITY,
  })

export const useBasicInfo = () => useQuery(basicInfoQueryOptions())

/**
 * After the user's basic information is saved: the name, the school and whether the information is
 * complete show on many pages (the student's home, the orders, the exam), so every query of this user
 * is marked stale and each view reads them again when it is shown; the stored login's name follows.
 */
export function refreshUserViews(
  client: QueryClient,
  sysUser: { userName: string; phone: string; email: string },
) {
  updateStoredUser({ userName: sysUser.userName, phone: sysUser.phone, email: sysUser.email })
  return client.invalidateQueries()
}
