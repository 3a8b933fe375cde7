import { logout } from '@spell/shared/api/auth/logout'
import { useMutation, useQueryClient } from '@tanstack/react-query'
import { clearLogin } from '../../../lib/auth-storage'
import { callApi } from '../../../lib/request'

/** GET /api/loginOut, then forget the stored login whatever the server said. */
async function logOutStaff() {
  try {
    await callApi(logout, {}, { silent: true })
  } finally {
    clearLogin()
  }
}

/** Staff stay on their page after logging out: it turns back into the sign-in card. */
export function useStaffLogOut() {
  const queryClient = useQueryClient()
  return useMutation({
    mutationFn: logOutStaff,
    // Nothing of the last user may be shown to the next one.
    onSettled: () => queryClient.clear(),
  })
}
