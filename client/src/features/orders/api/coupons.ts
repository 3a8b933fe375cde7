import { queryTbUserCouponOrderPage } from '@spell/shared/api/orders/coupons'
import { useQuery } from '@tanstack/react-query'
import { callApi } from '../../../lib/request'

/** The user's coupons usable on a product (page size 1000). */
export const useCoupons = (productId: number | undefined, enabled = true) =>
  useQuery({
    queryKey: ['orders', 'coupons', productId],
    enabled: Boolean(productId) && enabled,
    queryFn: ({ signal }) =>
      callApi(
        queryTbUserCouponOrderPage,
        { productId: productId ?? 0, pageNum: 1, pageSize: 1000 },
        { signal },
      ),
  })
