import type { CallInput } from '@spell/shared'
import { reportIntegrity } from '@spell/shared/api/exams/integrity'
import { callApi } from '../../../lib/request'

/** Sends integrity signals over HTTP (while the socket is not connected); silent, never in the way. */
export const reportIntegrityOverHttp = (input: CallInput<typeof reportIntegrity>) =>
  callApi(reportIntegrity, input, { silent: true, timeoutMs: 8000 })
