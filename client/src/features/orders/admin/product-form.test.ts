import type { AdminProduct } from '@spell/shared/api/orders/admin-products'
import { describe, expect, it } from 'vitest'
import { productFormSchema, productValues } from './product-form'

const product: AdminProduct = {
  id: 3,
  season: 2026,
  activityType: 1,
  productName: '电子字库',
  productNameEn: 'Electronic character library',
  category: 1,
  subCategory: 1,
  subTypeCategory: 3,
  orderKind: 'student',
  bundle: false,
  extraProductId: null,
  isCoupon: true,
  refundable: false,
  platformFee: 0,
  active: true,
  details: [
    {
      id: 11,
      tproductName: '小学组字库（一年）',
      tproductNameEn: 'Primary library (one year)',
      description: '',
      descriptionEn: '',
      price: 99,
      handType: 1,
      grants: 'practice:4',
    },
  ],
}

describe('the product form', () => {
  it('sends an edited product back with its items, each under its own id', () => {
    const { details, ...rest } = productFormSchema.parse(productValues(product))
    expect(details).toEqual([{ ...product.details[0] }])
    expect(rest).not.toHaveProperty('id')
    expect(rest).not.toHaveProperty('season')
  })

  it("answers a new product saved empty with the call's own message keys, each on its field", () => {
    const result = productFormSchema.safeParse(productValues(null))
    expect(result.error?.issues.map(({ path, message }) => [path.join('.'), message])).toEqual([
      ['productName', 'product.nameRequired'],
      ['productNameEn', 'product.nameRequired'],
      ['details.0.tproductName', 'product.nameRequired'],
      ['details.0.tproductNameEn', 'product.nameRequired'],
      ['details.0.price', 'order.priceInvalid'],
    ])
  })
})
