import { useQuery } from '@tanstack/react-query'
import { basicInfoQueryOptions } from '../../../hooks/use-basic-info'
import { AUTH_KEYS } from '../../../lib/auth-storage'

export interface StudentIdentity {
  userId: number
  userName: string | null
}

/** The signed-in student as the login stored them (SYS_USER). */
function readStoredStudent(): StudentIdentity | null {
  try {
    const raw = localStorage.getItem(AUTH_KEYS.sysUser)
    const value = raw ? (JSON.parse(raw) as { userId?: unknown; userName?: unknown }) : null
    const userId = Number(value?.userId)
    if (!Number.isInteger(userId) || userId <= 0) return null
    return { userId, userName: typeof value?.userName === 'string' ? value.userName : null }
  } catch {
    return null
  }
}

/**
 * Who is taking the exam (the pending answers are kept per student): from the stored login, or, if it
 * is missing, from the basic information the server holds.
 */
export function useStudentIdentity(): StudentIdentity | null {
  const stored = readStoredStudent()
  const info = useQuery({ ...basicInfoQueryOptions(), enabled: stored === null })
  if (stored) return stored
  const user = info.data?.sysUser
  return user ? { userId: user.userId, userName: user.userName } : null
}
