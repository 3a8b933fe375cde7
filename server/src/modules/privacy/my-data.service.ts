import fs from 'node:fs/promises'
import path from 'node:path'
import { and, eq, inArray, isNull } from 'drizzle-orm'
import type { Db } from '../../db/database'
import {
  certificates,
  coupons,
  examAnswers,
  examStudents,
  lexiconWritings,
  orders,
  outboxMessages,
  personalDataConsents,
  practicePurchases,
  practiceResults,
  refundRequests,
  sessions,
  userAddresses,
  userInfos,
  users,
} from '../../db/schema'
import { AppError } from '../../http/app-error'
import type { KeyValueStore } from '../../kv/key-value-store'
import { UPLOADS_URL } from '../../providers/file-storage'
import { verifyPassword } from '../accounts/credentials'
import { openIdNumber } from './id-numbers'
import type { PersonalDataVault } from './personal-data-vault'

/** The name an account shows once its owner deleted it (orders and certificates still point to it). */
const DELETED_ACCOUNT_NAME = '已注销用户 Deleted user'

/**
 * Everything stored about one student, for their own download: the account (the ID number whole: it is
 * their own), school and place, consents, addresses, orders and refund requests, coupons, certificates,
 * semi-final entries and answers, practice, and their sessions (times only). Secrets (the password
 * hash, session token hashes, the ID number's lookup hash) are not personal data of theirs and stay out.
 */
export async function exportMyData(db: Db, vault: PersonalDataVault, userId: number) {
  const [user] = await db.select().from(users).where(eq(users.id, userId))
  if (!user) throw new AppError('unauthorized')
  const { passwordHash: _p, idCardSealed, idCardHash: _h, ...account } = user
  const mine = <T extends { userId: unknown }>(table: T) => eq(table.userId as never, userId)
  return {
    exportedAt: new Date().toISOString(),
    account: { ...account, idCard: openIdNumber(vault, idCardSealed) },
    profile: (await db.select().from(userInfos).where(mine(userInfos)))[0] ?? null,
    consents: await db.select().from(personalDataConsents).where(mine(personalDataConsents)),
    addresses: await db.select().from(userAddresses).where(mine(userAddresses)),
    orders: await db.select().from(orders).where(mine(orders)),
    refundRequests: await db.select().from(refundRequests).where(mine(refundRequests)),
    coupons: await db.select().from(coupons).where(mine(coupons)),
    certificates: await db.select().from(certificates).where(mine(certificates)),
    examEntries: await db.select().from(examStudents).where(mine(examStudents)),
    examAnswers: await db.select().from(examAnswers).where(mine(examAnswers)),
    practicePurchases: await db.select().from(practicePurchases).where(mine(practicePurchases)),
    practiceResults: await db.select().from(practiceResults).where(mine(practiceResults)),
    lexiconWritings: await db.select().from(lexiconWritings).where(mine(lexiconWritings)),
    sessions: await db
      .select({ createdAt: sessions.createdAt, expiresAt: sessions.expiresAt, revokedAt: sessions.revokedAt })
      .from(sessions)
      .where(mine(sessions)),
  }
}

/**
 * Deletes a student's account once their password confirms it (wrong passwords are limited per account,
 * as at sign-in). Erased: name, phone, e-mail, ID number,
 * birth date, sex, age, the photo, school and place, addresses, consents, practice results, the
 * password, and the messages to their phone, e-mail and guardians' phones still in the outbox (with
 * their codes). Kept, anonymised, as accounting and verification require: orders and refund requests
 * (they point at the anonymised account; the reason the student typed is erased), certificates (the holder's name stays so the committee and anyone
 * holding the paper certificate can still verify it; the holder's phone goes), and semi-final answers
 * (only the account number, kept for the season plus one year for appeals). Every session is revoked.
 */
export async function deleteMyAccount(
  db: Db,
  store: KeyValueStore,
  userId: number,
  password: string,
  uploadsRoot: string,
): Promise<void> {
  const [user] = await db
    .select({ passwordHash: users.passwordHash, phone: users.phone, email: users.email })
    .from(users)
    .where(eq(users.id, userId))
  // Wrong passwords count against the account as at sign-in, in the same count: five, then it waits.
  await verifyPassword(store, { identifier: '', userId }, user?.passwordHash, password, {
    wrong: () => new AppError('invalidInput', 'privacy.passwordWrong'),
  })
  const guardians = await db
    .select({ phone: personalDataConsents.guardianPhone })
    .from(personalDataConsents)
    .where(eq(personalDataConsents.userId, userId))
  const recipients = [user?.phone, user?.email, ...guardians.map((g) => g.phone)]
    .filter((to): to is string => Boolean(to))
    .map((to) => to.toLowerCase())
  const [info] = await db
    .select({ photo: userInfos.userpicurl })
    .from(userInfos)
    .where(eq(userInfos.userId, userId))
  const now = new Date()
  await db.transaction(async (tx) => {
    await tx
      .update(users)
      .set({
        userName: DELETED_ACCOUNT_NAME,
        phone: null,
        email: null,
        passwordHash: null,
        sex: null,
        cardType: null,
        idCardSealed: null,
        idCardHash: null,
        dateBirth: null,
        age: null,
        status: 'deleted',
        deletedAt: now,
      })
      .where(eq(users.id, userId))
    await tx.delete(userInfos).where(eq(userInfos.userId, userId))
    await tx.delete(userAddresses).where(eq(userAddresses.userId, userId))
    await tx.delete(personalDataConsents).where(eq(personalDataConsents.userId, userId))
    await tx.delete(practiceResults).where(eq(practiceResults.userId, userId))
    await tx.delete(lexiconWritings).where(eq(lexiconWritings.userId, userId))
    await tx.update(certificates).set({ holderPhone: null }).where(eq(certificates.userId, userId))
    await tx.update(refundRequests).set({ reason: '' }).where(eq(refundRequests.userId, userId))
    if (recipients.length)
      await tx.delete(outboxMessages).where(inArray(outboxMessages.recipient, recipients))
    await tx
      .update(sessions)
      .set({ revokedAt: now })
      .where(and(eq(sessions.userId, userId), isNull(sessions.revokedAt)))
  })
  if (info?.photo?.startsWith(`${UPLOADS_URL}/`)) {
    const file = path.resolve(uploadsRoot, info.photo.slice(UPLOADS_URL.length + 1))
    if (file.startsWith(path.resolve(uploadsRoot) + path.sep)) await fs.rm(file, { force: true })
  }
}
