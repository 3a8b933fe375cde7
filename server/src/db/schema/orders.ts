import {
  boolean,
  index,
  integer,
  jsonb,
  pgTable,
  serial,
  smallint,
  timestamp,
  unique,
  varchar,
} from 'drizzle-orm/pg-core'
import { users } from './accounts'
import { createdAt } from './columns'
import { schools } from './schools'
import { seasons } from './seasons'

/** Products, coupons, orders, payment notifications and refund requests. */

/**
 * A product of a season: what an order sells. Prices live on its details, in fen.
 * bundle: every detail is fixed (products 10 and 11); otherwise the buyer picks one detail.
 * extraProductId: a product whose details may be added to a bundle (18). platformFee (fen) is kept on
 * a refund; refundable false for the lexicon and practice papers.
 */
export const products = pgTable(
  'products',
  {
    id: integer('id').primaryKey(),
    season: smallint('season')
      .notNull()
      .references(() => seasons.id),
    activityType: smallint('activity_type').notNull().default(1),
    category: smallint('category').notNull(),
    subCategory: smallint('sub_category').notNull(),
    subTypeCategory: smallint('sub_type_category').notNull(),
    productName: varchar('product_name', { length: 100 }).notNull(),
    productNameEn: varchar('product_name_en', { length: 100 }).notNull(),
    /** The order kind it creates: student, schoolEnrollment, team (a key of the onPaid registry). */
    orderKind: varchar('order_kind', { length: 30 }).notNull().default('student'),
    bundle: boolean('bundle').notNull().default(false),
    extraProductId: integer('extra_product_id'),
    isCoupon: boolean('is_coupon').notNull().default(true),
    refundable: boolean('refundable').notNull().default(false),
    platformFee: integer('platform_fee').notNull().default(0),
    active: boolean('active').notNull().default(true),
  },
  (t) => [index('products_codes_idx').on(t.category, t.subCategory, t.subTypeCategory)],
)

/**
 * One item of a product with its price (fen). handType 2: a gift pack to mail (the order needs an
 * address). grants: what paying for it gives (entry, lexicon, practice:<levelId>, practiceAll, gift).
 */
export const productDetails = pgTable('product_details', {
  id: integer('id').primaryKey(),
  productId: integer('product_id')
    .notNull()
    .references(() => products.id, { onDelete: 'cascade' }),
  tproductName: varchar('tproduct_name', { length: 100 }).notNull(),
  tproductNameEn: varchar('tproduct_name_en', { length: 100 }).notNull(),
  description: varchar('description', { length: 300 }).notNull().default(''),
  descriptionEn: varchar('description_en', { length: 300 }).notNull().default(''),
  price: integer('price').notNull(),
  handType: smallint('hand_type').notNull().default(1),
  grants: varchar('grants', { length: 40 }),
})

/** A coupon issued to a user. status 0 usable, 1 taken by an order, 2 void after a refund, 3 revoked by the committee. */
export const coupons = pgTable(
  'coupons',
  {
    id: serial('id').primaryKey(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    couponName: varchar('coupon_name', { length: 100 }).notNull(),
    couponNameEn: varchar('coupon_name_en', { length: 100 }).notNull(),
    discountAmount: integer('discount_amount').notNull(),
    /** Only for this product, or any coupon-accepting product when null. */
    productId: integer('product_id').references(() => products.id, { onDelete: 'set null' }),
    status: smallint('status').notNull().default(0),
    orderId: integer('order_id'),
    expiresAt: timestamp('expires_at', { withTimezone: true }),
    createdAt: createdAt(),
  },
  (t) => [index('coupons_user_idx').on(t.userId)],
)

/**
 * An order. Amounts in fen, computed by the server from the product details and the coupon.
 * status: unpaid → paid (by a verified notification) → refunding → refunded; unpaid → cancelled.
 * A school paying by bank transfer: unpaid → awaitingTransfer → paid (the committee matched the
 * transfer) or → cancelled (its own deadline, in expiresAt, passed).
 */
export const orders = pgTable(
  'orders',
  {
    id: serial('id').primaryKey(),
    orderNo: varchar('order_no', { length: 32 }).notNull().unique(),
    kind: varchar('kind', { length: 30 }).notNull(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    schoolId: integer('school_id').references(() => schools.id, { onDelete: 'set null' }),
    productId: integer('product_id')
      .notNull()
      .references(() => products.id),
    season: smallint('season').notNull(),
    /** Snapshot of what was bought: detail id, names, price, grants. */
    items: jsonb('items').notNull(),
    totalAmount: integer('total_amount').notNull(),
    discountAmount: integer('discount_amount').notNull().default(0),
    paymentAmount: integer('payment_amount').notNull(),
    couponId: integer('coupon_id'),
    addressId: integer('address_id'),
    enrollmentId: integer('enrollment_id'),
    teamId: integer('team_id'),
    status: varchar('status', { length: 20 }).notNull().default('unpaid'),
    provider: varchar('provider', { length: 20 }).notNull(),
    /** How the payer pays: qr, phone (a provider's page) or transfer; null on orders made before it was kept. */
    payChannel: varchar('pay_channel', { length: 10 }),
    transactionId: varchar('transaction_id', { length: 64 }),
    paidAt: timestamp('paid_at', { withTimezone: true }),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    cancelledAt: timestamp('cancelled_at', { withTimezone: true }),
    createdAt: createdAt(),
  },
  (t) => [
    index('orders_user_idx').on(t.userId, t.status),
    index('orders_expiry_idx').on(t.status, t.expiresAt),
  ],
)

/** Every verified payment notification once (its provider id): a replay changes nothing. */
export const paymentNotifications = pgTable('payment_notifications', {
  id: serial('id').primaryKey(),
  provider: varchar('provider', { length: 20 }).notNull(),
  eventId: varchar('event_id', { length: 80 }).notNull().unique(),
  orderNo: varchar('order_no', { length: 32 }).notNull(),
  amount: integer('amount').notNull(),
  outcome: varchar('outcome', { length: 20 }).notNull(),
  createdAt: createdAt(),
})

/**
 * A refund request: status 0 pending, 3 processing (claimed by one approval while the provider is
 * called), 1 approved (refunded), 2 rejected. Amounts in fen.
 */
export const refundRequests = pgTable(
  'refund_requests',
  {
    id: serial('id').primaryKey(),
    orderId: integer('order_id')
      .notNull()
      .references(() => orders.id, { onDelete: 'cascade' }),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    reason: varchar('reason', { length: 200 }).notNull().default(''),
    refundAmount: integer('refund_amount').notNull(),
    status: smallint('status').notNull().default(0),
    rejectReason: varchar('reject_reason', { length: 200 }),
    decidedBy: integer('decided_by').references(() => users.id, { onDelete: 'set null' }),
    decidedAt: timestamp('decided_at', { withTimezone: true }),
    /** Why the payment provider last refused to return the money ("CODE: message"); null when it did not. */
    providerRefusal: varchar('provider_refusal', { length: 300 }),
    providerRefusedAt: timestamp('provider_refused_at', { withTimezone: true }),
    createdAt: createdAt(),
  },
  (t) => [unique('refund_request_order').on(t.orderId)],
)
