import net from 'node:net'
import type { Db } from '../../db/database'
import { addressAllowances } from '../../db/schema'
import type { AddressAllowance } from '../../http/rate-limit'

/**
 * The committee's raised allowances, read from the database and kept for a short while: every
 * instance learns of a change within that time, and a request does not wait on the database.
 */
const REFRESH_MS = 30_000

interface Rule {
  list: net.BlockList
  factor: number
}

/** "203.0.113.0/24" or "2001:db8::/32" or a single address, as a block list that matches it. */
export function networkList(network: string): net.BlockList {
  const [address = '', bits] = network.split('/')
  const family = net.isIPv4(address) ? 'ipv4' : 'ipv6'
  const list = new net.BlockList()
  if (bits === undefined) list.addAddress(address, family)
  else list.addSubnet(address, Number(bits), family)
  return list
}

/** An IPv4 address as Node reports it behind a dual-stack socket (::ffff:1.2.3.4) is matched as IPv4. */
const plain = (address: string) =>
  address.startsWith('::ffff:') && net.isIPv4(address.slice(7)) ? address.slice(7) : address

function matches(rule: Rule, address: string): boolean {
  const family = net.isIPv4(address) ? 'ipv4' : net.isIPv6(address) ? 'ipv6' : undefined
  return family !== undefined && rule.list.check(address, family)
}

interface Cache {
  rules: Rule[]
  loadedAt: number
  loading: Promise<Rule[]> | undefined
}
const caches = new WeakMap<Db, Cache>()

async function load(db: Db): Promise<Rule[]> {
  const rows = await db.select().from(addressAllowances)
  return rows.flatMap((row) => {
    try {
      return [{ list: networkList(row.network), factor: row.factor }]
    } catch {
      return []
    }
  })
}

/** The factor of the largest allowance that covers an address; 1 when none does. */
export function addressAllowance(db: Db, now: () => number = Date.now): AddressAllowance {
  return async (address) => {
    let cache = caches.get(db)
    if (!cache) {
      cache = { rules: [], loadedAt: Number.NEGATIVE_INFINITY, loading: undefined }
      caches.set(db, cache)
    }
    if (now() - cache.loadedAt > REFRESH_MS) {
      const current = cache
      current.loading ??= load(db).finally(() => {
        current.loading = undefined
      })
      current.rules = await current.loading
      current.loadedAt = now()
    }
    const ip = plain(address)
    return cache.rules.reduce((best, rule) => (matches(rule, ip) ? Math.max(best, rule.factor) : best), 1)
  }
}

/** Makes this instance read the allowances again at the next request (after the committee changed them). */
export function forgetAddressAllowances(db: Db) {
  caches.delete(db)
}
