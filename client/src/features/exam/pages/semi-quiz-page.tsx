import { LeftOutlined, RightOutlined } from '@ant-design/icons'
import { Button, Spin } from 'antd'
import type { TFunction } from 'i18next'
import { type ReactNode, useMemo } from 'react'
import { useTranslation } from 'react-i18next'
import { Navigate, useLocation, useSearchParams } from 'react-router'
import { paths } from '../../../config/paths'
import { useLoginState } from '../../../hooks/use-login-state'
import { type ExamKeys, examKeysFrom } from '../api/exam-keys'
import { useQuizForm } from '../api/query-quiz-form'
import { AnswerStatusDialog } from '../components/answer-status-dialog'
import { ConfirmDialog } from '../components/confirm-dialog'
import { LinkStatus, OfflineBanner } from '../components/connection-status'
import { Countdown } from '../components/countdown'
import { ExamUnavailable } from '../components/exam-unavailable'
import { InstructionsDialog } from '../components/instructions-dialog'
import { QuestionCard } from '../components/question-card'
import { QuestionClosedTip, QuizFrame } from '../components/quiz-frame'
import { SectionProgress } from '../components/section-progress'
import { WaitingForJudge } from '../components/waiting-for-judge'
import styles from '../exam.module.css'
import type { ExamView } from '../exam-view'
import { type QuizForm, useSemiQuiz } from '../hooks/use-semi-quiz'
import { type StudentIdentity, useStudentIdentity } from '../hooks/use-student-identity'

/**
 * /stu/examSemi/quiz: the live semi-final. The question the judge has opened, with its countdown; when
 * its time is up, "Answer submitted. Please wait." until the next one; after the last question the
 * 2-minute review, where any question can be reopened, saved, and the paper handed in. Every change of
 * selection is saved at once and kept on this device until the server has acknowledged it.
 */
export default function SemiQuizPage() {
  const { pathname, search } = useLocation()
  const { loggedIn } = useLoginState()
  if (!loggedIn) {
    return <Navigate to={`${paths.chnEngLogin}?pushUrl=${encodeURIComponent(pathname + search)}`} replace />
  }
  return <SemiQuiz />
}

function SemiQuiz() {
  const { t } = useTranslation()
  const { search } = useLocation()
  const keys = useMemo(() => examKeysFrom(new URLSearchParams(search)), [search])
  const form = useQuizForm(keys)
  const identity = useStudentIdentity()
  if (form.isError) return <ExamUnavailable message={form.error.message} />
  if (!form.data || !identity) {
    return (
      <div className={`${styles.page} ${styles.loading}`}>
        <Spin size="large" description={t('exam.loading')} />
      </div>
    )
  }
  return <LiveQuiz key={form.data.id} keys={keys} form={form.data} identity={identity} />
}

function LiveQuiz({ keys, form, identity }: { keys: ExamKeys; form: QuizForm; identity: StudentIdentity }) {
  const { t } = useTranslation()
  const [params] = useSearchParams()
  const quiz = useSemiQuiz({ keys, form, identity })
  const { exam, view, saver, shownSequence, total, inReview, submitting, submitStep } = quiz

  if (exam.refusal) return <ExamUnavailable message={exam.refusal.msg} />

  const q = quiz.question.data
  const title = params.get('formName') || form.name

  return (
    <QuizFrame
      title={title}
      meta={
        <>
          <span>{phaseText(t, view, quiz.scoredTotal || total)}</span>
          <LinkStatus link={exam.link} />
        </>
      }
      countdown={
        view.kind !== 'waitingJudge' &&
        view.kind !== 'ended' && (
          <Countdown seconds={exam.secondsLeft} kind={inReview ? 'review' : 'question'} />
        )
      }
      banner={
        quiz.offline && (
          <OfflineBanner
            examOver={quiz.examOver}
            pendingCount={quiz.pendingCount}
            onDownload={saver.download}
          />
        )
      }
      aside={
        view.kind !== 'waitingJudge' && (
          <>
            <SectionProgress sections={quiz.sections} />
            <div className={`${styles.card} ${styles.panel} ${styles.actions}`}>
              <Button autoInsertSpace={false} onClick={quiz.openStatus}>
                {t('exam.statusButton')}
              </Button>
              <Button autoInsertSpace={false} onClick={quiz.openInstructions}>
                {t('exam.instructionsButton')}
              </Button>
              {view.kind === 'review' && (
                <>
                  <Button autoInsertSpace={false} onClick={() => void quiz.saveNow()} disabled={submitting}>
                    {t('exam.saveButton')}
                  </Button>
                  <Button
                    autoInsertSpace={false}
                    type="primary"
                    onClick={() => void quiz.startSubmit()}
                    loading={submitting}
                  >
                    {t('exam.submitButton')}
                  </Button>
                </>
              )}
            </div>
          </>
        )
      }
    >
      <MainContent
        view={view}
        loadingQuestion={quiz.question.isPending && shownSequence !== null}
        questionFailed={quiz.question.isError}
        onRetryQuestion={() => void quiz.question.refetch()}
      >
        {q && (
          <QuestionCard
            question={q}
            selected={quiz.selected}
            editable={quiz.editable}
            onToggle={quiz.toggle}
            saveState={quiz.saveState}
            footer={
              inReview &&
              shownSequence !== null && (
                <div className={styles.reviewNav}>
                  <Button
                    autoInsertSpace={false}
                    icon={<LeftOutlined aria-hidden="true" />}
                    disabled={shownSequence <= 1}
                    onClick={() => quiz.showSequence(shownSequence - 1)}
                  >
                    {t('exam.previous')}
                  </Button>
                  <Button
                    autoInsertSpace={false}
                    icon={<RightOutlined aria-hidden="true" />}
                    iconPlacement="end"
                    disabled={shownSequence >= total}
                    onClick={() => quiz.showSequence(shownSequence + 1)}
                  >
                    {t('exam.next')}
                  </Button>
                </div>
              )
            }
          />
        )}
      </MainContent>

      <AnswerStatusDialog
        open={quiz.statusOpen}
        onClose={quiz.closeStatus}
        groups={quiz.groups.data}
        loading={quiz.groups.isFetching}
        failed={quiz.groups.isError}
        onRetry={() => void quiz.groups.refetch()}
        currentQuestionId={q?.id ?? null}
        onOpenQuestion={quiz.openQuestion}
      />
      <InstructionsDialog
        open={quiz.instructionsOpen}
        zh={form.formExplain}
        en={form.questionExplain}
        onClose={quiz.closeInstructions}
      />
      <ConfirmDialog
        open={quiz.confirmShown && !quiz.overOpen}
        title={t('exam.tips')}
        confirmText={t('exam.confirmSubmit')}
        cancelText={t('exam.back')}
        confirming={submitStep === 'saving'}
        onConfirm={quiz.confirmSubmit}
        onCancel={quiz.cancelSubmit}
      >
        {t('exam.unfinished')}
      </ConfirmDialog>
      <ConfirmDialog
        open={quiz.overOpen}
        title={t('exam.tips')}
        confirmText={t('exam.ok')}
        onConfirm={quiz.toResult}
      >
        {t('exam.over')}
        {saver.refused.length > 0 && (
          <p className={styles.dialogNote}>
            {t('exam.refusedNote', { count: saver.refused.length })}{' '}
            <Button autoInsertSpace={false} type="link" onClick={saver.download}>
              {t('exam.downloadAnswers')}
            </Button>
          </p>
        )}
      </ConfirmDialog>
    </QuizFrame>
  )
}

function MainContent({
  view,
  loadingQuestion,
  questionFailed,
  onRetryQuestion,
  children,
}: {
  view: ExamView
  loadingQuestion: boolean
  questionFailed: boolean
  onRetryQuestion: () => void
  children: ReactNode
}) {
  const { t } = useTranslation()
  if (view.kind === 'loading' || view.kind === 'confirmingInfo') {
    return (
      <div className={`${styles.card} ${styles.loading}`}>
        <Spin size="large" description={t('exam.connecting')} />
      </div>
    )
  }
  if (view.kind === 'waitingJudge') return <WaitingForJudge />
  if (view.kind === 'ended' || view.kind === 'finished') {
    return (
      <div className={`${styles.card} ${styles.loading}`}>
        <Spin size="large" description={t('exam.handingIn')} />
      </div>
    )
  }
  return (
    <>
      {view.kind === 'questionClosed' && <QuestionClosedTip />}
      {view.kind === 'review' && <p className={styles.reviewTip}>{t('exam.reviewTip')}</p>}
      {view.kind === 'reviewOver' && <p className={styles.reviewTip}>{t('exam.reviewOver')}</p>}
      {loadingQuestion && (
        <div className={`${styles.card} ${styles.loading}`}>
          <Spin size="large" description={t('exam.loadingQuestion')} />
        </div>
      )}
      {questionFailed && !loadingQuestion && (
        <div className={`${styles.card} ${styles.loading}`}>
          <Button autoInsertSpace={false} onClick={onRetryQuestion}>
            {t('exam.retry')}
          </Button>
        </div>
      )}
      {children}
    </>
  )
}

function phaseText(t: TFunction, view: ExamView, total: number) {
  switch (view.kind) {
    case 'loading':
    case 'confirmingInfo':
      return t('exam.connecting')
    case 'waitingJudge':
      return t('exam.phaseWaiting')
    case 'answering':
      return t('exam.phaseAnswering', { total })
    case 'questionClosed':
      return t('exam.phaseClosed')
    case 'review':
    case 'reviewOver':
      return t('exam.phaseReview')
    case 'ended':
    case 'finished':
      return t('exam.phaseEnded')
  }
}
