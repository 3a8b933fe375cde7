import { ArrowLeftOutlined, EyeOutlined } from '@ant-design/icons'
import type { ExamCounts } from '@spell/shared/api/exams/judge-calls'
import { chinaDateTime } from '@spell/shared/time/china-time'
import { useRef, useState } from 'react'
import { useTranslation } from 'react-i18next'
import { Link, useNavigate } from 'react-router'
import { LoadingText } from '../../../components/loading-text'
import { PhaseTag } from '../../../components/phase-tag'
import { PlainAlert } from '../../../components/plain-alert'
import { PlainButton } from '../../../components/plain-button'
import { PlainTag } from '../../../components/plain-tag'
import { JUDGE_HOME } from '../../../config/judge-path'
import { ApiError } from '../../../lib/request'
import type { TimedJudgeExam } from '../api/get-judge-exam'
import { useSendJudgeCommand } from '../api/send-judge-command'
import { judgeNs } from '../i18n'
import { controlsFor, type JudgeAction } from '../judge-controls'
import judgePage from '../judge-page.module.css'
import { isExample } from '../question-view'
import { type LiveExam, useLiveExam } from '../use-live-exam'
import { ControlBar } from './control-bar'
import styles from './control-view.module.css'
import { type CountTile, CountTiles } from './count-tiles'
import { Countdown } from './countdown'
import countdownStyles from './countdown.module.css'
import { IntegrityList } from './integrity-list'
import { OpenProjectorButton } from './projector/open-projector-button'
import { QuestionCard } from './question-card'

/** The control page of one exam: where it stands, the question with its answer, counts, and the presses. */
export function ControlView({ quizId }: { quizId: number }) {
  const { t } = useTranslation(judgeNs)
  const navigate = useNavigate()
  const live = useLiveExam(quizId)
  const { data, progress, counts } = live

  if (!data || !progress || !counts) {
    if (live.isPending)
      return (
        <div className={judgePage.loading}>
          <LoadingText size="large" text={t('loading')} />
        </div>
      )
    const msg = live.error instanceof ApiError ? live.error.msg : undefined
    return (
      <PlainAlert
        className={styles.notFound}
        title={<h1 className={styles.notFoundTitle}>{t('notFound')}</h1>}
        description={msg}
        action={
          <PlainButton size="large" onClick={() => navigate(JUDGE_HOME)}>
            {t('back')}
          </PlainButton>
        }
      />
    )
  }
  return <LiveControls live={live} data={data} progress={progress} counts={counts} />
}

interface LiveControlsProps {
  live: LiveExam
  data: TimedJudgeExam
  progress: NonNullable<LiveExam['progress']>
  counts: ExamCounts
}

function LiveControls({ live, data, progress, counts }: LiveControlsProps) {
  const { t } = useTranslation(judgeNs)
  const command = useSendJudgeCommand()
  const [pending, setPending] = useState<JudgeAction | null>(null)
  // Set synchronously: a second click in the same frame finds it taken before React re-renders.
  const inFlight = useRef(false)
  const { exam, questions, canControl, controller } = data
  const total = questions.length

  const controls = controlsFor({
    phase: progress.phase,
    index: progress.index,
    total,
    canControl,
    pending: pending !== null,
  })

  const press = async (type: JudgeAction) => {
    if (inFlight.current) return
    inFlight.current = true
    setPending(type)
    try {
      live.takePress(await command.mutateAsync({ quizId: exam.id, type, fromIndex: controls.fromIndex }))
    } finally {
      inFlight.current = false
      setPending(null)
    }
  }

  const question = progress.index >= 0 ? questions[progress.index] : undefined
  const of = t('counts.ofEnrolled', { enrolled: counts.enrolled })
  const tile = (key: keyof Omit<ExamCounts, 'quizId'>, main = false): CountTile => ({
    key,
    label: t(`counts.${key}`),
    value: counts[key],
    of: key === 'enrolled' ? undefined : of,
    main,
  })
  const tiles: CountTile[] =
    progress.phase === 'lobby'
      ? [tile('connected', true), tile('confirmed'), tile('enrolled')]
      : progress.phase === 'open' || progress.phase === 'closed'
        ? question && isExample(question)
          ? [tile('connected', true), tile('confirmed')]
          : [tile('answered', true), tile('connected')]
        : [tile('submitted', true), tile('connected')]

  const connection = live.stale
    ? ({ color: 'red', text: t('connection.lost') } as const)
    : live.live
      ? ({ color: 'green', text: t('connection.live') } as const)
      : ({ color: 'gold', text: t('connection.polling') } as const)

  return (
    <div className={styles.control}>
      <div className={styles.examBar}>
        <Link to={JUDGE_HOME} className={styles.backLink}>
          <ArrowLeftOutlined aria-hidden /> {t('back')}
        </Link>
        <h1 className={styles.examName}>{exam.name}</h1>
        <div className={styles.examStatus}>
          <PhaseTag phase={progress.phase} />
          <OpenProjectorButton quizId={exam.id} />
          <span className={styles.connectionTag} role="status">
            <PlainTag color={connection.color}>{connection.text}</PlainTag>
          </span>
        </div>
      </div>

      {!canControl && (
        <PlainAlert
          type="warning"
          role="note"
          className={styles.readOnly}
          title={
            <>
              <EyeOutlined aria-hidden /> {exam.opened ? t('readOnly.title') : t('readOnly.notOpenTitle')}
            </>
          }
          description={
            !exam.opened
              ? t('readOnly.notOpenYet', { when: chinaDateTime(exam.opensAt, 'minute') })
              : controller
                ? t('readOnly.byController', { name: controller.userName })
                : t('readOnly.notAssigned')
          }
        />
      )}

      <div className={styles.board}>
        <section className={styles.stage} aria-live="polite" aria-atomic="false">
          {progress.phase === 'lobby' && (
            <div className={styles.message}>
              <h2 className={styles.messageTitle}>{t('lobby.heading')}</h2>
              <p className={styles.messageText}>{t('lobby.text')}</p>
              <p className={styles.messageNote}>
                {t('lobby.summary', {
                  total,
                  examples: questions.filter(isExample).length,
                  seconds: exam.secondsPerQuestion,
                })}
              </p>
            </div>
          )}
          {(progress.phase === 'open' || progress.phase === 'closed') && question && (
            <QuestionCard question={question} index={progress.index} total={total} />
          )}
          {progress.phase === 'review' && (
            <div className={styles.message}>
              <h2 className={styles.messageTitle}>{t('review.heading')}</h2>
              <p className={styles.messageText}>{t('review.text')}</p>
            </div>
          )}
          {progress.phase === 'ended' && (
            <div className={`${styles.message} ${styles.messageEnded}`}>
              <h2 className={styles.messageTitle}>{t('ended.heading')}</h2>
              <p className={styles.endedCount}>
                {t('ended.text', { submitted: counts.submitted, enrolled: counts.enrolled })}
              </p>
            </div>
          )}
        </section>

        <aside className={styles.side}>
          {progress.phase === 'open' && (
            <Countdown deadline={progress.endTime} offset={live.offset} label={t('question.timeLeft')} />
          )}
          {progress.phase === 'closed' && (
            <div className={countdownStyles.countdown}>
              <span className={countdownStyles.countdownLabel}>{t('question.timeLeft')}</span>
              <span className={`${countdownStyles.countdownValue} ${countdownStyles.countdownDone}`}>
                00:00
              </span>
              <span className={countdownStyles.timeUp} role="status">
                {t('question.timeUp')}
              </span>
            </div>
          )}
          {progress.phase === 'review' && (
            <Countdown
              deadline={progress.reviewEndsAt}
              offset={live.offset}
              label={t('review.timeLeft')}
              warnAt={30}
            />
          )}
          {question && isExample(question) && (progress.phase === 'open' || progress.phase === 'closed') && (
            <p className={styles.sideNote}>{t('question.exampleNoAnswers')}</p>
          )}
          <CountTiles tiles={tiles} />
          <ControlBar controls={controls} pending={pending} press={press} />
        </aside>
      </div>

      <IntegrityList quizId={exam.id} />
    </div>
  )
}
