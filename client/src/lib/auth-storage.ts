import type { LoginResult } from '@spell/shared/api/accounts/login'

/**
 * The login values kept in localStorage (under the keys the site has always used), behind one small store so
 * the header and the socket notice a login or logout made in this tab or in another one.
 */
export const AUTH_KEYS = {
  token: 'Authorization',
  loginType: 'LOGIN_TYPE',
  sysUser: 'SYS_USER',
  sysUserSchool: 'SYS_USER_SCHOOL',
  schoolInfo: 'saveSchoolInfo',
} as const

/** LOGIN_TYPE of a student (speller); "2" is a school user. */
export const STUDENT_LOGIN_TYPE = '1'
export const SCHOOL_LOGIN_TYPE = '2'

const CHANGE_EVENT = 'spell:auth-change'
/** A login, a logout or an expired login in this tab (not a token rotation). */
const SESSION_EVENT = 'spell:session-change'

const read = (key: string): string | null => {
  try {
    return localStorage.getItem(key)
  } catch {
    return null
  }
}

const notify = () => window.dispatchEvent(new Event(CHANGE_EVENT))
const notifySession = () => {
  window.dispatchEvent(new Event(SESSION_EVENT))
  notify()
}

export const getToken = () => read(AUTH_KEYS.token) || null
export const getLoginType = () => read(AUTH_KEYS.loginType)

export function setToken(token: string) {
  if (read(AUTH_KEYS.token) === token) return
  localStorage.setItem(AUTH_KEYS.token, token)
  notify()
}

export function clearToken() {
  localStorage.removeItem(AUTH_KEYS.token)
  notifySession()
}

/**
 * Keeps what a login answered, under the specification's keys: the token, LOGIN_TYPE ("1" student,
 * "2" school), SYS_USER, and for school users saveSchoolInfo plus SYS_USER_SCHOOL (the school of
 * saveSchoolInfo.schoolId, {schoolId, schoolName}). Values of an earlier login are replaced.
 */
export function storeLogin(result: LoginResult) {
  const { schoolInfo } = result
  const school = schoolInfo?.list.find((item) => item.schoolId === schoolInfo.schoolId) ?? schoolInfo?.list[0]
  localStorage.setItem(AUTH_KEYS.token, result.authorization)
  localStorage.setItem(AUTH_KEYS.loginType, String(result.loginType))
  localStorage.setItem(AUTH_KEYS.sysUser, JSON.stringify(result.sysUser))
  if (schoolInfo) localStorage.setItem(AUTH_KEYS.schoolInfo, JSON.stringify(schoolInfo))
  else localStorage.removeItem(AUTH_KEYS.schoolInfo)
  if (school) localStorage.setItem(AUTH_KEYS.sysUserSchool, JSON.stringify(school))
  else localStorage.removeItem(AUTH_KEYS.sysUserSchool)
  notifySession()
}

/** Forgets everything a login stored (logout). The language choice stays. */
export function clearLogin() {
  for (const key of Object.values(AUTH_KEYS)) localStorage.removeItem(key)
  notifySession()
}

/** roleId of the stored school info; 4 is a club/course teacher. */
function getRoleId(): number | null {
  const raw = read(AUTH_KEYS.schoolInfo)
  if (!raw) return null
  try {
    const roleId = Number((JSON.parse(raw) as { roleId?: unknown }).roleId)
    return Number.isFinite(roleId) ? roleId : null
  } catch {
    return null
  }
}

/** Whether the school user signed in is a club (course) teacher, role 4 (shared/src/dictionaries). */
export const isClubTeacher = () => getRoleId() === 4

/** Calls back on any change of the login values, here or in another tab. */
export function subscribeAuth(listener: () => void): () => void {
  const onStorage = (event: StorageEvent) => {
    if (event.key === null || Object.values<string>(AUTH_KEYS).includes(event.key)) listener()
  }
  window.addEventListener(CHANGE_EVENT, listener)
  window.addEventListener('storage', onStorage)
  return () => {
    window.removeEventListener(CHANGE_EVENT, listener)
    window.removeEventListener('storage', onStorage)
  }
}

/** Calls back at a login, a logout or an expired login in this tab (not at a token rotation). */
export function subscribeSession(listener: () => void): () => void {
  window.addEventListener(SESSION_EVENT, listener)
  return () => window.removeEventListener(SESSION_EVENT, listener)
}

/** Keeps the stored user (SYS_USER) in step with a saved profile: its name, phone and e-mail. */
export function updateStoredUser(changes: {
  userName?: string
  phone?: string | null
  email?: string | null
}) {
  const raw = read(AUTH_KEYS.sysUser)
  if (!raw) return
  try {
    localStorage.setItem(AUTH_KEYS.sysUser, JSON.stringify({ ...JSON.parse(raw), ...changes }))
  } catch {
    return
  }
  notify()
}
