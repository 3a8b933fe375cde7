import { eq } from 'drizzle-orm'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { type Database, openDatabase } from '../../db/database'
import { sessions, users } from '../../db/schema'
import { buildUser } from '../../test-support/factories'
import { sessionLiveness } from './session-liveness'
import { type SessionStanding, sessionStanding, startSession } from './sessions.service'

let database: Database
beforeAll(async () => {
  database = await openDatabase({ dataDir: 'memory://' })
})
afterAll(() => database?.close())

async function signedIn() {
  const user = await buildUser(database.db, 'student')
  await startSession(database.db, user.id)
  const [session] = await database.db.select().from(sessions).where(eq(sessions.userId, user.id))
  if (!session) throw new Error('no session')
  return { user, session }
}

describe('the liveness of socket sessions', () => {
  it('reads a session once, then answers from memory until the session ends', async () => {
    const liveness = sessionLiveness(database.db)
    const { session } = await signedIn()
    expect(liveness.peek(session.id)).toBeUndefined()
    expect(await liveness.check(session.id)).toBe(true)
    expect(liveness.peek(session.id)).toBe(true)

    await database.db.update(sessions).set({ revokedAt: new Date() }).where(eq(sessions.id, session.id))
    // Not told yet: memory still trusts it (for at most the expiry of a check)…
    expect(liveness.peek(session.id)).toBe(true)
    // …told, it asks the database again.
    liveness.forgetSession(session.id)
    expect(liveness.peek(session.id)).toBeUndefined()
    expect(await liveness.check(session.id)).toBe(false)
    liveness.close()
  })

  it('forgets every session of a user at once, and only theirs', async () => {
    const liveness = sessionLiveness(database.db)
    const first = await signedIn()
    const other = await signedIn()
    const secondToken = await startSession(database.db, first.user.id)
    expect(secondToken).toBeTruthy()
    const ids = (await database.db.select().from(sessions).where(eq(sessions.userId, first.user.id))).map(
      (s) => s.id,
    )
    for (const id of [...ids, other.session.id]) expect(await liveness.check(id)).toBe(true)
    liveness.forgetUser(first.user.id)
    for (const id of ids) expect(liveness.peek(id)).toBeUndefined()
    expect(liveness.peek(other.session.id)).toBe(true)
    liveness.close()
  })

  it('reads again after its time, and refuses an expired session or a disabled account', async () => {
    const liveness = sessionLiveness(database.db, { ttlMs: 50 })
    const expiring = await signedIn()
    const disabled = await signedIn()
    expect(await liveness.check(expiring.session.id)).toBe(true)
    expect(liveness.peek(expiring.session.id, Date.now() + 60)).toBeUndefined()
    await database.db
      .update(sessions)
      .set({ expiresAt: new Date(Date.now() - 1000) })
      .where(eq(sessions.id, expiring.session.id))
    expect(await liveness.check(expiring.session.id)).toBe(false)
    await database.db.update(users).set({ status: 'disabled' }).where(eq(users.id, disabled.user.id))
    expect(await liveness.check(disabled.session.id)).toBe(false)
    expect(await liveness.check(987654321)).toBe(false)
    liveness.close()
  })

  it('does not trust a read that was under way when its session ended', async () => {
    const { session } = await signedIn()
    // The first read answers only after the session was revoked and forgotten: it is stale.
    let release: () => void = () => {}
    const held = new Promise<void>((resolve) => {
      release = resolve
    })
    let reads = 0
    const liveness = sessionLiveness(database.db, {
      read: async (id): Promise<SessionStanding | null> => {
        reads++
        const standing = await sessionStanding(database.db, id)
        if (reads === 1) await held
        return standing
      },
    })
    const checking = liveness.check(session.id)
    await new Promise((resolve) => setTimeout(resolve, 30))
    await database.db.update(sessions).set({ revokedAt: new Date() }).where(eq(sessions.id, session.id))
    liveness.forgetSession(session.id)
    release()
    expect(await checking).toBe(false)
    expect(reads).toBe(2)
    liveness.close()
  })
})
