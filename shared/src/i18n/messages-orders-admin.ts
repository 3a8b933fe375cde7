import type { Bilingual } from './lang'

/** Messages of the committee's products and coupons, and of resuming or cancelling an order. */
export const ordersAdminMessages = {
  'order.productOffSale': {
    zh: '该商品已下架，暂不能购买',
    en: 'This product is off sale and cannot be ordered now',
  },
  'order.cannotCancel': {
    zh: '该订单已支付或已取消，不能再取消',
    en: 'This order is already paid or cancelled and cannot be cancelled',
  },
  'product.notFound': { zh: '商品不存在', en: 'No such product' },
  'product.nameRequired': {
    zh: '请填写商品与规格的中英文名称',
    en: 'Enter the names of the product and its items in both languages',
  },
  'product.nameTooLong': { zh: '名称过长', en: 'The name is too long' },
  'product.codeInvalid': {
    zh: '商品大类、商品小类和商品类型的编码须为 1-99 的整数',
    en: 'The category, subcategory and product type codes must be whole numbers from 1 to 99',
  },
  'product.feeInvalid': {
    zh: '平台服务费须在 0 至 100000 元之间',
    en: 'The platform fee must be between 0 and 100000 yuan',
  },
  'product.detailsRequired': { zh: '商品至少需要一个规格', en: 'A product needs at least one item' },
  'product.grantsInvalid': { zh: '规格的权益无效', en: 'The item grants something unknown' },
  'product.seasonUnknown': { zh: '赛季不存在', en: 'No such season' },
  'product.seasonChange': {
    zh: '商品的赛季不能修改，请使用“复制到其他赛季”',
    en: "A product's season cannot change; copy it to the other season instead",
  },
  'product.extraInvalid': {
    zh: '附加商品须为同一赛季的其他商品，且只有套餐可以设置',
    en: 'Only a bundle has an extra product, and it must be another product of the same season',
  },
  'product.detailNotOwn': {
    zh: '规格不属于该商品',
    en: 'An item does not belong to this product',
  },
  'product.sameSeason': {
    zh: '目标赛季须与来源赛季不同',
    en: 'Choose a target season other than the source',
  },
  'product.sourceEmpty': { zh: '来源赛季没有商品', en: 'The source season has no products' },
  'product.targetHasProducts': {
    zh: '目标赛季已有商品，不能复制；请在该赛季中逐个编辑',
    en: 'The target season already has products; edit them there instead of copying',
  },
  'coupon.expiresInvalid': { zh: '有效期格式应为 yyyy-MM-dd', en: 'The end date must be yyyy-MM-dd' },
  'coupon.notFound': { zh: '优惠券不存在', en: 'No such coupon' },
  'coupon.heldByOrder': {
    zh: '该优惠券已被未支付的订单占用，不能作废；订单取消后可作废',
    en: 'An unpaid order holds this coupon; it can be revoked once that order is cancelled',
  },
  'coupon.alreadyUsed': { zh: '该优惠券已使用，不能作废', en: 'This coupon was used and cannot be revoked' },
  'coupon.alreadyRevoked': { zh: '该优惠券已作废', en: 'This coupon is already revoked' },
  'coupon.revoked': { zh: '该优惠券已被作废，不能使用', en: 'This coupon was revoked and cannot be used' },
} as const satisfies Record<string, Bilingual>
