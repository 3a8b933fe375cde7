import { cancelOrder } from '@spell/shared/api/orders/my-orders'
import { useMutation, useQueryClient } from '@tanstack/react-query'
import { callApi } from '../../../lib/request'

/** Cancels the user's unpaid order; its coupon is offered again. */
export function useCancelOrder() {
  const client = useQueryClient()
  return useMutation({
    mutationFn: (orderNo: string) => callApi(cancelOrder, { orderNo }),
    onSuccess: () =>
      Promise.all([
        client.invalidateQueries({ queryKey: ['orders', 'mine'] }),
        client.invalidateQueries({ queryKey: ['orders', 'coupons'] }),
      ]),
  })
}
