import { and, desc, eq, isNull, or } from 'drizzle-orm'
import type { Db } from '../../db/database'
import { certificates, seasons, users } from '../../db/schema'
import { AppError } from '../../http/app-error'

/**
 * A student's certificates: those issued to their account, and imported ones not linked to any account
 * whose phone and name are theirs (a student who signed up after the import).
 */
export async function myCertificates(db: Db, userId: number) {
  const [me] = await db
    .select({ phone: users.phone, userName: users.userName })
    .from(users)
    .where(eq(users.id, userId))
  if (!me) throw new AppError('unauthorized')
  const imported =
    me.phone && me.userName
      ? and(
          isNull(certificates.userId),
          eq(certificates.holderPhone, me.phone),
          eq(certificates.holderName, me.userName),
        )
      : undefined
  return db
    .select({ certificate: certificates, seasonName: seasons.name })
    .from(certificates)
    .innerJoin(seasons, eq(seasons.id, certificates.season))
    .where(and(eq(certificates.kind, 'individual'), or(eq(certificates.userId, userId), imported)))
    .orderBy(desc(certificates.issuedOn), desc(certificates.id))
}
