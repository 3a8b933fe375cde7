/**
 * The two forms of /chnEngLogin and which one it opens on. Shared because both ends decide it: the
 * server sends the login page drawn with that form (client/scripts/prerender.mjs), and the page's
 * first render must draw the same one to take that HTML over.
 */
export type LoginForm = 'school' | 'student'

/**
 * The cookie that keeps the form chosen last on this device. A cookie rather than localStorage so
 * the server can read it; it holds nothing but "school" or "student".
 */
export const LOGIN_FORM_COOKIE = 'loginForm'

export const isLoginForm = (value: unknown): value is LoginForm => value === 'school' || value === 'student'

/** The remembered form in a Cookie header (or document.cookie), if any. */
export function loginFormInCookies(cookies: string | undefined): LoginForm | null {
  const value = cookies?.match(new RegExp(`(?:^|;\\s*)${LOGIN_FORM_COOKIE}=([^;]*)`))?.[1]
  return isLoginForm(value) ? value : null
}

const STUDENT_AREA = '/stu'

/** Whether a pushUrl leads into the student area (/stu or /stu/…) of this site, not to another site. */
function headsToStudentArea(pushUrl: string | null): boolean {
  if (!pushUrl?.startsWith('/') || pushUrl.startsWith('//') || pushUrl.startsWith('/\\')) return false
  const path = pushUrl.split(/[?#]/)[0] ?? ''
  return path === STUDENT_AREA || path.startsWith(`${STUDENT_AREA}/`)
}

/**
 * The form /chnEngLogin opens on: the one the link asks for (?type=school or ?type=student), the student form for a user on their way to a student page (/stu/…), else the form
 * chosen last on this device, else the school form.
 */
export function initialLoginForm(input: {
  type: string | null
  pushUrl: string | null
  remembered: LoginForm | null
}): LoginForm {
  if (isLoginForm(input.type)) return input.type
  if (headsToStudentArea(input.pushUrl)) return 'student'
  return input.remembered ?? 'school'
}
