import { loginTypes } from '@spell/shared'
import type { LoginResult } from '@spell/shared/api/accounts/login'
import { LOGIN_FORM_COOKIE, type LoginForm, loginFormInCookies } from '@spell/shared/api/accounts/login-form'
import { paths } from '../../config/paths'
import { safePushUrl } from '../../lib/safe-push-url'

/** Where a user goes after logging in: the safe pushUrl, else a student's home, else the result's home. */
export function afterLoginPath(result: Pick<LoginResult, 'loginType' | 'home'>, pushUrl?: string | null) {
  const back = safePushUrl(pushUrl)
  if (back) return back
  if (result.loginType === loginTypes.student) return paths.stuIndex
  return safePushUrl(result.home) ?? paths.accountRoot
}

/** The login page's student form, where a student goes after registering or setting a new password. */
export const STUDENT_LOGIN = `${paths.chnEngLogin}?type=student`

const REGISTERED_EMAIL_KEY = 'registeredEmail'

/**
 * Keeps the e-mail of a registration made on /stuReg for the login page it then loads, in this tab
 * only (sessionStorage), until that page has read it.
 */
export function keepRegisteredEmail(email: string) {
  try {
    sessionStorage.setItem(REGISTERED_EMAIL_KEY, email)
  } catch {
    // Without storage the student types the address again.
  }
}

/** The e-mail kept by keepRegisteredEmail, removed as it is read; null when there is none. */
export function takeRegisteredEmail(): string | null {
  try {
    const email = sessionStorage.getItem(REGISTERED_EMAIL_KEY)
    sessionStorage.removeItem(REGISTERED_EMAIL_KEY)
    return email
  } catch {
    return null
  }
}

/** The form the user chose last on this device, if any (none when the build draws the page). */
export function rememberedLoginForm(): LoginForm | null {
  return typeof document === 'undefined' ? null : loginFormInCookies(document.cookie)
}

const YEAR_SECONDS = 365 * 24 * 60 * 60

/** Keeps the user's choice of form for their next visit, where the server reads it too. */
export function rememberLoginForm(form: LoginForm) {
  // biome-ignore lint/suspicious/noDocumentCookie: the value is one of two fixed words, and the Cookie Store API is missing from the older phones students use.
  document.cookie = `${LOGIN_FORM_COOKIE}=${form}; path=/; max-age=${YEAR_SECONDS}; samesite=lax`
}
