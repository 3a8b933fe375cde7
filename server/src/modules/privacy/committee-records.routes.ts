import {
  listPersonalDataAccess,
  listStudentRecords,
  openStudentRecord,
} from '@spell/shared/api/privacy/committee-records'
import { and, asc, count, desc, eq, ilike, inArray, or, type SQL } from 'drizzle-orm'
import { alias } from 'drizzle-orm/pg-core'
import { Router } from 'express'
import type { AppServices } from '../../app-services'
import { personalDataAccess, personalDataConsents, userInfos, users } from '../../db/schema'
import { AppError } from '../../http/app-error'
import { mountCall } from '../../http/define-route'
import { openIdNumber } from './id-numbers'
import { maskIdNumber } from './personal-data-vault'

/** Escapes LIKE's wildcards so a keyword matches as typed. */
const likeText = (keyword: string) => `%${keyword.replace(/[\\%_]/g, (c) => `\\${c}`)}%`

/**
 * The committee's view of students: a list with the ID number masked, the whole record only on the
 * explicit "open" action, each opening written to the access log, which the committee can read.
 */
export function committeeRecordRoutes({ db, personalData }: AppServices) {
  const router = Router()
  const committee = { access: ['committee'] as const }

  mountCall(router, listStudentRecords, committee, async ({ keyword, pageNum, pageSize }) => {
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
    return {
      total: total?.n ?? 0,
      rows: rows.map(({ user, schoolName, grade }) => ({
        userId: user.id,
        userName: user.userName,
        phone: user.phone,
        email: user.email,
        cardType: user.cardType,
        idCardMasked: maskIdNumber(openIdNumber(personalData, user.idCardSealed)),
        schoolName,
        grade,
        status: user.status,
        createdAt: user.createdAt.toISOString(),
      })),
    }
  })

  mountCall(router, openStudentRecord, committee, async ({ userId }, { user: actor }) => {
    const [row] = await db
      .select({ user: users, info: userInfos })
      .from(users)
      .leftJoin(userInfos, eq(userInfos.userId, users.id))
      .where(and(eq(users.id, userId), eq(users.role, 'student')))
    if (!row) throw new AppError('notFound', 'privacy.studentNotFound')
    // Logged before anything is shown: no whole record leaves without its trace.
    await db
      .insert(personalDataAccess)
      .values({ actorId: actor.id, actorName: actor.userName, subjectId: userId, action: 'open-record' })
    const consents = await db
      .select()
      .from(personalDataConsents)
      .where(eq(personalDataConsents.userId, userId))
      .orderBy(asc(personalDataConsents.consentedAt))
    const { user, info } = row
    return {
      userId: user.id,
      userName: user.userName,
      phone: user.phone,
      email: user.email,
      cardType: user.cardType,
      idCard: openIdNumber(personalData, user.idCardSealed),
      dateBirth: user.dateBirth,
      sex: user.sex,
      photoUrl: info?.userpicurl ?? null,
      schoolName: info?.schoolName ?? null,
      grade: info?.grade ?? null,
      status: user.status,
      createdAt: user.createdAt.toISOString(),
      consents: consents.map((c) => ({
        kind: c.kind,
        policyVersion: c.policyVersion,
        guardianName: c.guardianName,
        guardianRelation: c.guardianRelation,
        guardianPhone: c.guardianPhone,
        consentedAt: c.consentedAt.toISOString(),
      })),
    }
  })

  mountCall(router, listPersonalDataAccess, committee, async ({ subjectId, pageNum, pageSize }) => {
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
    return {
      total: total?.n ?? 0,
      rows: rows.map(({ event, subjectName }) => ({
        id: event.id,
        actorName: event.actorName,
        subjectId: event.subjectId,
        subjectName,
        action: event.action,
        at: event.at.toISOString(),
      })),
    }
  })
  return router
}
