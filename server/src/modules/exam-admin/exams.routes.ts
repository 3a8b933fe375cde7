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
import { Router } from 'express'
import type { AppServices } from '../../app-services'
import { mountCall } from '../../http/define-route'
import { presentExam, presentQuestion } from './exam-admin.presenter'
import {
  allExams,
  assignJudges,
  enrolByAccount,
  examWithPaper,
  findExam,
  refuseIfStarted,
  replaceQuestions,
  storeExam,
} from './exam-admin.service'
import { questionTemplate, readQuestionFile, refuseUnwritable } from './question-file'

/** The committee's exams: settings, paper (typed in or imported), judges and enrolled students. */
export function examAdminRoutes({ db, exams: runtime }: AppServices) {
  const router = Router()
  const committee = { access: ['committee'] } as const

  mountCall(router, listAdminExams, committee, async () => (await allExams(db, runtime)).map(presentExam))

  mountCall(router, saveExam, committee, async (input) => presentExam(await storeExam(db, runtime, input)))

  mountCall(router, getAdminExam, committee, async ({ quizId }) => {
    const { exam, questions, judges } = await examWithPaper(db, runtime, quizId)
    return { exam: presentExam(exam), questions: questions.map(presentQuestion), judges }
  })

  mountCall(router, saveExamQuestions, committee, async ({ quizId, questions }, { req }) => {
    await refuseUnwritable(questions, req.lang)
    return replaceQuestions(db, runtime, quizId, questions)
  })

  mountCall(router, importExamQuestions, committee, async ({ quizId, fileName, content }, { req }) => {
    await findExam(db, quizId)
    await refuseIfStarted(db, quizId)
    const questions = await readQuestionFile(fileName, content, req.lang)
    return replaceQuestions(db, runtime, quizId, questions)
  })

  mountCall(router, getQuestionTemplate, committee, ({ format }) => questionTemplate(format))

  mountCall(router, setExamJudges, committee, ({ quizId, judgeIds }) => assignJudges(db, quizId, judgeIds))

  mountCall(router, enrolExamStudents, committee, ({ quizId, accounts }, { req }) =>
    enrolByAccount(db, quizId, accounts, req.lang),
  )

  return router
}
