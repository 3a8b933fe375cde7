import { loginTypes } from '@spell/shared'
import type { LoginResult } from '@spell/shared/api/accounts/login'
import { paths } from '../../config/paths'

/**
 * The pushUrl of /chnEngLogin only ever leads to a page of this site: a path starting with one '/'.
 * "//evil.example", "/\evil.example" and anything else a browser would resolve to another origin are
 * refused, so a crafted login link cannot send a user elsewhere after they log in.
 */
export function safePushUrl(
  pushUrl: string | null | undefined,
  origin = window.location.origin,
): string | null {
  if (!pushUrl?.startsWith('/') || pushUrl.startsWith('//') || pushUrl.startsWith('/\\')) return null
  try {
    const url = new URL(pushUrl, origin)
    if (url.origin !== origin) return null
    return `${url.pathname}${url.search}${url.hash}`
  } catch {
    return null
  }
}

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
