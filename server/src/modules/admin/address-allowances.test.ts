import { describe, expect, it } from 'vitest'
import type { Db } from '../../db/database'
import { addressAllowance, forgetAddressAllowances } from './address-allowances'

/** A database that answers the allowances query with these rows, and counts the queries. */
function databaseWith(rows: { network: string; factor: number }[]) {
  const db = {
    queries: 0,
    select: () => ({
      from: async () => {
        db.queries++
        return rows
      },
    }),
  }
  return db as unknown as Db & { queries: number }
}

describe('address allowances', () => {
  it('match single addresses and IPv4 and IPv6 networks, taking the largest factor', async () => {
    const db = databaseWith([
      { network: '203.0.113.0/24', factor: 5 },
      { network: '203.0.113.7', factor: 10 },
      { network: '2001:db8::/32', factor: 3 },
    ])
    const allowance = addressAllowance(db)
    expect(await allowance('203.0.113.8')).toBe(5)
    expect(await allowance('203.0.113.7')).toBe(10)
    // Behind a dual-stack socket Node reports an IPv4 client in its IPv6 form.
    expect(await allowance('::ffff:203.0.113.9')).toBe(5)
    expect(await allowance('2001:db8:1::5')).toBe(3)
    expect(await allowance('203.0.114.1')).toBe(1)
    expect(await allowance('')).toBe(1)
  })

  it('read the database again only after a while, or at once when told', async () => {
    let now = 0
    const db = databaseWith([{ network: '198.51.100.0/24', factor: 2 }])
    const allowance = addressAllowance(db, () => now)
    await Promise.all([allowance('198.51.100.1'), allowance('198.51.100.2')])
    now += 10_000
    await allowance('198.51.100.1')
    expect(db.queries).toBe(1)
    now += 30_000
    await allowance('198.51.100.1')
    expect(db.queries).toBe(2)
    forgetAddressAllowances(db)
    await allowance('198.51.100.1')
    expect(db.queries).toBe(3)
  })
})
