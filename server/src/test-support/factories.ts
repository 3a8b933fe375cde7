import type { Role } from '@spell/shared'
import type { Db } from '../db/database'
import { certificates, users } from '../db/schema'
import { startSession } from '../modules/auth/sessions.service'

let sequence = 0
const next = () => ++sequence + Math.floor(Math.random() * 1e6)

export async function buildUser(db: Db, role: Role, overrides: Partial<typeof users.$inferInsert> = {}) {
  const n = next()
  const [user] = await db
    .insert(users)
    .values({ role, phone: `139${String(n).padStart(8, '0')}`, userName: `Test ${role} ${n}`, ...overrides })
    .returning()
  if (!user) throw new Error('user not created')
  return user
}

/** A user with a live session token, ready for the Authorization header. */
export async function buildSignedInUser(db: Db, role: Role) {
  const user = await buildUser(db, role)
  return { user, token: await startSession(db, user.id) }
}

export async function buildCertificate(db: Db, overrides: Partial<typeof certificates.$inferInsert> = {}) {
  const [certificate] = await db
    .insert(certificates)
    .values({
      code: `TEST-${next()}`,
      holderName: '测试学生',
      award: 1,
      groupId: 3,
      season: 3,
      issuedOn: '2025-11-10',
      ...overrides,
    })
    .returning()
  if (!certificate) throw new Error('certificate not created')
  return certificate
}
