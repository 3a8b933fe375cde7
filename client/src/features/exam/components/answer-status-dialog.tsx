import type { CallResponse } from '@spell/shared'
import { questionTypeIn } from '@spell/shared/api/exams/question-type'
import type { queryQuizMatchAnswer } from '@spell/shared/api/exams/student-calls'
import { useTranslation } from 'react-i18next'
import { LoadingText } from '../../../components/loading-text'
import { PlainAlert } from '../../../components/plain-alert'
import { PlainButton } from '../../../components/plain-button'
import { PlainDialog } from '../../../components/plain-dialog'
import { currentLang } from '../../../i18n'
import examPage from '../exam-page.module.css'
import { examNs } from '../i18n'
import styles from './answer-status-dialog.module.css'

export type AnswerGroup = CallResponse<typeof queryQuizMatchAnswer>[number]

interface AnswerStatusDialogProps {
  open: boolean
  onClose: () => void
  groups: readonly AnswerGroup[] | undefined
  loading?: boolean
  failed?: boolean
  onRetry?: () => void
  /** In review every number opens its question; otherwise the numbers only show their state. */
  onOpenQuestion?: (questionId: number) => void
  currentQuestionId?: number | null
}

/**
 * "Answer status": the question numbers grouped by quiz type, answered ones coloured, with how many
 * are still unfinished.
 */
export function AnswerStatusDialog({
  open,
  onClose,
  groups,
  loading,
  failed,
  onRetry,
  onOpenQuestion,
  currentQuestionId,
}: AnswerStatusDialogProps) {
  const { t } = useTranslation(examNs)
  const unfinished = groups?.reduce((sum, group) => sum + group.noAnswerNum, 0) ?? 0
  return (
    <PlainDialog
      open={open}
      title={t('statusTitle')}
      onClose={onClose}
      footer={
        <PlainButton type="primary" onClick={onClose}>
          {t('close')}
        </PlainButton>
      }
      width={560}
    >
      {loading && !groups && (
        <div className={examPage.loading}>
          <LoadingText text={t('loading')} />
        </div>
      )}
      {failed && !groups && (
        <PlainAlert
          type="error"
          title={t('statusLoadFailed')}
          action={
            onRetry && (
              <PlainButton size="small" onClick={onRetry}>
                {t('retry')}
              </PlainButton>
            )
          }
        />
      )}
      {groups && (
        <>
          <p className={styles.statusSummary} aria-live="polite">
            <CountInBold text={t('statusUnfinished', { count: unfinished })} count={unfinished} />
          </p>
          <div className={styles.legend}>
            <span className={styles.legendItem}>
              <span className={`${styles.swatch} ${styles.swatchAnswered}`} aria-hidden="true" />
              {t('answered')}
            </span>
            <span className={styles.legendItem}>
              <span className={`${styles.swatch} ${styles.swatchOpen}`} aria-hidden="true" />
              {t('unanswered')}
            </span>
            {onOpenQuestion && <span>{t('statusOpenHint')}</span>}
          </div>
          {groups.map((group) => (
            <section key={group.quizTypeStr} className={styles.group}>
              <h3 className={styles.groupTitle}>
                <span>{questionTypeIn(group.quizTypeStr, currentLang())}</span>
                <span className={styles.groupCount}>
                  {t('groupCount', {
                    answered: group.quizNum - group.noAnswerNum,
                    total: group.quizNum,
                  })}
                </span>
              </h3>
              <ul className={styles.numbers}>
                {group.answerResults.map((result) => {
                  const className = `${styles.number} ${result.isAnswer ? styles.numberAnswered : ''} ${
                    result.questionId === currentQuestionId ? styles.numberCurrent : ''
                  }`
                  const name = t(result.isAnswer ? 'numberAnswered' : 'numberUnanswered', {
                    n: result.quizNumber,
                  })
                  return (
                    <li key={result.questionId}>
                      {onOpenQuestion ? (
                        <button
                          type="button"
                          className={className}
                          aria-label={name}
                          aria-current={result.questionId === currentQuestionId ? 'true' : undefined}
                          onClick={() => onOpenQuestion(result.questionId)}
                        >
                          {result.quizNumber}
                        </button>
                      ) : (
                        <span className={className} role="img" aria-label={name}>
                          {result.quizNumber}
                        </span>
                      )}
                    </li>
                  )
                })}
              </ul>
            </section>
          ))}
        </>
      )}
    </PlainDialog>
  )
}

/** A sentence with its number in bold ("还有 3 题未完成"): the number is the one the sentence was made with. */
function CountInBold({ text, count }: { text: string; count: number }) {
  const number = String(count)
  const at = text.indexOf(number)
  if (at < 0) return text
  return (
    <>
      {text.slice(0, at)}
      <strong>{number}</strong>
      {text.slice(at + number.length)}
    </>
  )
}
