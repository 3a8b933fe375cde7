import type { Lang } from '@spell/shared'
import { Segmented } from 'antd'
import { useId, useState } from 'react'
import { useTranslation } from 'react-i18next'
import { currentLang } from '../../../i18n'
import { instructionPoints } from '../exam-view'
import { examNs } from '../i18n'
import styles from './instructions-toggle.module.css'

interface InstructionsToggleProps {
  zh: string
  en: string
  /** Heading level of the title (the intro page's h2, a dialog's own title otherwise). */
  heading?: boolean
}

/** The exam instructions with a CN/EN toggle (formExplain in Chinese, questionExplain in English). */
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
        <Segmented<Lang>
          aria-label={t('instructionsLanguage')}
          value={lang}
          onChange={setLang}
          options={[
            { value: 'zh', label: t('langZh') },
            { value: 'en', label: t('langEn') },
          ]}
        />
      </div>
      <ol className={styles.points} lang={lang === 'zh' ? 'zh-CN' : 'en'}>
        {instructionPoints(text).map((point) => (
          <li key={point}>{point}</li>
        ))}
      </ol>
    </section>
  )
}
