import { lazy, type ReactNode, Suspense } from 'react'
import { useStaffLoginState } from '../use-staff-login-state'

/**
 * The sign-in card's form code (react-hook-form, the password input) comes only for someone not signed
 * in, not with every page a judge or the committee opens.
 */
const StaffSignInCard = lazy(() =>
  import('./staff-sign-in-card').then((module) => ({ default: module.StaffSignInCard })),
)

interface StaffGateProps {
  /** LOGIN_TYPE values let in. */
  accepts: readonly string[]
  title: string
  intro: string
  children: ReactNode
}

/** The page for the right staff login, the sign-in card for anyone else. The server checks roles again. */
export function StaffGate({ accepts, title, intro, children }: StaffGateProps) {
  const { loggedIn, loginType } = useStaffLoginState()
  if (loggedIn && accepts.includes(loginType)) return children
  return (
    <Suspense fallback={null}>
      <StaffSignInCard title={title} intro={intro} accepts={accepts} otherIdentity={loggedIn} />
    </Suspense>
  )
}
