import { describeIssues } from '@spell/shared'
import {
  answerFileSchema,
  exportExamResults,
  getExamResults,
  importAnswerFile,
} from '@spell/shared/api/exam-admin/exams'
import { and, asc, eq, sql } from 'drizzle-orm'
import ExcelJS from 'exceljs'
import { Router } from 'express'
import type { AppServices } from '../../app-services'
import type { Db } from '../../db/database'
import { examAnswers, examQuestions, examStudents, users } from '../../db/schema'
import { AppError } from '../../http/app-error'
import { mountCall } from '../../http/define-route'
import { isRightAnswer } from '../exams/exam-papers'
import { findExam } from './exam-admin.service'
import { XLSX_MIME } from './question-file'

/** Every enrolled student with their answers, right or wrong, by real question. */
async function resultsOf(db: Db, examId: number) {
  const questions = (
    await db
      .select()
      .from(examQuestions)
      .where(eq(examQuestions.examId, examId))
      .orderBy(asc(examQuestions.quizSequence))
  ).filter((q) => q.quizForm === 0)
  const students = await db
    .select({ student: examStudents, user: users })
    .from(examStudents)
    .innerJoin(users, eq(users.id, examStudents.userId))
    .where(eq(examStudents.examId, examId))
    .orderBy(asc(users.userName), asc(users.id))
  const answers = await db.select().from(examAnswers).where(eq(examAnswers.examId, examId))
  const given = new Map(answers.map((a) => [`${a.userId}:${a.questionId}`, a.answer]))
  const rows = students.map(({ student, user }) => {
    const byQuestion = questions.map((q) => {
      const answer = given.get(`${user.id}:${q.id}`) ?? ''
      return { answer, right: isRightAnswer(answer, q.answer) }
    })
    return {
      userId: user.id,
      userName: user.userName,
      phone: user.phone,
      email: user.email,
      confirmed: student.confirmedAt !== null,
      submittedAt: student.submittedAt?.toISOString() ?? null,
      answered: byQuestion.filter((a) => a.answer !== '').length,
      correct: byQuestion.filter((a) => a.right).length,
      score: student.score,
      byQuestion,
    }
  })
  // Best first once scored; by name before.
  rows.sort((a, b) => (b.score ?? -1) - (a.score ?? -1))
  return { questions, rows }
}

/** The results of an exam on screen and as an .xlsx for the committee. */
export function examResultRoutes({ db, exams: runtime }: AppServices) {
  const router = Router()
  const committee = { access: ['committee'] } as const

  mountCall(router, getExamResults, committee, async ({ quizId }) => {
    await findExam(db, quizId)
    const { questions, rows } = await resultsOf(db, quizId)
    const progress = await runtime.sessions.progress(quizId)
    return {
      realQuestions: questions.length,
      ended: progress.phase === 'ended',
      rows: rows.map(({ byQuestion: _, ...row }) => row),
    }
  })

  mountCall(router, exportExamResults, committee, async ({ quizId }) => {
    const exam = await findExam(db, quizId)
    const { questions, rows } = await resultsOf(db, quizId)
    const book = new ExcelJS.Workbook()
    const sheet = book.addWorksheet('results 成绩')
    sheet.columns = [
      { header: '排名 Rank', key: 'rank', width: 10 },
      { header: '姓名 Name', key: 'userName', width: 18 },
      { header: '手机 Phone', key: 'phone', width: 16 },
      { header: '邮箱 E-mail', key: 'email', width: 24 },
      { header: '得分 Score', key: 'score', width: 10 },
      { header: '已答 Answered', key: 'answered', width: 12 },
      { header: '交卷时间 Submitted', key: 'submittedAt', width: 22 },
      ...questions.map((q) => ({ header: `Q${q.quizNumber} (${q.answer})`, key: `q${q.id}`, width: 12 })),
    ]
    sheet.getRow(1).font = { bold: true }
    for (const row of rows) {
      const score = row.score
      const added = sheet.addRow({
        // Equal scores share a rank (1, 2, 2, 4).
        rank: score === null ? '' : 1 + rows.filter((other) => (other.score ?? -1) > score).length,
        userName: row.userName,
        phone: row.phone ?? '',
        email: row.email ?? '',
        score: row.score ?? '',
        answered: row.answered,
        submittedAt: row.submittedAt ?? '',
        ...Object.fromEntries(questions.map((q, k) => [`q${q.id}`, row.byQuestion[k]?.answer ?? ''])),
      })
      // Wrong answers in red, right ones in green: the sheet reads at a glance.
      questions.forEach((q, k) => {
        const cell = added.getCell(`q${q.id}`)
        if (row.byQuestion[k]?.answer)
          cell.font = { color: { argb: row.byQuestion[k]?.right ? 'FF15803D' : 'FFB91C1C' } }
      })
    }
    sheet.views = [{ state: 'frozen', xSplit: 2, ySplit: 1 }]
    return {
      fileName: `exam-${exam.id}-results.xlsx`,
      mimeType: XLSX_MIME,
      content: Buffer.from(await book.xlsx.writeBuffer()).toString('base64'),
    }
  })

  /**
   * A student's answer file, saved by the exam page when the network was gone at the end. Each answer
   * counts only if the question took answers when it was given; a newer revision already stored wins.
   */
  mountCall(router, importAnswerFile, committee, async ({ quizId, content }, { req }) => {
    await findExam(db, quizId)
    let raw: unknown
    try {
      raw = JSON.parse(Buffer.from(content, 'base64').toString('utf8'))
    } catch {
      throw new AppError('invalidInput', 'examAdmin.notAnAnswerFile')
    }
    const parsed = answerFileSchema.safeParse(raw)
    if (!parsed.success)
      throw new AppError('invalidInput', describeIssues(parsed.error.issues, req.lang)[0]?.message)
    const file = parsed.data
    if (file.quizId !== quizId) throw new AppError('invalidInput', 'examAdmin.answerFileOtherExam')
    const [enrolled] = await db
      .select({ userName: users.userName })
      .from(examStudents)
      .innerJoin(users, eq(users.id, examStudents.userId))
      .where(and(eq(examStudents.examId, quizId), eq(examStudents.userId, file.userId)))
    if (!enrolled) throw new AppError('invalidInput', 'examAdmin.answerFileNotEnrolled')

    let stored = 0
    let unchanged = 0
    let refused = 0
    for (const answer of file.answers) {
      const at = Date.parse(answer.changedAt)
      if (!(await runtime.sessions.acceptsAnswer(quizId, answer.quizInfoId, at))) {
        refused++
        continue
      }
      const written = await db
        .insert(examAnswers)
        .values({
          examId: quizId,
          userId: file.userId,
          questionId: answer.quizInfoId,
          answer: answer.userAnswer,
          revision: answer.revision,
          receivedAt: new Date(at),
        })
        .onConflictDoUpdate({
          target: [examAnswers.examId, examAnswers.userId, examAnswers.questionId],
          set: {
            answer: sql`excluded.answer`,
            revision: sql`excluded.revision`,
            receivedAt: sql`excluded.received_at`,
          },
          setWhere: sql`excluded.revision > ${examAnswers.revision}`,
        })
        .returning({ questionId: examAnswers.questionId })
      if (written.length > 0) stored++
      else unchanged++
    }
    const ended = (await runtime.sessions.progress(quizId)).phase === 'ended'
    const scores = ended ? (await runtime.papers.score(quizId)).scores : null
    return {
      userName: enrolled.userName,
      stored,
      unchanged,
      refused,
      score: scores?.get(file.userId) ?? null,
    }
  })

  return router
}
