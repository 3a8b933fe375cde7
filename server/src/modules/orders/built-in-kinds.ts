import { ORDER_STATE } from '@spell/shared/api/school-console/enrollment'
import { ENROLMENT } from '@spell/shared/api/students/home'
import { and, eq, inArray, sql } from 'drizzle-orm'
import type { Db } from '../../db/database'
import { orders, practiceLevels, practicePurchases, schoolEnrollments } from '../../db/schema'
import { AppError } from '../../http/app-error'
import { enrolEntrant, withdrawEntrant } from '../exams/entry-enrolment'
import { schoolOfUser } from '../school-console/school-access'
import { confirmPaidEntry } from './entry-confirmation'
import { registerOrderKind } from './order-kinds'
import { type OrderItem, priceOrder } from './order-pricing'

const grantsOf = (items: unknown) => (items as OrderItem[]).map((item) => item.grants ?? '')
const entryItem = sql`${orders.items} @> '[{"grants":"entry"}]'::jsonb`

/** The student's enrolment of a season from their entry orders: 3003 paid, 3002 unpaid, else 3001. */
export async function studentEntryStatus(db: Db, userId: number, season: number) {
  const rows = await db
    .select({ status: orders.status })
    .from(orders)
    .where(
      and(
        eq(orders.userId, userId),
        eq(orders.season, season),
        inArray(orders.status, ['unpaid', 'paid', 'refunding']),
        entryItem,
      ),
    )
  if (rows.some((r) => r.status !== 'unpaid')) return ENROLMENT.paid
  return rows.length ? ENROLMENT.unpaid : ENROLMENT.notEnrolled
}

/** Registers the kinds this module serves: student products and the school's individual sign-up. */
export function registerBuiltInOrderKinds() {
  registerOrderKind('student', {
    roles: ['student'],
    async prepare(db, input, user, product) {
      const { items } = await priceOrder(db, product, input.tbProductDetail)
      const grants = grantsOf(items)
      if (
        grants.includes('entry') &&
        (await studentEntryStatus(db, user.id, product.season)) === ENROLMENT.paid
      )
        throw new AppError('conflict', 'order.alreadyBought')
      const levelIds = grants.filter((g) => g.startsWith('practice:')).map((g) => Number(g.slice(9)))
      if (levelIds.length && grants.length === levelIds.length) {
        const owned = await db
          .select({ levelId: practicePurchases.levelId })
          .from(practicePurchases)
          .where(and(eq(practicePurchases.userId, user.id), inArray(practicePurchases.levelId, levelIds)))
        if (owned.length === levelIds.length) throw new AppError('conflict', 'order.alreadyBought')
      }
      return {}
    },
    async onPaid(tx, order) {
      const grants = grantsOf(order.items)
      const levelIds = grants.filter((g) => g.startsWith('practice:')).map((g) => Number(g.slice(9)))
      if (grants.includes('practiceAll'))
        levelIds.push(...(await tx.select({ id: practiceLevels.id }).from(practiceLevels)).map((l) => l.id))
      if (levelIds.length)
        await tx
          .insert(practicePurchases)
          .values([...new Set(levelIds)].map((levelId) => ({ userId: order.userId, levelId })))
          .onConflictDoNothing()
      // The entry (3003) and the lexicon are read from the paid order itself; the exams need a row.
      if (grants.includes('entry')) await enrolEntrant(tx, order.userId, order.season)
    },
    async afterPaid(services, order) {
      if (grantsOf(order.items).includes('entry')) await confirmPaidEntry(services, order, 'student')
    },
    async onRefunded(tx, order) {
      if (grantsOf(order.items).includes('entry')) await withdrawEntrant(tx, order.userId, order.season)
    },
  })

  registerOrderKind('schoolEnrollment', {
    roles: ['schoolTeacher'],
    async prepare(db, input, user) {
      if (!input.enrollmentId) throw new AppError('invalidInput', 'order.enrollmentRequired')
      const schoolId = await schoolOfUser(db, user.id)
      const [enrollment] = await db
        .select()
        .from(schoolEnrollments)
        .where(eq(schoolEnrollments.id, input.enrollmentId))
      if (!enrollment) throw new AppError('notFound', 'order.enrollmentRequired')
      if (enrollment.schoolId !== schoolId) throw new AppError('forbidden')
      if (enrollment.orderState === ORDER_STATE.paid) throw new AppError('conflict', 'order.alreadyPaid')
      return { schoolId, enrollmentId: enrollment.id }
    },
    async onPaid(tx, order) {
      if (!order.enrollmentId) throw new Error(`order ${order.orderNo} has no enrollment`)
      await tx
        .update(schoolEnrollments)
        .set({ orderState: ORDER_STATE.paid, updatedAt: new Date() })
        .where(eq(schoolEnrollments.id, order.enrollmentId))
    },
    afterPaid: (services, order) => confirmPaidEntry(services, order, 'school'),
  })
}
