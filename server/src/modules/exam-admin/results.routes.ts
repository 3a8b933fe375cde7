import { exportExamResults, getExamResults, importAnswerFile } from '@spell/shared/api/exam-admin/exams'
import { getItemAnalysis } from '@spell/shared/api/exam-admin/item-analysis'
import { Router } from 'express'
import type { AppServices } from '../../app-services'
import { mountCall } from '../../http/define-route'
import { integrityEventsOf, integritySummary } from '../exams/integrity.service'
import { findExam } from './exam-admin.service'
import { analysisOf } from './item-analysis.service'
import { XLSX_MIME } from './question-file'
import { importAnswers, resultsOf } from './results.service'
import { resultsSheet } from './results-sheet'

/** The results of an exam and its item analysis, on screen and as an .xlsx, for the committee. */
export function examResultRoutes({ db, exams: runtime, logger }: AppServices) {
  const router = Router()
  const committee = { access: ['committee'] } as const

  mountCall(router, getExamResults, committee, async ({ quizId }) => {
    await findExam(db, quizId)
    const { questions, rows } = await resultsOf(db, quizId, logger)
    const progress = await runtime.sessions.progress(quizId)
    return {
      realQuestions: questions.length,
      ended: progress.phase === 'ended',
      rows: rows.map(({ byQuestion: _, ...row }) => row),
    }
  })

  mountCall(router, exportExamResults, committee, async ({ quizId }) => {
    const exam = await findExam(db, quizId)
    const sheet = await resultsSheet(
      await resultsOf(db, quizId, logger),
      await analysisOf(db, quizId, logger),
      await integritySummary(db, quizId),
      await integrityEventsOf(db, quizId),
    )
    return {
      fileName: `exam-${exam.id}-results.xlsx`,
      mimeType: XLSX_MIME,
      content: sheet.toString('base64'),
    }
  })

  mountCall(router, getItemAnalysis, committee, async ({ quizId }) => {
    await findExam(db, quizId)
    return analysisOf(db, quizId, logger)
  })

  mountCall(router, importAnswerFile, committee, async ({ quizId, content }, { req }) => {
    await findExam(db, quizId)
    return importAnswers(db, runtime, quizId, content, req.lang)
  })

  return router
}
