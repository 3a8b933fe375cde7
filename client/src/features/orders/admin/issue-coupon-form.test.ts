import dayjs from 'dayjs'
import { describe, expect, it } from 'vitest'
import { blankIssueCoupon, issueCouponFormSchema } from './issue-coupon-form'

const filled = {
  ...blankIssueCoupon,
  accounts: '13700003579\n  a@example.com \n\n13900000000',
  couponName: '老选手立减30元',
  couponNameEn: '30 off',
  discountAmount: 30,
}

describe('the issue-coupon form', () => {
  it('turns the accounts typed one per line and the picked day into the request', () => {
    expect(issueCouponFormSchema.parse({ ...filled, productId: 7, expiresOn: dayjs('2026-12-31') })).toEqual({
      accounts: ['13700003579', 'a@example.com', '13900000000'],
      couponName: '老选手立减30元',
      couponNameEn: '30 off',
      discountAmount: 30,
      productId: 7,
      expiresOn: '2026-12-31',
    })
  })

  it('sends no last day when none is picked', () => {
    expect(issueCouponFormSchema.parse(filled).expiresOn).toBeNull()
  })

  it("answers an empty form with the call's own message keys, each on its field", () => {
    const result = issueCouponFormSchema.safeParse(blankIssueCoupon)
    expect(result.error?.issues.map(({ path, message }) => [path.join('.'), message])).toEqual([
      ['accounts', 'coupon.accountsRequired'],
      ['couponName', 'coupon.nameRequired'],
      ['couponNameEn', 'coupon.nameRequired'],
      ['discountAmount', 'coupon.amountInvalid'],
    ])
  })
})
