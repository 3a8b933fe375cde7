import { and, asc, count, desc, eq, ilike, inArray, or, type SQL } from 'drizzle-orm'
import { alias } from 'drizzle-orm/pg-core'
import type { Db } from '../../db/database'
import { personalDataAccess, personalDataConsents, userInfos, users } from '../../db/schema'
import { AppError } from '../../http/app-error'
import type { PersonalDataVault } from './personal-data-vault'

/** Escapes LIKE's wildcards so a keyword matches as typed. */
const likeText = (keyword: string) => `%${keyword.replace(/[\\%_]/g, (c) => `\\${c}`)}%`

interface Page {
  pageNum: number
  pageSize: number
}

/**
 * One page of students, newest first, with their school and grade. A keyword matches part of the name,
 * phone or e-mail, or a whole ID number through its lookup hash (nothing is decrypted to search).
 */
export async function studentRecordPage(
  db: Db,
  personalData: PersonalDataVault,
  { keyword, pageNum, pageSize }: Page & { keyword?: string | undefined },
) {
  const conditions: SQL[] = [eq(users.role, 'student')]
  if (keyword) {
    const text = likeText(keyword)
    conditions.push(
      or(
        ilike(users.userName, text),
        ilike(users.phone, text),
        ilike(users.email, text),
        inArray(users.idCardHash, personalData.lookupHashes(keyword)),
      ) as SQL,
    )
  }
  const where = and(...conditions)
  const [total] = await db.select({ n: count() }).from(users).where(where)
  const rows = await db
    .select({ user: users, schoolName: userInfos.schoolName, grade: userInfos.grade })
    .from(users)
    .leftJoin(userInfos, eq(userInfos.userId, users.id))
    .where(where)
    .orderBy(desc(users.id))
    .limit(pageSize)
    .offset((pageNum - 1) * pageSize)
  return { total: total?.n ?? 0, rows }
}

/**
 * A student's whole record with their consents, for a committee member who asked to open it. The
 * opening is logged before anything is read back: no whole record leaves without its trace.
 */
export async function openWholeRecord(db: Db, actor: { id: number; userName: string }, userId: number) {
  const [row] = await db
    .select({ user: users, info: userInfos })
    .from(users)
    .leftJoin(userInfos, eq(userInfos.userId, users.id))
    .where(and(eq(users.id, userId), eq(users.role, 'student')))
  if (!row) throw new AppError('notFound', 'privacy.studentNotFound')
  await db
    .insert(personalDataAccess)
    .values({ actorId: actor.id, actorName: actor.userName, subjectId: userId, action: 'open-record' })
  const consents = await db
    .select()
    .from(personalDataConsents)
    .where(eq(personalDataConsents.userId, userId))
    .orderBy(asc(personalDataConsents.consentedAt))
  return { ...row, consents }
}

/** One page of the access log, newest first, of one student or all. */
export async function accessLogPage(
  db: Db,
  { subjectId, pageNum, pageSize }: Page & { subjectId?: number | undefined },
) {
  const subject = alias(users, 'subject')
  const where = subjectId ? eq(personalDataAccess.subjectId, subjectId) : undefined
  const [total] = await db.select({ n: count() }).from(personalDataAccess).where(where)
  const rows = await db
    .select({ event: personalDataAccess, subjectName: subject.userName })
    .from(personalDataAccess)
    .leftJoin(subject, eq(subject.id, personalDataAccess.subjectId))
    .where(where)
    .orderBy(desc(personalDataAccess.at), desc(personalDataAccess.id))
    .limit(pageSize)
    .offset((pageNum - 1) * pageSize)
  return { total: total?.n ?? 0, rows }
}
