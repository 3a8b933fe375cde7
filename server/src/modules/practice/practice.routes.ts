import {
  checkPick,
  getAppletsProductList,
  levelQuizInfo,
  queryDataQuizAnswerResultInfo,
  queryQuizProductList,
  saveQuiz,
  testLevelQuizInfo,
} from '@spell/shared/api/practice/exercises'
import { checkWriting, saveWritingQuiz } from '@spell/shared/api/practice/writing'
import { Router } from 'express'
import type { AppServices } from '../../app-services'
import { mountCall } from '../../http/define-route'
import {
  checkTilePick,
  latestResult,
  levelProduct,
  listLevels,
  quizWithQuestions,
  saveAttempt,
} from './practice.service'
import { gradeWriting, saveWritingAttempt } from './practice-writing.service'

/** Fun learning: levels, trials, papers behind isBuy, server scoring, handwriting graded from its strokes. */
export function practiceRoutes(services: AppServices) {
  const { db, store } = services
  const router = Router()
  const student = { access: ['student'] as const }

  mountCall(router, getAppletsProductList, { access: 'signedIn' }, () => listLevels(db))
  mountCall(router, queryQuizProductList, student, ({ id }, { user }) => levelProduct(db, user.id, id))
  mountCall(router, testLevelQuizInfo, student, ({ id }, { user }) =>
    quizWithQuestions(db, store, user.id, id, 1),
  )
  mountCall(router, levelQuizInfo, student, ({ quizId }, { user }) =>
    quizWithQuestions(db, store, user.id, quizId, 2),
  )
  mountCall(router, checkPick, student, ({ questionId, tiles }, { user }) =>
    checkTilePick(db, user.id, questionId, tiles),
  )
  mountCall(router, saveQuiz, student, (input, { user }) => saveAttempt(db, store, user.id, input))
  mountCall(router, checkWriting, student, (input, { user }) => gradeWriting(services, user.id, input))
  mountCall(router, saveWritingQuiz, student, (input, { user }) =>
    saveWritingAttempt(services, user.id, input),
  )
  mountCall(router, queryDataQuizAnswerResultInfo, student, ({ quizId }, { user }) =>
    latestResult(db, user.id, quizId),
  )
  return router
}
