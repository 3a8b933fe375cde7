import { getCaptcha } from '@spell/shared/api/certificates/captcha'
import { queryOptions, useQuery } from '@tanstack/react-query'
import { callApi } from '../lib/request'

/** A captcha is single-use: never cached across visits, redrawn by refetch after every check. */
const captchaQueryOptions = () =>
  queryOptions({
    queryKey: ['captcha'],
    queryFn: ({ signal }) => callApi(getCaptcha, {}, { signal }),
    staleTime: Number.POSITIVE_INFINITY,
    gcTime: 0,
    refetchOnWindowFocus: false,
    retry: false,
  })

/** The captcha of `/common/captcha`; drawn only while `enabled` (a sign-in asks for one only when told to). */
export const useCaptcha = ({ enabled = true }: { enabled?: boolean } = {}) =>
  useQuery({ ...captchaQueryOptions(), enabled })
export type Captcha = ReturnType<typeof useCaptcha>
