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

/** The two login forms of /chnEngLogin. */
export type LoginForm = 'school' | 'student'

/** Navigation state for /chnEngLogin: open the student view, with the e-mail of a new registration. */
export interface LoginLocationState {
  view?: 'student'
  registeredEmail?: string
}

const LOGIN_FORM_KEY = 'spell.loginForm'

const isLoginForm = (value: unknown): value is LoginForm => value === 'school' || value === 'student'

/** The form the user chose last on this device (localStorage), if any. */
export function rememberedLoginForm(): LoginForm | null {
  try {
    const stored = localStorage.getItem(LOGIN_FORM_KEY)
    return isLoginForm(stored) ? stored : null
  } catch {
    return null
  }
}

/** Keeps the user's choice of form for their next visit. */
export function rememberLoginForm(form: LoginForm) {
  try {
    localStorage.setItem(LOGIN_FORM_KEY, form)
  } catch {
    // Storage can be unavailable (private mode); the choice then lasts for this page only.
  }
}

const headsToStudentArea = (pushUrl: string | null) => {
  const path = safePushUrl(pushUrl)?.split(/[?#]/)[0]
  return path === paths.studentRoot || (path?.startsWith(`${paths.studentRoot}/`) ?? false)
}

/**
 * The form /chnEngLogin opens on: the one the link asks for (navigation state, then ?type=school or
 * ?type=student), the student form for a user on their way to a student page (/stu/…), else the form
 * chosen last on this device, else the school form.
 */
export function initialLoginForm(input: {
  stateView?: LoginLocationState['view']
  type: string | null
  pushUrl: string | null
  remembered: LoginForm | null
}): LoginForm {
  if (input.stateView === 'student') return 'student'
  if (isLoginForm(input.type)) return input.type
  if (headsToStudentArea(input.pushUrl)) return 'student'
  return input.remembered ?? 'school'
}
