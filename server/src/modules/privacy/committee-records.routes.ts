import {
  listPersonalDataAccess,
  listStudentRecords,
  openStudentRecord,
} from '@spell/shared/api/privacy/committee-records'
import { Router } from 'express'
import type { AppServices } from '../../app-services'
import { mountCall } from '../../http/define-route'
import { accessLogPage, openWholeRecord, studentRecordPage } from './committee-records.service'
import { openIdNumber } from './id-numbers'
import { maskIdNumber } from './personal-data-vault'

/**
 * The committee's view of students: a list with the ID number masked, the whole record only on the
 * explicit "open" action, each opening written to the access log, which the committee can read.
 */
export function committeeRecordRoutes({ db, personalData }: AppServices) {
  const router = Router()
  const committee = { access: ['committee'] as const }

  mountCall(router, listStudentRecords, committee, async (query) => {
    const { total, rows } = await studentRecordPage(db, personalData, query)
    return {
      total,
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
    const { user, info, consents } = await openWholeRecord(db, actor, userId)
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

  mountCall(router, listPersonalDataAccess, committee, async (query) => {
    const { total, rows } = await accessLogPage(db, query)
    return {
      total,
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
