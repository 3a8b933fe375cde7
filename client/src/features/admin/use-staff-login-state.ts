import { useSyncExternalStore } from 'react'
import { AUTH_KEYS, getLoginType, getToken, subscribeAuth } from '../../lib/auth-storage'

/** LOGIN_TYPE of the people this feature serves (shared `roles`: judge 3, committee 4). */
export const JUDGE_LOGIN_TYPE = '3'
export const COMMITTEE_LOGIN_TYPE = '4'

const readUserName = (): string => {
  try {
    const raw = localStorage.getItem(AUTH_KEYS.sysUser)
    const name = raw ? (JSON.parse(raw) as { userName?: unknown }).userName : undefined
    return typeof name === 'string' ? name : ''
  } catch {
    return ''
  }
}

const snapshot = () => JSON.stringify([getToken() ?? '', getLoginType() ?? '', readUserName()])

/** The stored login as staff pages need it; re-renders on login and logout, in any tab. */
export function useStaffLoginState() {
  const [token, loginType, userName] = JSON.parse(useSyncExternalStore(subscribeAuth, snapshot)) as [
    string,
    string,
    string,
  ]
  return { loggedIn: token !== '', loginType, userName }
}
