import { useTranslation } from 'react-i18next'
import { ApiError } from '../../../../lib/request'
import { judgeNs } from '../../i18n'
import { isExample } from '../../question-view'
import { useLiveExam } from '../../use-live-exam'
import { Countdown } from '../countdown'
import { BigCount } from './big-count'
import { LanguageToggle } from './language-toggle'
import styles from './projector.module.css'
import { ProjectorMessage } from './projector-message'
import { ProjectorQuestion } from './projector-question'

/**
 * What the hall sees of one exam, following it as the judge's page does (socket push, 1 s poll when
 * the socket is down): the lobby with who has joined, each question with its countdown and the answers
 * coming in, the shares once it closes, the review and the end. Nothing on it changes the exam.
 */
export function ProjectorView({ quizId }: { quizId: number }) {
  const { t } = useTranslation(judgeNs)
  const live = useLiveExam(quizId)
  const { data, progress, counts } = live

  if (!data || !progress || !counts) {
    const msg = live.error instanceof ApiError ? live.error.msg : undefined
    return <ProjectorMessage refused={!live.isPending} msg={msg} />
  }

  const { exam, questions } = data
  const question = progress.index >= 0 ? questions[progress.index] : undefined
  const onQuestion = (progress.phase === 'open' || progress.phase === 'closed') && question
  const of = t('projector.ofEnrolled', { enrolled: counts.enrolled })
  const connection = live.stale ? 'lost' : live.live ? 'live' : 'polling'

  return (
    <div className={styles.screen} data-phase={progress.phase}>
      <header className={styles.bar}>
        <h1 className={styles.examName}>{exam.name}</h1>
        <span className={styles.connection} data-connection={connection} role="status">
          {t(`projector.${connection}`)}
        </span>
        <LanguageToggle />
      </header>

      {/* One <main> in every phase, between two questions too. */}
      <main className={onQuestion ? styles.stage : styles.center}>
        {progress.phase === 'lobby' && (
          <>
            <p className={styles.message}>{t('projector.lobby')}</p>
            <BigCount name="connected" label={t('projector.joined')} value={counts.connected} of={of} />
          </>
        )}

        {onQuestion && (
          <>
            <ProjectorQuestion
              quizId={exam.id}
              question={question}
              index={progress.index}
              total={questions.length}
              closed={progress.phase === 'closed'}
            />
            <aside className={styles.side}>
              {progress.phase === 'open' ? (
                <Countdown deadline={progress.endTime} offset={live.offset} label={t('projector.timeLeft')} />
              ) : (
                <p className={styles.timeUp}>{t('projector.timeUp')}</p>
              )}
              {isExample(question) ? (
                <p className={styles.note}>{t('projector.exampleNote')}</p>
              ) : (
                <BigCount name="answered" label={t('projector.answered')} value={counts.answered} of={of} />
              )}
            </aside>
          </>
        )}

        {progress.phase === 'review' && (
          <>
            <p className={styles.message}>{t('projector.review')}</p>
            <p className={styles.subMessage}>{t('projector.reviewText')}</p>
            <Countdown
              deadline={progress.reviewEndsAt}
              offset={live.offset}
              label={t('projector.reviewLeft')}
              warnAt={30}
            />
            <BigCount name="submitted" label={t('projector.submitted')} value={counts.submitted} of={of} />
          </>
        )}

        {progress.phase === 'ended' && (
          <>
            <p className={styles.message}>{t('projector.ended')}</p>
            <BigCount name="submitted" label={t('projector.submitted')} value={counts.submitted} of={of} />
            <p className={styles.subMessage}>
              {t('projector.endedText', { submitted: counts.submitted, enrolled: counts.enrolled })}
            </p>
          </>
        )}
      </main>
    </div>
  )
}
