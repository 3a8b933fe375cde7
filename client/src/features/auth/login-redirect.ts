import { loginTypes } from '@spell/shared'
import type { LoginResult } from '@spell/shared/api/accounts/login'
import { paths } from '../../config/paths'
import { safePushUrl } from '../../lib/safe-push-url'

/** Where a user goes after logging in: the safe pushUrl, else a student's home, else the result's home. */
export function afterLoginPath(result: Pick<LoginResult, 'loginType' | 'home'>, pushUrl?: string | null) {
  const back = safePushUrl(pushUrl)
  if (back) return back
  if (result.loginType === loginTypes.student) return paths.stuIndex
  return safePushUrl(result.home) ?? paths.accountRoot
}

/** Navigation state for /chnEngLogin: open the student view, with the e-mail of a new registration. */
export interface LoginLocationState {
  view?: 'student'
  registeredEmail?: string
}
