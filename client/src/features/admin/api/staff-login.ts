import type { CallInput } from '@spell/shared'
import { staffLogin } from '@spell/shared/api/accounts/login'
import { useMutation } from '@tanstack/react-query'
import { callApi } from '../../../lib/request'

type StaffLoginInput = CallInput<typeof staffLogin>

/** Judges and the committee: phone or user name + password. The caller stores the login. */
const signInStaff = (input: StaffLoginInput) => callApi(staffLogin, input)

export const useStaffLogin = () => useMutation({ mutationFn: signInStaff })
