import { paths } from '../../config/paths'
import { STUDENT_LOGIN_TYPE } from '../../lib/auth-storage'

/**
 * Where the basic information form goes after saving: its pushUrl when that is a page of this site
 * (one leading '/', same origin — never "//other.example"), else the user's home: a student's
 * /stu/index, everyone else's user centre.
 */
export function returnPathAfterSave(
  pushUrl: string | null | undefined,
  loginType: string | null,
  origin = window.location.origin,
): string {
  const home = loginType === STUDENT_LOGIN_TYPE ? paths.stuIndex : paths.accountRoot
  if (!pushUrl?.startsWith('/') || pushUrl.startsWith('//') || pushUrl.startsWith('/\\')) return home
  try {
    const url = new URL(pushUrl, origin)
    return url.origin === origin ? `${url.pathname}${url.search}${url.hash}` : home
  } catch {
    return home
  }
}
