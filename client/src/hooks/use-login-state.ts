import { useSyncExternalStore } from 'react'
import {
  getLoginType,
  getToken,
  SCHOOL_LOGIN_TYPE,
  STUDENT_LOGIN_TYPE,
  subscribeAuth,
} from '../lib/auth-storage'

const snapshot = () => `${getToken() ?? ''}\n${getLoginType() ?? ''}`
/** A server render (the build's pre-render) knows no login. */
const serverSnapshot = () => '\n'

/** Who is logged in, as the stored values say; re-renders on login and logout, in any tab. */
export function useLoginState() {
  const value = useSyncExternalStore(subscribeAuth, snapshot, serverSnapshot)
  const [token = '', loginType = ''] = value.split('\n')
  return {
    loggedIn: token !== '',
    isStudent: loginType === STUDENT_LOGIN_TYPE,
    isSchool: token !== '' && loginType === SCHOOL_LOGIN_TYPE,
  }
}
