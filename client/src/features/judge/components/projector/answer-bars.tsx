import { CheckCircleFilled } from '@ant-design/icons'
import type { AnswerShares } from '@spell/shared/api/exams/get-answer-shares'
import { useTranslation } from 'react-i18next'
import { judgeNs } from '../../i18n'
import { OptionContent } from './option-content'
import styles from './projector.module.css'

/** A share in whole percent of the answers given (0 when nobody answered). */
const percentOf = (count: number, answered: number) =>
  answered === 0 ? 0 : Math.round((count / answered) * 100)

/** The options of a closed question, each with its share of the answers as a bar; the right ones marked. */
export function AnswerBars({ shares }: { shares: AnswerShares }) {
  const { t } = useTranslation(judgeNs)
  return (
    <ol className={styles.options} aria-label={t('projector.shares')}>
      {shares.options.map((option, i) => {
        const percent = percentOf(option.count, shares.answered)
        return (
          <li
            key={option.choice}
            className={`${styles.option} ${styles.shareRow} ${option.correct ? styles.optionCorrect : ''}`}
            data-correct={option.correct || undefined}
            data-share={percent}
          >
            <span className={styles.optionLetter} aria-hidden="true">
              {String.fromCharCode(65 + i)}
            </span>
            <OptionContent text={option.choice} letter={String.fromCharCode(65 + i)} />
            <span className={styles.shareTrack} aria-hidden="true">
              <span className={styles.shareFill} style={{ width: `${percent}%` }} />
            </span>
            <span className={styles.optionShare}>
              {t('projector.share', { percent, count: option.count })}
            </span>
            <span className={styles.optionMark}>
              {option.correct && (
                <>
                  <CheckCircleFilled aria-hidden /> {t('projector.correct')}
                </>
              )}
            </span>
          </li>
        )
      })}
    </ol>
  )
}
