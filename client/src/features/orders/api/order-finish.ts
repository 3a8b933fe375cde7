import { getTbProductOrderIsFinish } from '@spell/shared/api/orders/create-order'
import { useQuery } from '@tanstack/react-query'
import { callApi } from '../../../lib/request'

/**
 * Polls whether the order is paid while step 2 is shown: every 2 s while a payer pays on a provider's
 * page, less often (`everyMs`) while a school's bank transfer is awaited.
 */
export const useOrderFinished = (orderNo: string | undefined, everyMs = 2000) =>
  useQuery({
    queryKey: ['orders', 'finished', orderNo],
    enabled: Boolean(orderNo),
    queryFn: ({ signal }) =>
      callApi(getTbProductOrderIsFinish, { orderNo: orderNo ?? '' }, { signal, silent: true }),
    refetchInterval: (query) => (query.state.data?.isFinish ? false : everyMs),
  })
