import { getPayMode } from '@spell/shared/api/orders/pay-mode'
import { useQuery } from '@tanstack/react-query'
import { callApi } from '../../../lib/request'

/** Whether this site's payments are the sandbox's; it does not change while the server runs. */
export const usePayMode = () =>
  useQuery({
    queryKey: ['orders', 'payMode'],
    queryFn: ({ signal }) => callApi(getPayMode, {}, { signal, silent: true }),
    staleTime: Number.POSITIVE_INFINITY,
  })
