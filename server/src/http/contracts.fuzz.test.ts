import type { ApiCall, Role } from '@spell/shared'
import { sql } from 'drizzle-orm'
import fc from 'fast-check'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { startSession } from '../modules/auth/sessions.service'
import { badInputFor, keysOf, loadContracts } from '../test-support/bad-input'
import { buildUser } from '../test-support/factories'
import { buildSchoolUser } from '../test-support/school-factory'
import { fromAnotherClient, startTestServer, type TestServer } from '../test-support/test-server'
import { type Access, mountedCalls } from './define-route'

/**
 * Every call of the contract, found from the module exports, gets generated bad input as each role
 * that may make it: no answer is a server error, and no refused request changes a stored row.
 * FUZZ_SEED and FUZZ_RUNS replay or widen a run; a failure prints the seed that found it.
 */
const BASE_SEED = Number(process.env.FUZZ_SEED ?? 20_240_611)
const RUNS = Number(process.env.FUZZ_RUNS ?? 6)
/** Answers that refuse the input or the caller: after them the database must be as it was. */
const REFUSALS = new Set([4000, 401, 4003, 4004])
const ALL_ROLES: Role[] = ['student', 'schoolTeacher', 'courseTeacher', 'judge', 'committee']

const contracts = await loadContracts()
let server: TestServer
const users = new Map<Role, number>()

beforeAll(async () => {
  server = await startTestServer()
  for (const role of ALL_ROLES) {
    const user =
      role === 'schoolTeacher' || role === 'courseTeacher'
        ? (await buildSchoolUser(server.db, role)).user
        : await buildUser(server.db, role)
    users.set(role, user.id)
  }
})
afterAll(() => server?.stop())

const seedOf = (name: string) => {
  let hash = BASE_SEED
  for (const char of name) hash = (Math.imul(hash, 31) + char.charCodeAt(0)) | 0
  return hash
}

const callersOf = (access: Access | undefined): (Role | null)[] =>
  access === undefined || access === 'public' ? [null] : access === 'signedIn' ? ALL_ROLES : [...access]

/**
 * Row count and newest row version (xmin) of every table in the catalog: any insert, update or
 * delete, even one that writes the same values, changes it. The instances' heartbeats are left out:
 * the server writes its own every few seconds, whatever the requests.
 */
async function tableStamp() {
  const tables = (await server.db.execute(
    sql`select tablename from pg_tables where schemaname = 'public' and tablename <> 'instance_heartbeats' order by tablename`,
  )) as unknown as { rows: { tablename: string }[] }
  const parts = tables.rows.map(
    ({ tablename }) =>
      `(select '${tablename}:' || count(*) || ':' || coalesce(max(xmin::text::bigint), 0) from "${tablename}")`,
  )
  const result = (await server.db.execute(
    sql.raw(`select ${parts.join(" || ' ' || ")} as stamp`),
  )) as unknown as {
    rows: { stamp: string }[]
  }
  return result.rows[0]?.stamp ?? ''
}

/**
 * A transaction id is assigned only to a transaction that writes (or tries to): when the next id is
 * one past the last, nothing wrote in between, and the table stamps need not be compared.
 */
async function nextTransactionId() {
  const result = (await server.db.execute(sql`select pg_current_xact_id()::text as xid`)) as unknown as {
    rows: { xid: string }[]
  }
  return BigInt(result.rows[0]?.xid ?? 0)
}

const stampDiff = (before: string, after: string) => {
  const old = new Set(before.split(' '))
  return after
    .split(' ')
    .filter((part) => !old.has(part))
    .map((part) => part.split(':')[0])
    .join(', ')
}

interface Sent {
  role: Role | null
  input: unknown
  status: number
  code: number | undefined
}

/** The API's limit on a JSON body (app.ts). */
const MAX_BODY_BYTES = 1024 * 1024
/** Node's default limit on a request's line and headers together (http.maxHeaderSize). */
const MAX_HEADER_BYTES = 16 * 1024

async function send(call: ApiCall, input: unknown, token: string | undefined, lang: string) {
  const params = typeof input === 'object' && input !== null ? (input as Record<string, unknown>) : {}
  const path = call.paths[0].replace(/:(\w+)/g, (_, name: string) =>
    encodeURIComponent(String(params[name] ?? 1)),
  )
  const url = new URL(`/api${path}`, server.url)
  if (call.method === 'GET')
    for (const [key, value] of Object.entries(params))
      for (const item of Array.isArray(value) ? value : [value])
        url.searchParams.append(key, typeof item === 'object' ? JSON.stringify(item) : String(item))
  const body = call.method === 'POST' ? JSON.stringify(input) : undefined
  const response = await fetch(url, {
    method: call.method,
    headers: {
      'content-type': 'application/json',
      'accept-language': lang,
      ...(token ? { authorization: token } : {}),
      ...fromAnotherClient(),
    },
    body,
  }).catch((error: Error & { cause?: { code?: string } }) => {
    // A request line past Node's 16 KiB header limit is answered 431 and the connection closed before
    // any route runs; the client may see the close (ECONNRESET) before the answer. That is a refusal.
    if (url.href.length > MAX_HEADER_BYTES && ['ECONNRESET', 'EPIPE'].includes(error.cause?.code ?? ''))
      return new Response(null, { status: 431 })
    // A body past the 1 MB limit is answered 413 while it is still being sent, and the connection
    // closed; the client may see the close first. That is a refusal too.
    if (Buffer.byteLength(body ?? '') > MAX_BODY_BYTES) return new Response(null, { status: 413 })
    throw error
  })
  const text = await response.text()
  let code: number | undefined
  try {
    code = (JSON.parse(text) as { code?: number }).code
  } catch {
    code = undefined
  }
  return { status: response.status, code }
}

const shown = (input: unknown) => {
  const text = JSON.stringify(input) ?? String(input)
  return text.length > 300 ? `${text.slice(0, 300)}… (${text.length} characters)` : text
}

describe('every call of the contract under generated bad input', () => {
  it('finds the calls from the contract modules', () => {
    expect(contracts.length).toBeGreaterThan(150)
  })

  for (const { call, name } of contracts) {
    it(`${call.method} ${call.paths[0]} (${name})`, async () => {
      const seed = seedOf(name)
      const inputs = fc.sample(badInputFor(keysOf(call.request)), { seed, numRuns: RUNS })
      const callers = callersOf(mountedCalls.get(call))
      // Fresh sessions, so that a call that ends a session (log out) cannot end the next call's.
      const tokens = new Map<Role, string>()
      for (const role of callers)
        if (role) tokens.set(role, await startSession(server.db, users.get(role) as number))
      const problems: string[] = []
      const sent: Sent[] = []
      const before = await nextTransactionId()
      // One role's inputs at once: what is checked (no 5xx, no change) does not depend on their order.
      for (const role of callers) {
        const token = role ? tokens.get(role) : undefined
        const answers = await Promise.all(
          inputs.map((input, i) => send(call, input, token, i % 2 ? 'en' : 'zh-CN')),
        )
        for (const [i, answer] of answers.entries()) {
          sent.push({ role, input: inputs[i], ...answer })
          if (answer.status >= 500 || (answer.code !== undefined && answer.code >= 5000))
            problems.push(`${answer.status}/${answer.code} as ${role ?? 'visitor'} for ${shown(inputs[i])}`)
        }
      }
      // Something wrote (or, on a shared PostgreSQL, another database did): replay each refused
      // request alone between two stamps of every table.
      if ((await nextTransactionId()) !== before + 1n)
        for (const s of sent.filter((s) => s.code !== undefined && REFUSALS.has(s.code))) {
          const token = s.role ? tokens.get(s.role) : undefined
          const start = await tableStamp()
          const again = await send(call, s.input, token, 'zh-CN')
          const end = await tableStamp()
          if (again.code !== undefined && REFUSALS.has(again.code) && end !== start)
            problems.push(`${again.code} changed ${stampDiff(start, end)} for ${shown(s.input)}`)
        }
      expect(problems, `seed ${seed} (FUZZ_SEED=${BASE_SEED}, FUZZ_RUNS=${RUNS})`).toEqual([])
    })
  }
})
