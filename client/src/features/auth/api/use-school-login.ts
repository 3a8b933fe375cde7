import type { CallInput } from '@spell/shared'
import { schoolLogin } from '@spell/shared/api/accounts/login'
import { useMutation } from '@tanstack/react-query'
import { callApi } from '../../../lib/request'

/** Member-school login by phone and SMS code; pending or rejected schools get the server's message. */
export const useSchoolLogin = () =>
  useMutation({ mutationFn: (input: CallInput<typeof schoolLogin>) => callApi(schoolLogin, input) })
