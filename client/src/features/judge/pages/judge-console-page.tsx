import { lazy, type ReactNode, Suspense } from 'react'
import { useTranslation } from 'react-i18next'
import { useParams } from 'react-router'
import { LoadingText } from '../../../components/loading-text'
import { quizIdOf } from '../../../config/judge-path'
import { ExamList } from '../components/exam-list'
import { judgeNs } from '../i18n'
import styles from '../judge-page.module.css'

/** The control page of one exam (its live client, question cards and counts) comes when an exam is opened. */
const ControlView = lazy(() =>
  import('../components/control-view').then((module) => ({ default: module.ControlView })),
)

interface JudgeConsoleProps {
  /** Who is signed in and the log-out button: the staff gate's, passed in by app/. */
  account?: ReactNode
}

/**
 * /judge: the judge's exams; /judge/:quizId: the control page of one. Made for a projector: large type,
 * the question with its answer, the countdown, the counts and one big button per phase.
 */
export function JudgeConsole({ account }: JudgeConsoleProps) {
  const { t } = useTranslation(judgeNs)
  const quizId = quizIdOf(useParams()['*'])
  return (
    <div className={styles.page}>
      <div className={styles.consoleBar}>
        <span className={styles.consoleTitle}>
          <span className={styles.consoleSeal} aria-hidden="true">
            判
          </span>
          {t('title')}
        </span>
        {account}
      </div>
      {quizId === null ? (
        <ExamList />
      ) : (
        <Suspense
          fallback={
            <div className={styles.loading}>
              <LoadingText size="large" text={t('loading')} />
            </div>
          }
        >
          <ControlView key={quizId} quizId={quizId} />
        </Suspense>
      )}
    </div>
  )
}
