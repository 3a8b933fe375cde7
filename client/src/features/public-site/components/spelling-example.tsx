import { useState } from 'react'
import { useTranslation } from 'react-i18next'
import { spellingExample } from '../content/competitions'
import { publicSiteNs } from '../i18n'
import { useLang } from '../use-lang'
import styles from './spelling-example.module.css'

/** The three-step example of the individual competition, one step at a time (a carousel moved by the reader). */
export function SpellingExample() {
  const { t } = useTranslation(publicSiteNs)
  const { pick } = useLang()
  const [index, setIndex] = useState(0)
  const steps = spellingExample.steps
  const step = steps[index] ?? steps[0]
  if (!step) return null
  return (
    <section className={styles.example} aria-labelledby="example-title" aria-roledescription="carousel">
      <h2 id="example-title" className={styles.title}>
        {t('example.title')}
      </h2>
      <div className={styles.tabs}>
        {steps.map((s, n) => (
          <button
            key={s.title.en}
            type="button"
            className={n === index ? styles.tabActive : styles.tab}
            aria-current={n === index ? 'step' : undefined}
            onClick={() => setIndex(n)}
          >
            {pick(s.title)}
          </button>
        ))}
      </div>
      <div className={styles.stage} aria-live="polite">
        <div className={step.show.length > 3 ? styles.boardLong : styles.board} aria-hidden="true">
          {step.show}
        </div>
        <div>
          <p className={styles.stepLabel}>{t('example.step', { n: index + 1 })}</p>
          <h3 className={styles.stepTitle}>{pick(step.title)}</h3>
          <p className={styles.stepText}>{pick(step.text)}</p>
        </div>
      </div>
      <div className={styles.nav}>
        <button type="button" onClick={() => setIndex(index - 1)} disabled={index === 0}>
          ‹ {t('example.previous')}
        </button>
        <button type="button" onClick={() => setIndex(index + 1)} disabled={index === steps.length - 1}>
          {t('example.next')} ›
        </button>
      </div>
    </section>
  )
}
