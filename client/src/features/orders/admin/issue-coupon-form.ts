import { issueCoupon } from '@spell/shared/api/orders/admin-coupons'
import dayjs, { type Dayjs } from 'dayjs'
import { z } from 'zod'

const request = issueCoupon.request

/**
 * The issue-coupon form, checked by the call's own schema (the same messages the server answers with):
 * the accounts are typed one per line and the last day is picked on a calendar; each becomes what the
 * call takes before the call's rule for it checks it.
 */
export const issueCouponFormSchema = request.extend({
  accounts: z
    .string()
    .transform((text) => text.split(/\s+/).filter(Boolean))
    .pipe(request.shape.accounts),
  expiresOn: z
    .custom<Dayjs>((value) => dayjs.isDayjs(value))
    .transform((day) => day.format('YYYY-MM-DD'))
    .pipe(request.shape.expiresOn.unwrap().unwrap())
    .nullish(),
})

/** What the dialog's inputs hold. */
export interface IssueCouponValues {
  accounts: string
  couponName: string
  couponNameEn: string
  /** Empty when nothing is typed yet. */
  discountAmount: number | null
  productId: number | null
  expiresOn: Dayjs | null
}

export const blankIssueCoupon: IssueCouponValues = {
  accounts: '',
  couponName: '',
  couponNameEn: '',
  discountAmount: null,
  productId: null,
  expiresOn: null,
}
