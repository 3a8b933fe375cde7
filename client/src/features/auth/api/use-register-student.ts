import type { CallInput } from '@spell/shared'
import { registerStudent } from '@spell/shared/api/accounts/student-account'
import { useMutation } from '@tanstack/react-query'
import { callApi } from '../../../lib/request'

/** Student registration by e-mail code (type 6); a wrong code answers 3035. */
export const useRegisterStudent = () =>
  useMutation({ mutationFn: (input: CallInput<typeof registerStudent>) => callApi(registerStudent, input) })
