import { eq } from 'drizzle-orm'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { examStudents, orders } from '../../db/schema'
import { buildExam } from '../../test-support/factories'
import { paidEntry } from '../../test-support/paid-entry'
import { startTestServer, type TestServer } from '../../test-support/test-server'
import { myOrders } from './my-orders.service'

let server: TestServer

beforeAll(async () => {
  server = await startTestServer()
})
afterAll(() => server?.stop())

describe('my orders', () => {
  it('lists a student’s orders with whether each may be refunded in the same two queries however many they hold', async () => {
    let queries = 0
    // The site's database, counting every query started through it.
    const counted = new Proxy(server.db, {
      get(target, key) {
        const value = Reflect.get(target, key)
        if (typeof value !== 'function') return value
        return (...args: unknown[]) => {
          if (['select', 'selectDistinct', 'execute'].includes(String(key))) queries++
          return value.apply(target, args)
        }
      },
    })
    const queriesFor = async (userId: number) => {
      queries = 0
      const rows = await myOrders(counted, userId)
      return { queries, rows }
    }

    const one = await paidEntry(server, 1)
    const many = await paidEntry(server, 1)
    const [order] = await server.db.select().from(orders).where(eq(orders.orderNo, many.orderNo))
    if (!order) throw new Error('no order')
    const { id: _id, ...copy } = order
    await server.db
      .insert(orders)
      .values([1, 2, 3].map((n) => ({ ...copy, orderNo: `${order.orderNo}-${n}`, transactionId: `T${n}` })))

    const single = await queriesFor(one.user.id)
    const four = await queriesFor(many.user.id)
    expect(single.rows).toHaveLength(1)
    expect(four.rows.map((r) => r.canRefund)).toEqual([true, true, true, true])
    expect(four.queries).toBe(single.queries)
    expect(four.queries).toBe(2)

    const exam = await buildExam(server.db, { studentIds: [many.user.id] })
    await server.db
      .update(examStudents)
      .set({ confirmedAt: new Date() })
      .where(eq(examStudents.examId, exam.exam.id))
    const tookPart = await queriesFor(many.user.id)
    expect(tookPart.rows.map((r) => r.canRefund)).toEqual([false, false, false, false])
    expect(tookPart.queries).toBe(2)
  })
})
