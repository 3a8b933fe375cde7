import { LeftOutlined, RightOutlined } from '@ant-design/icons'
import type { TFunction } from 'i18next'
import { type ReactNode, useMemo } from 'react'
import { useTranslation } from 'react-i18next'
import { useLocation, useSearchParams } from 'react-router'
import { LoadingText } from '../../../components/loading-text'
import { PlainButton } from '../../../components/plain-button'
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
import examPage from '../exam-page.module.css'
import type { ExamView } from '../exam-view'
import { type QuizForm, useSemiQuiz } from '../hooks/use-semi-quiz'
import { type StudentIdentity, useStudentIdentity } from '../hooks/use-student-identity'
import { useWrittenAnswer } from '../hooks/use-written-answer'
import { examNs } from '../i18n'
import styles from './semi-quiz-page.module.css'

/**
 * /stu/examSemi/quiz: the live semi-final. The question the judge has opened, with its countdown; when
 * its time is up, "Answer submitted. Please wait." until the next one; after the last question the
 * 2-minute review, where any question can be reopened, saved, and the paper handed in. Every change of
 * selection is saved at once and kept on this device until the server has acknowledged it.
 */
export default function SemiQuiz() {
  const { t } = useTranslation(examNs)
  const { search } = useLocation()
  const keys = useMemo(() => examKeysFrom(new URLSearchParams(search)), [search])
  const form = useQuizForm(keys)
  const identity = useStudentIdentity()
  if (form.isError) return <ExamUnavailable message={form.error.message} />
  if (!form.data || !identity) {
    return (
      <div className={`${examPage.page} ${examPage.loading}`}>
        <LoadingText size="large" text={t('loading')} />
      </div>
    )
  }
  return <LiveQuiz key={form.data.id} keys={keys} form={form.data} identity={identity} />
}

function LiveQuiz({ keys, form, identity }: { keys: ExamKeys; form: QuizForm; identity: StudentIdentity }) {
  const { t } = useTranslation(examNs)
  const [params] = useSearchParams()
  const quiz = useSemiQuiz({ keys, form, identity })
  const written = useWrittenAnswer(quiz)
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
            <div className={`${examPage.card} ${examPage.panel} ${examPage.actions}`}>
              <PlainButton onClick={quiz.openStatus}>{t('statusButton')}</PlainButton>
              <PlainButton onClick={quiz.openInstructions}>{t('instructionsButton')}</PlainButton>
              {view.kind === 'review' && (
                <>
                  <PlainButton onClick={() => void quiz.saveNow()} disabled={submitting}>
                    {t('saveButton')}
                  </PlainButton>
                  <PlainButton type="primary" onClick={() => void quiz.startSubmit()} loading={submitting}>
                    {t('submitButton')}
                  </PlainButton>
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
            saveState={written?.saveState ?? quiz.saveState}
            writing={written ?? undefined}
            footer={
              inReview &&
              shownSequence !== null && (
                <div className={styles.reviewNav}>
                  <PlainButton
                    icon={<LeftOutlined aria-hidden="true" />}
                    disabled={shownSequence <= 1}
                    onClick={() => quiz.showSequence(shownSequence - 1)}
                  >
                    {t('previous')}
                  </PlainButton>
                  <PlainButton
                    icon={<RightOutlined aria-hidden="true" />}
                    iconPlacement="end"
                    disabled={shownSequence >= total}
                    onClick={() => quiz.showSequence(shownSequence + 1)}
                  >
                    {t('next')}
                  </PlainButton>
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
        title={t('tips')}
        confirmText={t('confirmSubmit')}
        cancelText={t('back')}
        confirming={submitStep === 'saving'}
        onConfirm={quiz.confirmSubmit}
        onCancel={quiz.cancelSubmit}
      >
        {t('unfinished')}
      </ConfirmDialog>
      <ConfirmDialog open={quiz.overOpen} title={t('tips')} confirmText={t('ok')} onConfirm={quiz.toResult}>
        {t('over')}
        {saver.refused.length > 0 && (
          <p className={examPage.dialogNote}>
            {t('refusedNote', { count: saver.refused.length })}{' '}
            <PlainButton type="link" onClick={saver.download}>
              {t('downloadAnswers')}
            </PlainButton>
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
  const { t } = useTranslation(examNs)
  if (view.kind === 'loading' || view.kind === 'confirmingInfo') {
    return (
      <div className={`${examPage.card} ${examPage.loading}`}>
        <LoadingText size="large" text={t('connecting')} />
      </div>
    )
  }
  if (view.kind === 'waitingJudge') return <WaitingForJudge />
  if (view.kind === 'ended' || view.kind === 'finished') {
    return (
      <div className={`${examPage.card} ${examPage.loading}`}>
        <LoadingText size="large" text={t('handingIn')} />
      </div>
    )
  }
  return (
    <>
      {view.kind === 'questionClosed' && <QuestionClosedTip />}
      {view.kind === 'review' && <p className={styles.reviewTip}>{t('reviewTip')}</p>}
      {view.kind === 'reviewOver' && <p className={styles.reviewTip}>{t('reviewOver')}</p>}
      {loadingQuestion && (
        <div className={`${examPage.card} ${examPage.loading}`}>
          <LoadingText size="large" text={t('loadingQuestion')} />
        </div>
      )}
      {questionFailed && !loadingQuestion && (
        <div className={`${examPage.card} ${examPage.loading}`}>
          <PlainButton onClick={onRetryQuestion}>{t('retry')}</PlainButton>
        </div>
      )}
      {children}
    </>
  )
}

function phaseText(t: TFunction<typeof examNs>, view: ExamView, total: number) {
  switch (view.kind) {
    case 'loading':
    case 'confirmingInfo':
      return t('connecting')
    case 'waitingJudge':
      return t('phaseWaiting')
    case 'answering':
      return t('phaseAnswering', { total })
    case 'questionClosed':
      return t('phaseClosed')
    case 'review':
    case 'reviewOver':
      return t('phaseReview')
    case 'ended':
    case 'finished':
      return t('phaseEnded')
  }
}
