import { lazy, Suspense } from 'react'
import { useTranslation } from 'react-i18next'
import { Link } from 'react-router'
import { paths } from '../../../config/paths'
import { useLoginState } from '../../../hooks/use-login-state'
import styles from './site-header.module.css'

const AccountMenu = lazy(() => import('./account-menu'))

/** Avatar dropdown when a login is stored, otherwise a link to the login page. */
export function UserMenu() {
  const { t } = useTranslation()
  const { loggedIn } = useLoginState()

  if (!loggedIn) {
    return (
      <Link to={paths.chnEngLogin} className={styles.loginLink}>
        {t('header.login')}
      </Link>
    )
  }
  return (
    <Suspense fallback={<span className={styles.avatarButton} aria-hidden />}>
      <AccountMenu />
    </Suspense>
  )
}
