import type { CallInput } from '@spell/shared'
import { studentLoginByEmail } from '@spell/shared/api/accounts/login'
import { useMutation } from '@tanstack/react-query'
import { callApi } from '../../../lib/request'
import { SIGN_IN_TIMEOUT_MS } from './sign-in-wait'

/** Student login by e-mail and password. */
export const useStudentLoginByEmail = () =>
  useMutation({
    mutationFn: (input: CallInput<typeof studentLoginByEmail>) =>
      callApi(studentLoginByEmail, input, { timeoutMs: SIGN_IN_TIMEOUT_MS }),
  })
