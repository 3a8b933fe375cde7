import type { ReactNode } from 'react'
import { Navigate, useLocation } from 'react-router'
import { paths } from '../../../config/paths'
import { useLoginState } from '../../../hooks/use-login-state'

/** Lexicon pages need a login; the server then asks for complete basic information (2014). */
export function RequireLogin({ children }: { children: ReactNode }) {
  const { pathname, search } = useLocation()
  const { loggedIn } = useLoginState()
  if (!loggedIn) {
    return <Navigate to={`${paths.chnEngLogin}?pushUrl=${encodeURIComponent(pathname + search)}`} replace />
  }
  return children
}
