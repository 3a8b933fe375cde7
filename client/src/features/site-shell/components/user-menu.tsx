import { lazy, Suspense, useState } from 'react'
import { useTranslation } from 'react-i18next'
import { Link } from 'react-router'
import { paths } from '../../../config/paths'
import { useLoginState } from '../../../hooks/use-login-state'
import { AccountButton } from './account-button'
import styles from './site-header.module.css'

const loadAccountMenu = () => import('./account-menu')
const AccountMenu = lazy(loadAccountMenu)

/**
 * Avatar dropdown when a login is stored, otherwise a link to the login page. The dropdown's code
 * (antd's menu and its popup) is fetched when the user reaches for the avatar (pointer over it, focus,
 * a touch), not with the page: the student's pages, the exam first, download it only if it is used.
 * A press before it arrived opens the menu once it has.
 */
export function UserMenu() {
  const { t } = useTranslation()
  const { loggedIn } = useLoginState()
  const [pressed, setPressed] = useState(false)

  if (!loggedIn) {
    return (
      <Link to={paths.chnEngLogin} className={styles.loginLink}>
        {t('header.login')}
      </Link>
    )
  }
  const fetchCode = () => void loadAccountMenu()
  const button = (
    <AccountButton
      aria-haspopup="menu"
      aria-expanded={false}
      onPointerEnter={fetchCode}
      onPointerDown={fetchCode}
      onFocus={fetchCode}
      onClick={() => setPressed(true)}
    />
  )
  if (!pressed) return button
  return (
    <Suspense fallback={button}>
      <AccountMenu />
    </Suspense>
  )
}
