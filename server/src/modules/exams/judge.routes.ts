import { getAnswerShares } from '@spell/shared/api/exams/get-answer-shares'
import { getJudgeExam, listJudgeExams, sendJudgeCommand } from '@spell/shared/api/exams/judge-calls'
import type { Progress } from '@spell/shared/api/exams/progress'
import { Router } from 'express'
import type { AppServices } from '../../app-services'
import { AppError } from '../../http/app-error'
import { mountCall } from '../../http/define-route'
import type { ExamRow } from './exam-access'
import { controllerName, examForStaff, examsForStaff } from './exam-access'

/** The judge's control page: exams, the live state with counts, and the presses. */
export function examJudgeRoutes({ db, exams }: AppServices) {
  const router = Router()
  const staff = { access: ['judge', 'committee'] as const }

  const summary = async (exam: ExamRow) => ({
    id: exam.id,
    name: exam.name,
    season: exam.season,
    raceSchedule: exam.raceSchedule,
    secondsPerQuestion: exam.secondsPerQuestion,
    opensAt: exam.opensAt.getTime(),
    opened: exam.opensAt.getTime() <= exams.clock.now(),
    total: (await exams.papers.questions(exam.id)).length,
    progress: await exams.sessions.progress(exam.id),
  })

  mountCall(router, listJudgeExams, staff, async (_input, { user }) =>
    Promise.all((await examsForStaff(db, user, new Date(exams.clock.now()))).map(summary)),
  )

  mountCall(router, getJudgeExam, staff, async ({ quizId }, { user }) => {
    const { exam, assigned } = await examForStaff(db, user, quizId)
    const progress = await exams.sessions.progress(exam.id)
    const controllerId = await exams.sessions.controllerOf(exam.id)
    const controller = await controllerName(db, controllerId)
    const questions = await exams.papers.questions(exam.id)
    const shown = await summary(exam)
    return {
      exam: shown,
      questions: questions.map((q) => ({
        id: q.id,
        formQuizId: q.examId,
        quizNumber: q.quizNumber,
        quizSequence: q.quizSequence,
        quizForm: q.quizForm as 0 | 1,
        section: q.section as 'A',
        quizTypeStr: q.quizTypeStr,
        description: q.description,
        engDescription: q.engDescription,
        kind: q.kind === 'write' ? ('write' as const) : ('choice' as const),
        pinyin: q.pinyin,
        choice: q.choice,
        answer: q.answer,
        userAnswer: null,
        total: questions.length,
      })),
      counts: await exams.counts(exam.id, progress),
      controller,
      canControl: shown.opened && assigned && (controllerId === null || controllerId === user.id),
    }
  })

  // The hall's projector: the shares of a question's options, once its time is up.
  mountCall(router, getAnswerShares, staff, async ({ quizId, questionId }, { user }) => {
    const { exam } = await examForStaff(db, user, quizId)
    const questions = await exams.papers.questions(exam.id)
    const position = questions.findIndex((q) => q.id === questionId)
    const question = questions[position]
    if (!question) throw new AppError('notFound', 'exam.questionNotOpen')
    if (!hasClosed(await exams.sessions.progress(exam.id), position))
      throw new AppError('forbidden', 'exam.questionStillOpen')
    return exams.papers.answerShares(exam.id, question)
  })

  mountCall(router, sendJudgeCommand, staff, ({ quizId, type, fromIndex }, { user }) =>
    exams.judgeCommand(user, quizId, { type, fromIndex }),
  )
  return router
}

/** Whether the question at `position` has had its time: the exam is past it, or it is on screen closed. */
function hasClosed(progress: Progress, position: number) {
  if (progress.phase === 'review' || progress.phase === 'ended') return true
  if (progress.phase === 'lobby') return false
  return progress.index > position || (progress.index === position && progress.phase === 'closed')
}
