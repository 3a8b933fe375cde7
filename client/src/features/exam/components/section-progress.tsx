import { useId } from 'react'
import { useTranslation } from 'react-i18next'
import examPage from '../exam-page.module.css'
import { examNs } from '../i18n'
import styles from './section-progress.module.css'

export interface SectionCount {
  flag: string
  quizNum: number
  answerNum: number
}

/** Answered / total per section (letters A-E), as bars. */
export function SectionProgress({ sections }: { sections: readonly SectionCount[] }) {
  const { t } = useTranslation(examNs)
  const titleId = useId()
  return (
    <section className={`${examPage.card} ${examPage.panel}`} aria-labelledby={titleId}>
      <h2 id={titleId} className={examPage.panelTitle}>
        {t('progressTitle')}
      </h2>
      <ul className={styles.sections}>
        {sections.map((section) => {
          const percent = section.quizNum > 0 ? Math.round((section.answerNum / section.quizNum) * 100) : 0
          const name = t('sectionName', { flag: section.flag })
          return (
            <li key={section.flag} className={styles.section}>
              <span className={styles.sectionLetter} aria-hidden="true">
                {section.flag}
              </span>
              <div
                className={styles.track}
                role="progressbar"
                aria-label={name}
                aria-valuemin={0}
                aria-valuemax={section.quizNum}
                aria-valuenow={section.answerNum}
                aria-valuetext={t('sectionValue', {
                  answered: section.answerNum,
                  total: section.quizNum,
                })}
              >
                <div className={styles.fill} style={{ width: `${percent}%` }} />
              </div>
              <span className={styles.sectionCount}>
                {section.answerNum}/{section.quizNum}
              </span>
            </li>
          )
        })}
      </ul>
    </section>
  )
}
