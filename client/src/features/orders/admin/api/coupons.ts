import type { CallInput } from '@spell/shared'
import { issueCoupon, listAdminCoupons, revokeCoupon } from '@spell/shared/api/orders/admin-coupons'
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query'
import { currentLang } from '../../../../i18n'
import { callApi } from '../../../../lib/request'

const key = ['admin', 'coupons'] as const
export type CouponFilter = CallInput<typeof listAdminCoupons>

export const useAdminCoupons = (filter: CouponFilter) =>
  useQuery({
    queryKey: [...key, filter, currentLang()],
    queryFn: ({ signal }) => callApi(listAdminCoupons, filter, { signal }),
  })

export function useIssueCoupon() {
  const client = useQueryClient()
  return useMutation({
    mutationFn: (input: CallInput<typeof issueCoupon>) => callApi(issueCoupon, input),
    onSuccess: () => client.invalidateQueries({ queryKey: key }),
  })
}

export function useRevokeCoupon() {
  const client = useQueryClient()
  return useMutation({
    mutationFn: (id: number) => callApi(revokeCoupon, { id }),
    onSuccess: () => client.invalidateQueries({ queryKey: key }),
  })
}
