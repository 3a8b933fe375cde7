import {
  getIssueOptions,
  getResultsTemplate,
  importResults as importResultsCall,
  issueFromExam as issueFromExamCall,
  listCertificates,
  previewIssueFromExam,
  revokeCertificate,
} from '@spell/shared/api/certificates/committee-certificates'
import { Router } from 'express'
import type { AppServices } from '../../app-services'
import { mountCall } from '../../http/define-route'
import { certificatePage, issueOptions, revoke } from './committee-certificates.service'
import { awardsFromExam, issueFromExam } from './from-exam'
import { importResults, resultsTemplate } from './results-import'

/** The committee's certificates: issue from a semi-final's results or from an .xlsx, list, revoke. */
export function committeeCertificateRoutes(services: AppServices) {
  const { db } = services
  const router = Router()
  const committee = { access: ['committee'] } as const

  mountCall(router, getIssueOptions, committee, () => issueOptions(services))

  mountCall(router, previewIssueFromExam, committee, async ({ quizId, rules }) => {
    const { exam, seasonName, rows, counts } = await awardsFromExam(services, quizId, rules)
    return {
      examName: exam.name,
      seasonName,
      stage: exam.raceSchedule,
      participants: rows.length,
      counts,
      rows: rows.map(({ userId, userName, phone, score, rank, award, group, existingCode }) => ({
        userId,
        userName,
        phone,
        score,
        rank,
        award,
        group,
        existingCode,
      })),
    }
  })

  mountCall(router, issueFromExamCall, committee, ({ quizId, rules }, { user }) =>
    issueFromExam(services, quizId, rules, user.id),
  )

  mountCall(router, getResultsTemplate, committee, () => resultsTemplate())

  mountCall(router, importResultsCall, committee, (input, { req, user }) =>
    importResults(db, input, req.lang, user.id),
  )

  mountCall(router, listCertificates, committee, (query) => certificatePage(db, query))

  mountCall(router, revokeCertificate, committee, ({ id, reason }, { user }) =>
    revoke(db, id, user.id, reason),
  )

  return router
}
