import { logout } from '@spell/shared/api/auth/logout'
import { useMutation, useQueryClient } from '@tanstack/react-query'
import { paths } from '../../../config/paths'
import { clearLogin } from '../../../lib/auth-storage'
import { navigateTo } from '../../../lib/navigation'
import { callApi } from '../../../lib/request'

/** GET /api/loginOut, then forget the stored login whatever the server said. */
async function logOut() {
  try {
    await callApi(logout, {}, { silent: true })
  } finally {
    clearLogin()
  }
}

export function useLogOut() {
  const queryClient = useQueryClient()
  return useMutation({
    mutationFn: logOut,
    onSettled: () => {
      // Nothing of the last user may be shown to the next one.
      queryClient.clear()
      navigateTo(paths.root)
    },
  })
}
