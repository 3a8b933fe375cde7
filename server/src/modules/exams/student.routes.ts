import {
  confirmExamInfo,
  getProgress,
  queryQuizMatchAnswer,
  queryTheOnlineFormAnswer,
  queryTheOnlineQuizForm,
  queryTheOnlineQuizFormListPage,
  queryTheProgressBar,
  queryWhetherUnfinishedQuestions,
  saveQuizMatchAnswer,
  saveTheOnlineFormAnswer,
} from '@spell/shared/api/exams/student-calls'
import { eq } from 'drizzle-orm'
import { Router } from 'express'
import type { AppServices } from '../../app-services'
import { users } from '../../db/schema'
import { AppError } from '../../http/app-error'
import { mountCall } from '../../http/define-route'
import { confirmInstructions, examForStudent as examOpenAt } from './exam-access'

/**
 * The student's semi-final calls (formMatch/...). Each one checks enrolment and the exam window. The
 * calls a page makes during every question (the question, the progress bars after each save, the
 * answer list, the poll) take the enrolment from the instance's memory, as a save does (enrolmentCache).
 */
export function examStudentRoutes({ db, exams }: AppServices) {
  const router = Router()
  const student = { access: ['student'] as const }
  /** The student's exam open now, by the exam runtime's clock. */
  const examForStudent = (userId: number, quizId?: number) =>
    examOpenAt(db, userId, quizId, new Date(exams.clock.now()))

  mountCall(router, queryTheOnlineQuizForm, student, async (_input, { user }) => {
    const exam = await examForStudent(user.id)
    return {
      id: exam.id,
      name: exam.name,
      formExplain: exam.formExplain,
      questionExplain: exam.questionExplain,
      secondsPerQuestion: exam.secondsPerQuestion,
      total: (await exams.papers.questions(exam.id)).length,
    }
  })

  mountCall(router, getProgress, student, async ({ quizId }, { user }) => {
    const exam = await exams.examOfStudent(user.id, quizId)
    const progress = await exams.sessions.progress(exam.id)
    exams.polled(exam.id, user.id)
    return progress
  })

  mountCall(router, queryTheOnlineQuizFormListPage, student, async ({ quizId, pageNum }, { user }) => {
    const exam = await examForStudent(user.id, quizId)
    const question = await exams.papers.question(
      exam.id,
      user.id,
      pageNum,
      await exams.sessions.progress(exam.id),
    )
    return { total: question.total, list: [question] }
  })

  mountCall(router, queryTheOnlineFormAnswer, student, async ({ quizId, quizNumber }, { user }) => {
    const exam = await exams.examOfStudent(user.id, quizId)
    const question = await exams.papers.question(
      exam.id,
      user.id,
      quizNumber,
      await exams.sessions.progress(exam.id),
    )
    return { list: [question], pageNum: quizNumber }
  })

  mountCall(router, queryTheProgressBar, student, async ({ quizId }, { user }) => {
    const exam = await exams.examOfStudent(user.id, quizId)
    return exams.papers.progressBar(exam.id, user.id)
  })

  mountCall(router, saveTheOnlineFormAnswer, student, (input, { user }) => exams.save(user, input))

  mountCall(router, queryWhetherUnfinishedQuestions, student, async ({ quizId }, { user }) => {
    const exam = await examForStudent(user.id, quizId)
    return (await exams.papers.hasUnfinished(exam.id, user.id)) ? 2 : 1
  })

  mountCall(router, saveQuizMatchAnswer, student, async ({ quizId }, { user }) => {
    const exam = await examForStudent(user.id, quizId)
    await exams.papers.submit(exam.id, user.id, await exams.sessions.progress(exam.id))
    exams.markSubmitted(exam.id, user.id)
    return null
  })

  mountCall(router, queryQuizMatchAnswer, student, async ({ quizId }, { user }) => {
    const exam = await exams.examOfStudent(user.id, quizId)
    return exams.papers.answerGroups(exam.id, user.id)
  })

  mountCall(router, confirmExamInfo, student, async ({ quizId }, { user }) => {
    const exam = await examForStudent(user.id, quizId)
    // The judge and the results know a student by name: none, and the student completes it first.
    const [own] = await db.select({ name: users.userName }).from(users).where(eq(users.id, user.id))
    if (!own?.name.trim()) throw new AppError('incompleteInfo')
    await confirmInstructions(db, exam.id, user.id)
    exams.countsChanged(exam.id)
    return null
  })
  return router
}
