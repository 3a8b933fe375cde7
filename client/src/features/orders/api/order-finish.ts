import { getTbProductOrderIsFinish } from '@spell/shared/api/orders/create-order'
import { useQuery } from '@tanstack/react-query'
import { callApi } from '../../../lib/request'

/** Polls whether the order is paid every 2 s while step 2 is shown. */
export const useOrderFinished = (orderNo: string | undefined) =>
  useQuery({
    queryKey: ['orders', 'finished', orderNo],
    enabled: Boolean(orderNo),
    queryFn: ({ signal }) =>
      callApi(getTbProductOrderIsFinish, { orderNo: orderNo ?? '' }, { signal, silent: true }),
    refetchInterval: (query) => (query.state.data?.isFinish ? false : 2000),
  })
