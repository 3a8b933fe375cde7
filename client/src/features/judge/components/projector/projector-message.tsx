import { useTranslation } from 'react-i18next'
import { judgeNs } from '../../i18n'
import { LanguageToggle } from './language-toggle'
import styles from './projector.module.css'

/** The screen before the exam is known: loading, or why it cannot be shown. */
export function ProjectorMessage({ refused, msg }: { refused: boolean; msg?: string }) {
  const { t } = useTranslation(judgeNs)
  return (
    <div className={styles.screen}>
      <header className={styles.bar}>
        <h1 className={styles.examName}>{refused ? t('notFound') : t('projector.title')}</h1>
        <LanguageToggle />
      </header>
      <main className={styles.center}>
        <p className={styles.message} role={refused ? 'alert' : 'status'}>
          {refused ? (msg ?? t('notFound')) : t('loading')}
        </p>
      </main>
    </div>
  )
}
