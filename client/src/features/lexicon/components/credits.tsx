import { useTranslation } from 'react-i18next'
import { lexiconNs } from '../i18n'
import styles from '../lexicon.module.css'

/** Where the lexicon's content comes from, each source with its licence. */
export function LexiconCredits() {
  const { t } = useTranslation(lexiconNs)
  return (
    <section id="credits" className={styles.credit} aria-labelledby="lexicon-credits">
      <h2 id="lexicon-credits" className={styles.creditTitle}>
        {t('creditsTitle')}
      </h2>
      <ul className={styles.creditList}>
        {t('credits', { returnObjects: true }).map(({ what, source, licence }) => (
          <li key={what}>
            {what}: {source} ({licence})
          </li>
        ))}
      </ul>
    </section>
  )
}
