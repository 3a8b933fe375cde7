import { loginTypes } from '@spell/shared'
import type { LoginResult } from '@spell/shared/api/accounts/login'
import { useTranslation } from 'react-i18next'
import { useNavigate, useSearchParams } from 'react-router'
import { storeLogin } from '../../../lib/auth-storage'
import { useFeedback } from '../../../lib/feedback'
import { authNs } from '../i18n'
import { afterLoginPath, rememberLoginForm } from '../login-redirect'

/**
 * After any login: keep the login and the form it was made with (the next visit opens on it), say so,
 * and go where the user was heading (or to their home).
 */
export function useFinishLogin() {
  const { t } = useTranslation(authNs)
  const { message } = useFeedback()
  const navigate = useNavigate()
  const [search] = useSearchParams()
  return (result: LoginResult) => {
    storeLogin(result)
    rememberLoginForm(result.loginType === loginTypes.student ? 'student' : 'school')
    message.success(t('login.success'))
    navigate(afterLoginPath(result, search.get('pushUrl')), { replace: true })
  }
}
