import { hashKey, QueryClient } from '@tanstack/react-query'
import { AUTH_KEYS, getLoginType, getToken, subscribeAuth, subscribeSession } from './auth-storage'

/**
 * Whose data the cache holds: the signed-in user (login type and user id), or '' for a visitor. A
 * token rotation keeps the owner; a login, a logout or an expired login changes it.
 */
function cacheOwner(): string {
  const token = getToken()
  if (!token) return ''
  let userId: unknown
  try {
    userId = (JSON.parse(localStorage.getItem(AUTH_KEYS.sysUser) ?? '{}') as { userId?: unknown }).userId
  } catch {}
  return `${getLoginType() ?? ''}:${typeof userId === 'number' ? userId : token}`
}

/**
 * The app's query cache, kept per user for a shared school computer: every query is filed under its
 * owner (the owner is the root of every query's hash), and the whole cache is dropped at every login,
 * logout and expired login, in this tab or another one. Call `followSession` once mounted.
 */
export function createQueryClient() {
  let owner = cacheOwner()
  const client = new QueryClient({
    defaultOptions: {
      queries: {
        // callApi already told the user what went wrong; a retry would tell them again.
        retry: false,
        staleTime: 30_000,
        refetchOnWindowFocus: false,
        queryKeyHashFn: (queryKey) => hashKey([owner, ...queryKey]),
      },
    },
  })
  const forget = () => {
    owner = cacheOwner()
    client.clear()
  }
  /** Drops the cache whenever the session changes; returns the unsubscribe. */
  const followSession = () => {
    const stopSession = subscribeSession(forget)
    // Another tab's login or logout reaches this one as a change of the stored values.
    const stopAuth = subscribeAuth(() => {
      if (cacheOwner() !== owner) forget()
    })
    return () => {
      stopSession()
      stopAuth()
    }
  }
  return { client, followSession }
}
