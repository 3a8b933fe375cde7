import { paths } from '../../config/paths'
import { STUDENT_LOGIN_TYPE } from '../../lib/auth-storage'
import { safePushUrl } from '../../lib/safe-push-url'

/**
 * Where the basic information form goes after saving: its pushUrl when that is a page of this site,
 * else the user's home: a student's /stu/index, everyone else's user centre.
 */
export function returnPathAfterSave(
  pushUrl: string | null | undefined,
  loginType: string | null,
  origin = window.location.origin,
): string {
  return (
    safePushUrl(pushUrl, origin) ?? (loginType === STUDENT_LOGIN_TYPE ? paths.stuIndex : paths.accountRoot)
  )
}
