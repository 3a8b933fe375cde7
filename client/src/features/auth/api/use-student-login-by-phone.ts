import type { CallInput } from '@spell/shared'
import { studentLoginByPhone } from '@spell/shared/api/accounts/login'
import { useMutation } from '@tanstack/react-query'
import { callApi } from '../../../lib/request'

/** Student login by phone and password. */
export const useStudentLoginByPhone = () =>
  useMutation({
    mutationFn: (input: CallInput<typeof studentLoginByPhone>) => callApi(studentLoginByPhone, input),
  })
