import type { CallInput } from '@spell/shared'
import { saveTheOnlineFormAnswer } from '@spell/shared/api/exams/student-calls'
import { callApi } from '../../../lib/request'

/** Saves one answer over HTTP (used while the socket is not connected). */
export const saveAnswerOverHttp = (input: CallInput<typeof saveTheOnlineFormAnswer>) =>
  callApi(saveTheOnlineFormAnswer, input, { silent: true, timeoutMs: 8000 })
