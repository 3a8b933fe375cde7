import { type ClientToServerEvents, describeIssues, examIntegritySchema, type Lang } from '@spell/shared'
import { AppError } from '../../http/app-error'
import type { SignedInUser } from '../auth/sessions.service'
import type { ExamRow } from './exam-access'
import type { IntegrityRecorder } from './integrity.service'

/**
 * 'exam.integrity': a student's page reports its signals for an exam they are enrolled in; the
 * acknowledgement says how many were kept. Only the signed-in student's own signals, never a judge's.
 */
export function integrityReportHandler(deps: {
  user: () => SignedInUser | null | undefined
  examOfStudent: (userId: number, quizId: number) => Promise<ExamRow>
  integrity: IntegrityRecorder
  fail: (error: unknown) => { error: { code: number; msg: string } }
  lang: Lang
}): ClientToServerEvents['exam.integrity'] {
  return async (payload, ack) => {
    try {
      const user = deps.user()
      if (user?.role !== 'student') throw new AppError('unauthorized')
      const parsed = examIntegritySchema.safeParse(payload)
      if (!parsed.success)
        throw new AppError('invalidInput', describeIssues(parsed.error.issues, deps.lang)[0]?.message)
      const exam = await deps.examOfStudent(user.id, parsed.data.quizId)
      ack({ data: { stored: await deps.integrity.record(exam.id, user.id, parsed.data.events) } })
    } catch (error) {
      ack(deps.fail(error))
    }
  }
}
