import type { CallInput } from '@spell/shared'
import { registerSchool } from '@spell/shared/api/schools/schools'
import { useMutation } from '@tanstack/react-query'
import { callApi } from '../../../lib/request'

/** Member-school registration; the account then waits for the committee's review. */
export const useRegisterSchool = () =>
  useMutation({ mutationFn: (input: CallInput<typeof registerSchool>) => callApi(registerSchool, input) })
