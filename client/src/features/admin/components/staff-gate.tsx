import type { ReactNode } from 'react'
import { useStaffLoginState } from '../use-staff-login-state'
import { StaffSignInCard } from './staff-sign-in-card'

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
  return <StaffSignInCard title={title} intro={intro} accepts={accepts} otherIdentity={loggedIn} />
}
