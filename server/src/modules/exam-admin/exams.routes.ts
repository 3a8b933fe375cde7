import {
  enrolExamStudents,
  getAdminExam,
  listAdminExams,
  saveExam,
  setExamJudges,
} from '@spell/shared/api/exam-admin/exams'
import {
  getQuestionTemplate,
  importExamQuestions,
  saveExamQuestions,
} from '@spell/shared/api/exam-admin/questions'
import { and, asc, desc, eq, inArray, or } from 'drizzle-orm'
import { Router } from 'express'
import type { AppServices } from '../../app-services'
import { examJudges, examQuestions, examStudents, exams, users } from '../../db/schema'
import { AppError } from '../../http/app-error'
import { mountCall } from '../../http/define-route'
import { enrolPaidEntrants } from '../exams/entry-enrolment'
import {
  examWindow,
  findExam,
  judgesOf,
  presentExam,
  presentQuestion,
  refuseIfStarted,
  replaceQuestions,
} from './exam-admin.service'
import { questionTemplate, readQuestionFile } from './question-file'

/** The committee's exams: settings, paper (typed in or imported), judges and enrolled students. */
export function examAdminRoutes({ db, exams: runtime }: AppServices) {
  const router = Router()
  const committee = { access: ['committee'] } as const

  mountCall(router, listAdminExams, committee, async () => {
    const rows = await db.select().from(exams).orderBy(desc(exams.opensAt), desc(exams.id))
    return Promise.all(rows.map((exam) => presentExam(db, runtime, exam)))
  })

  mountCall(router, saveExam, committee, async ({ id, ...settings }) => {
    const window = await examWindow(db, settings)
    let exam: typeof exams.$inferSelect | undefined
    if (id) {
      const current = await findExam(db, id)
      await refuseIfStarted(db, id)
      // The demo keeps its own open window; every other exam follows its race schedule.
      ;[exam] = await db
        .update(exams)
        .set({ ...settings, ...(current.isDemo ? {} : window) })
        .where(eq(exams.id, id))
        .returning()
      runtime.examEdited(id)
    } else {
      ;[exam] = await db
        .insert(exams)
        .values({ ...settings, ...window })
        .returning()
      if (exam) await enrolPaidEntrants(db, exam.id, exam.season)
    }
    if (!exam) throw new Error('exam was not stored')
    return presentExam(db, runtime, exam)
  })

  mountCall(router, getAdminExam, committee, async ({ quizId }) => {
    const exam = await findExam(db, quizId)
    const questions = await db
      .select()
      .from(examQuestions)
      .where(eq(examQuestions.examId, quizId))
      .orderBy(asc(examQuestions.quizSequence))
    return {
      exam: await presentExam(db, runtime, exam),
      questions: questions.map(presentQuestion),
      judges: await judgesOf(db, quizId),
    }
  })

  mountCall(router, saveExamQuestions, committee, ({ quizId, questions }) =>
    replaceQuestions(db, runtime, quizId, questions),
  )

  mountCall(router, importExamQuestions, committee, async ({ quizId, fileName, content }, { req }) => {
    await findExam(db, quizId)
    await refuseIfStarted(db, quizId)
    const questions = await readQuestionFile(fileName, content, req.lang)
    return replaceQuestions(db, runtime, quizId, questions)
  })

  mountCall(router, getQuestionTemplate, committee, ({ format }) => questionTemplate(format))

  /** Judges can be changed at any time: a judge taking over mid-exam is how a failing laptop is replaced. */
  mountCall(router, setExamJudges, committee, async ({ quizId, judgeIds }) => {
    await findExam(db, quizId)
    const wanted = [...new Set(judgeIds)]
    const found = wanted.length
      ? await db
          .select({ id: users.id })
          .from(users)
          .where(and(inArray(users.id, wanted), eq(users.role, 'judge')))
      : []
    if (found.length !== wanted.length) throw new AppError('invalidInput', 'examAdmin.notJudges')
    await db.transaction(async (tx) => {
      await tx.delete(examJudges).where(eq(examJudges.examId, quizId))
      if (wanted.length)
        await tx.insert(examJudges).values(wanted.map((userId) => ({ examId: quizId, userId })))
    })
    return judgesOf(db, quizId)
  })

  mountCall(router, enrolExamStudents, committee, async ({ quizId, accounts }, { req }) => {
    await findExam(db, quizId)
    const students = await db
      .select({ id: users.id, phone: users.phone, email: users.email })
      .from(users)
      .where(
        and(eq(users.role, 'student'), or(inArray(users.phone, accounts), inArray(users.email, accounts))),
      )
    const known = new Set(students.flatMap((s) => [s.phone, s.email]))
    const unknown = accounts.filter((account) => !known.has(account))
    if (unknown.length > 0)
      throw new AppError('invalidInput', 'examAdmin.unknownAccounts', {
        params: { accounts: unknown.slice(0, 20).join(req.lang === 'en' ? ', ' : '、') },
      })
    const added = await db
      .insert(examStudents)
      .values(students.map((s) => ({ examId: quizId, userId: s.id })))
      .onConflictDoNothing()
      .returning({ userId: examStudents.userId })
    return { added: added.length, already: students.length - added.length }
  })

  return router
}
