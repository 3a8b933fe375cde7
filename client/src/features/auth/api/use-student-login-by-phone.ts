import type { CallInput } from '@spell/shared'
import { studentLoginByPhone } from '@spell/shared/api/accounts/login'
import { useMutation } from '@tanstack/react-query'
import { callApi } from '../../../lib/request'
import { SIGN_IN_TIMEOUT_MS } from './sign-in-wait'

/** Student login by phone and password. */
export const useStudentLoginByPhone = () =>
  useMutation({
    mutationFn: (input: CallInput<typeof studentLoginByPhone>) =>
      callApi(studentLoginByPhone, input, { timeoutMs: SIGN_IN_TIMEOUT_MS }),
  })
