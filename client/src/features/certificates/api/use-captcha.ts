import { getCaptcha } from '@spell/shared/api/certificates/captcha'
import { queryOptions, useQuery } from '@tanstack/react-query'
import { callApi } from '../../../lib/request'

/** A captcha is single-use: never cached across visits, redrawn by refetch after every check. */
const captchaQueryOptions = () =>
  queryOptions({
    queryKey: ['certificates', 'captcha'],
    queryFn: ({ signal }) => callApi(getCaptcha, {}, { signal }),
    staleTime: Number.POSITIVE_INFINITY,
    gcTime: 0,
    refetchOnWindowFocus: false,
    retry: false,
  })

export const useCaptcha = () => useQuery(captchaQueryOptions())
