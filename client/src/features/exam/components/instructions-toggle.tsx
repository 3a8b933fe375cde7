import type { Lang } from '@spell/shared'
import { useId, useState } from 'react'
import { useTranslation } from 'react-i18next'
import { currentLang, langTag } from '../../../i18n'
import { instructionPoints } from '../exam-view'
import { examNs } from '../i18n'
import styles from './instructions-toggle.module.css'

interface InstructionsToggleProps {
  zh: string
  en: string
  /** Heading level of the title (the intro page's h2, a dialog's own title otherwise). */
  heading?: boolean
}

/**
 * The exam instructions with a CN/EN toggle (formExplain in Chinese, questionExplain in English). The
 * toggle is two native radio buttons drawn as one switch: the exam's pages load no antd control for it.
 */
export function InstructionsToggle({ zh, en, heading = true }: InstructionsToggleProps) {
  const { t } = useTranslation(examNs)
  const [lang, setLang] = useState<Lang>(currentLang)
  const titleId = useId()
  const text = lang === 'zh' ? zh : en
  return (
    <section className={styles.instructions} aria-labelledby={heading ? titleId : undefined}>
      <div className={styles.instructionsHead}>
        {heading && (
          <h2 id={titleId} className={styles.instructionsTitle}>
            {t('instructionsTitle')}
          </h2>
        )}
        <div role="radiogroup" aria-label={t('instructionsLanguage')} className={styles.languages}>
          {(['zh', 'en'] as const).map((option) => (
            <label key={option} className={styles.language}>
              <input
                type="radio"
                name={titleId}
                value={option}
                checked={lang === option}
                onChange={() => setLang(option)}
              />
              <span>{t(option === 'zh' ? 'langZh' : 'langEn')}</span>
            </label>
          ))}
        </div>
      </div>
      <ol className={styles.points} lang={langTag(lang)}>
        {instructionPoints(text).map((point) => (
          <li key={point}>{point}</li>
        ))}
      </ol>
    </section>
  )
}
