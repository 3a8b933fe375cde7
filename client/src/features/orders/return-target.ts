import { paths } from '../../config/paths'

/** Where the payer goes back to, and which words name it. */
export interface ReturnTarget {
  to: string
  label: 'backToConsole' | 'backToStudentHome' | 'backToStart' | 'backHome'
}

/** A path of this site (not another origin, not the payment page itself). */
const isOwnPath = (from: unknown): from is string =>
  typeof from === 'string' &&
  from.startsWith('/') &&
  !from.startsWith('//') &&
  !from.startsWith(paths.paymentProcess)

const isConsolePath = (to: string) => to.startsWith(paths.accountRoot) || to.startsWith('/userInfo')

/**
 * After (or instead of) paying, the payer returns to where the payment started, as the draft's `from`
 * recorded it; without one, a school returns to its user centre and a student to the student home.
 */
export function returnTarget(from: unknown, school: boolean, signedIn: boolean): ReturnTarget {
  const to = isOwnPath(from) ? from : !signedIn ? paths.root : school ? paths.accountRoot : paths.stuIndex
  if (isConsolePath(to)) return { to, label: 'backToConsole' }
  if (to.startsWith('/stu/')) return { to, label: 'backToStudentHome' }
  if (to === paths.root) return { to, label: 'backHome' }
  return { to, label: 'backToStart' }
}
