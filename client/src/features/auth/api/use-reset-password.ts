import type { CallInput } from '@spell/shared'
import { resetPassword } from '@spell/shared/api/accounts/student-account'
import { useMutation } from '@tanstack/react-query'
import { callApi } from '../../../lib/request'

/** Sets a new password; the server checks the e-mail code (type 8) only now. */
export const useResetPassword = () =>
  useMutation({ mutationFn: (input: CallInput<typeof resetPassword>) => callApi(resetPassword, input) })
