import type { CertificateKind } from '@spell/shared/api/certificates/certificate-codes'
import type { AdminCertificate } from '@spell/shared/api/certificates/committee-certificates'
import { and, count, desc, eq, ilike, isNull, or, type SQL } from 'drizzle-orm'
import { alias } from 'drizzle-orm/pg-core'
import type { AppServices } from '../../app-services'
import type { Db } from '../../db/database'
import { certificates, examStudents, exams, seasons, users } from '../../db/schema'
import { AppError } from '../../http/app-error'
import { chinaDate } from './certificates.service'

const revoker = alias(users, 'revoker')

/** Certificates as the committee's list shows them (season, who revoked), newest first. */
async function adminRows(db: Db, where: SQL | undefined, page?: { limit: number; offset: number }) {
  const query = db
    .select({ certificate: certificates, seasonName: seasons.name, revokedByName: revoker.userName })
    .from(certificates)
    .innerJoin(seasons, eq(seasons.id, certificates.season))
    .leftJoin(revoker, eq(revoker.id, certificates.revokedBy))
    .where(where)
    .orderBy(desc(certificates.id))
  const rows = page ? await query.limit(page.limit).offset(page.offset) : await query
  return rows.map(
    ({ certificate: c, seasonName, revokedByName }): AdminCertificate => ({
      id: c.id,
      code: c.code,
      kind: c.kind as CertificateKind,
      holderName: c.holderName,
      holderPhone: c.holderPhone,
      award: c.award,
      group: c.groupId,
      seasonName,
      stage: c.stage,
      linked: c.userId !== null,
      issuedOn: c.issuedOn,
      revokedAt: c.revokedAt ? chinaDate(c.revokedAt) : null,
      revokedByName,
      revokeReason: c.revokeReason,
    }),
  )
}

/** What certificates can be issued from: every season, and every exam with its size and whether it ended. */
export async function issueOptions({ db, exams: examRuntime }: Pick<AppServices, 'db' | 'exams'>) {
  const seasonList = await db.select().from(seasons).orderBy(desc(seasons.name))
  const examList = await db
    .select({
      id: exams.id,
      name: exams.name,
      season: exams.season,
      raceSchedule: exams.raceSchedule,
      studentCount: count(examStudents.userId),
    })
    .from(exams)
    .leftJoin(examStudents, eq(examStudents.examId, exams.id))
    .groupBy(exams.id)
    .orderBy(desc(exams.id))
  const withPhase = await Promise.all(
    examList.map(async (e) => ({
      ...e,
      ended: (await examRuntime.sessions.progress(e.id)).phase === 'ended',
    })),
  )
  return { seasons: seasonList, exams: withPhase }
}

/** One page of certificates, by a part of the code, holder or phone, and by season, stage and kind. */
export async function certificatePage(
  db: Db,
  {
    keyword,
    season,
    stage,
    kind,
    pageNum,
    pageSize,
  }: {
    keyword?: string | undefined
    season?: number | undefined
    stage?: number | undefined
    kind?: string | undefined
    pageNum: number
    pageSize: number
  },
) {
  const like = keyword ? `%${keyword.replace(/[\\%_]/g, (c) => `\\${c}`)}%` : null
  const where = and(
    like
      ? or(
          ilike(certificates.code, like),
          ilike(certificates.holderName, like),
          ilike(certificates.holderPhone, like),
        )
      : undefined,
    season ? eq(certificates.season, season) : undefined,
    stage ? eq(certificates.stage, stage) : undefined,
    kind ? eq(certificates.kind, kind) : undefined,
  )
  const [total] = await db.select({ n: count() }).from(certificates).where(where)
  const rows = await adminRows(db, where, { limit: pageSize, offset: (pageNum - 1) * pageSize })
  return { total: total?.n ?? 0, rows }
}

/** Revokes a certificate (who, when, why); it is kept and answers verification as revoked. */
export async function revoke(db: Db, id: number, by: number, reason: string) {
  const [done] = await db
    .update(certificates)
    .set({ revokedAt: new Date(), revokedBy: by, revokeReason: reason })
    .where(and(eq(certificates.id, id), isNull(certificates.revokedAt)))
    .returning({ id: certificates.id })
  if (!done) {
    const [exists] = await db
      .select({ id: certificates.id })
      .from(certificates)
      .where(eq(certificates.id, id))
    throw exists
      ? new AppError('conflict', 'certificate.alreadyRevoked')
      : new AppError('notFound', 'certificate.notFound')
  }
  const [row] = await adminRows(db, eq(certificates.id, id))
  if (!row) throw new AppError('notFound', 'certificate.notFound')
  return row
}
