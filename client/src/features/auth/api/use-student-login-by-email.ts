import type { CallInput } from '@spell/shared'
import { studentLoginByEmail } from '@spell/shared/api/accounts/login'
import { useMutation } from '@tanstack/react-query'
import { callApi } from '../../../lib/request'

/** Student login by e-mail and password. */
export const useStudentLoginByEmail = () =>
  useMutation({
    mutationFn: (input: CallInput<typeof studentLoginByEmail>) => callApi(studentLoginByEmail, input),
  })
