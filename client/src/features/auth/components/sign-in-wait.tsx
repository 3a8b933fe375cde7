import { useEffect, useState } from 'react'
import { useTranslation } from 'react-i18next'
import styles from '../auth.module.css'
import { authNs } from '../i18n'

/** After this long the note says that the login is waiting its turn. */
const WAIT_NOTE_MS = 3000

/**
 * Under a login button: once the login has taken a few seconds, says that many are logging in and
 * that this one is waiting its turn (a live region, so that a screen reader says it too).
 */
export function SignInWait({ pending }: { pending: boolean }) {
  const { t } = useTranslation(authNs)
  const [waiting, setWaiting] = useState(false)
  useEffect(() => {
    setWaiting(false)
    if (!pending) return
    const timer = setTimeout(() => setWaiting(true), WAIT_NOTE_MS)
    return () => clearTimeout(timer)
  }, [pending])
  return (
    <p role="status" className={styles.signInWait}>
      {waiting ? t('login.waiting') : ''}
    </p>
  )
}
