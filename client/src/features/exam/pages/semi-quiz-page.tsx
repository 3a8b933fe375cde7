import { LeftOutlined, RightOutlined } from '@ant-design/icons'
import type { CallResponse } from '@spell/shared'
import type { queryTheOnlineQuizForm } from '@spell/shared/api/exams/student-calls'
import { useQueries, useQueryClient } from '@tanstack/react-query'
import { App, Button, Spin } from 'antd'
import { type ReactNode, useCallback, useEffect, useMemo, useRef, useState } from 'react'
import { useTranslation } from 'react-i18next'
import { Navigate, useLocation, useNavigate, useSearchParams } from 'react-router'
import { paths } from '../../../config/paths'
import { useLoginState } from '../../../hooks/use-login-state'
import { type ExamKeys, examKeysFrom } from '../api/exam-keys'
import { useAnswerGroups } from '../api/query-answer-groups'
import { progressBarKey, useProgressBar } from '../api/query-progress-bar'
import { questionQueryOptions, useExamQuestion } from '../api/query-question'
import { useQuizForm } from '../api/query-quiz-form'
import { hasUnfinishedQuestions } from '../api/query-unfinished'
import { submitPaper } from '../api/submit-paper'
import { joinAnswer, parseChoices, splitAnswer, toggleChoice } from '../choices'
import { AnswerStatusDialog } from '../components/answer-status-dialog'
import { ConfirmDialog } from '../components/confirm-dialog'
import { LinkStatus, OfflineBanner } from '../components/connection-status'
import { Countdown } from '../components/countdown'
import { ExamUnavailable } from '../components/exam-unavailable'
import { InstructionsDialog } from '../components/instructions-dialog'
import { QuestionCard, type SaveState } from '../components/question-card'
import { QuestionClosedTip, QuizFrame } from '../components/quiz-frame'
import { SectionProgress } from '../components/section-progress'
import { WaitingForJudge } from '../components/waiting-for-judge'
import styles from '../exam.module.css'
import type { ExamView } from '../exam-view'
import { useSemiFinalClient } from '../hooks/use-semi-final-client'
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

type QuizForm = CallResponse<typeof queryTheOnlineQuizForm>

const shownSequenceOf = (view: ExamView, reviewSequence: number | null) => {
  if (view.kind === 'answering' || view.kind === 'questionClosed') return view.sequence
  if (view.kind === 'review' || view.kind === 'reviewOver') return reviewSequence ?? view.lastSequence
  return null
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
  const { message } = App.useApp()
  const navigate = useNavigate()
  const queryClient = useQueryClient()
  const { search } = useLocation()
  const [params] = useSearchParams()
  const quizId = form.id

  const onRefused = useCallback(
    (_answer: unknown, reason: string) => message.warning(t('exam.answerRefused', { reason })),
    [message, t],
  )
  const exam = useSemiFinalClient({ keys, quizId, identity, infoConfirmed: true, onRefused })
  const { view, saver, send, snapshot } = exam

  const [reviewSequence, setReviewSequence] = useState<number | null>(null)
  const [selections, setSelections] = useState<Record<number, string[]>>({})
  const [statusOpen, setStatusOpen] = useState(false)
  const [instructionsOpen, setInstructionsOpen] = useState(false)
  const [overOpen, setOverOpen] = useState(false)
  const handedIn = useRef(false)

  const inReview = view.kind === 'review' || view.kind === 'reviewOver'
  const submitStep = inReview ? view.submitStep : null
  const submitting = submitStep !== null
  const shownSequence = shownSequenceOf(view, reviewSequence)
  const question = useExamQuestion(keys, quizId, shownSequence)
  const total = form.total || question.data?.total || 0
  const progressBar = useProgressBar(keys, quizId)
  const groups = useAnswerGroups(keys, quizId, statusOpen)
  const paper = usePaperInReview(keys, quizId, inReview ? total : 0)
  const resultPath = `${paths.stuExamSemiResult}${search}`
  // Questions that count (the example left out), as the progress bars add them up.
  const scoredTotal = progressBar.data?.reduce((sum, section) => sum + section.quizNum, 0) ?? 0

  // The progress bars follow the question on screen (and every acknowledged save, see the saver).
  const viewKind = view.kind
  useEffect(() => {
    if (shownSequence || viewKind === 'ended')
      void queryClient.invalidateQueries({ queryKey: progressBarKey(quizId) })
  }, [quizId, shownSequence, viewKind, queryClient])

  // Time is up (here, or the server says so): whatever is still pending goes now.
  const { flush } = saver
  useEffect(() => {
    if (view.kind === 'questionClosed' || view.kind === 'reviewOver' || view.kind === 'ended') void flush()
  }, [view.kind, flush])

  // Handed in: on to the result.
  useEffect(() => {
    if (view.kind === 'finished') navigate(resultPath, { replace: true })
  }, [view.kind, navigate, resultPath])

  // The exam ended before this student handed in: once every answer is acknowledged, the paper is
  // marked submitted and "The exam is over and the answers have been submitted." shows. While answers
  // cannot reach the server, the banner says so and the saver keeps retrying (this runs again).
  const pendingCount = saver.pending.length
  // biome-ignore lint/correctness/useExhaustiveDependencies: runs again whenever the pending answers change, so the hand-in follows the last acknowledgement.
  useEffect(() => {
    if (view.kind !== 'ended' || handedIn.current) return
    let cancelled = false
    void (async () => {
      if (!(await flush()) || cancelled) return
      await submitPaper(keys, quizId, { silent: true }).catch(() => undefined)
      if (cancelled) return
      handedIn.current = true
      setStatusOpen(false)
      setOverOpen(true)
    })()
    return () => {
      cancelled = true
    }
  }, [view.kind, pendingCount, flush, keys, quizId])

  if (exam.refusal) return <ExamUnavailable message={exam.refusal.msg} />

  const q = question.data
  const editable =
    !!q &&
    q.quizForm === 0 &&
    !submitting &&
    ((view.kind === 'answering' && q.quizSequence === view.sequence) || view.kind === 'review')
  const selected = !q
    ? []
    : q.quizForm === 1
      ? splitAnswer(q.answer ?? q.userAnswer)
      : (selections[q.id] ?? splitAnswer(saver.latest(q.id)?.userAnswer ?? q.userAnswer))
  const pendingHere = q ? saver.pending.some((p) => p.quizInfoId === q.id) : false
  const refusedHere = q ? saver.refused.some((r) => r.quizInfoId === q.id) : false
  const saveState: SaveState = pendingHere
    ? saver.unreachable
      ? 'local'
      : 'saving'
    : refusedHere
      ? 'refused'
      : q && q.id in selections
        ? 'saved'
        : null

  const onToggle = (value: string, multi: boolean) => {
    if (!q || !editable) return
    const choices = parseChoices(q.choice)
    const next = toggleChoice(selected, value, multi, choices)
    setSelections((current) => ({ ...current, [q.id]: next }))
    exam.answer(q, joinAnswer(next, choices))
  }

  const openStatus = () => {
    // Opening the answer list during review also saves the current answer.
    if (view.kind === 'review') void flush()
    setStatusOpen(true)
  }

  const saveNow = async () => {
    if (await flush()) message.success(t('exam.saved'))
    else message.warning(t('exam.savedLocally'))
  }

  const handIn = async () => {
    try {
      await submitPaper(keys, quizId)
      handedIn.current = true
      send({ type: 'server.submitted' })
    } catch {
      // The request client has said what went wrong; back to the review.
      send({ type: 'server.submitFailed' })
    }
  }

  const startSubmit = async () => {
    send({ type: 'student.submit' })
    try {
      if (!(await flush())) {
        message.warning(t('exam.submitOffline'))
        send({ type: 'server.submitFailed' })
        return
      }
      const unfinished = await hasUnfinishedQuestions(keys, quizId)
      // The server answers only "some" (2) or "none" (1); the machine needs no more than that.
      send({ type: 'server.unfinished', count: unfinished ? 1 : 0 })
      if (!unfinished) await handIn()
    } catch {
      send({ type: 'server.submitFailed' })
    }
  }

  const confirmShown =
    (submitStep === 'confirming' || submitStep === 'saving') && (snapshot.context.unfinishedCount ?? 0) > 0
  const examOver = view.kind === 'ended' || view.kind === 'reviewOver'
  const offline = exam.link === 'offline' || (saver.unreachable && pendingCount > 0)
  const title = params.get('formName') || form.name

  return (
    <QuizFrame
      title={title}
      meta={
        <>
          <span>{phaseText(t, view, scoredTotal || total)}</span>
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
        offline && (
          <OfflineBanner examOver={examOver} pendingCount={pendingCount} onDownload={saver.download} />
        )
      }
      aside={
        view.kind !== 'waitingJudge' && (
          <>
            <SectionProgress sections={progressBar.data ?? []} />
            <div className={`${styles.card} ${styles.panel} ${styles.actions}`}>
              <Button autoInsertSpace={false} onClick={openStatus}>
                {t('exam.statusButton')}
              </Button>
              <Button autoInsertSpace={false} onClick={() => setInstructionsOpen(true)}>
                {t('exam.instructionsButton')}
              </Button>
              {view.kind === 'review' && (
                <>
                  <Button autoInsertSpace={false} onClick={() => void saveNow()} disabled={submitting}>
                    {t('exam.saveButton')}
                  </Button>
                  <Button
                    autoInsertSpace={false}
                    type="primary"
                    onClick={() => void startSubmit()}
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
        loadingQuestion={question.isPending && shownSequence !== null}
        questionFailed={question.isError}
        onRetryQuestion={() => void question.refetch()}
      >
        {q && (
          <QuestionCard
            question={q}
            selected={selected}
            editable={editable}
            onToggle={onToggle}
            saveState={saveState}
            footer={
              inReview &&
              shownSequence !== null && (
                <div className={styles.reviewNav}>
                  <Button
                    autoInsertSpace={false}
                    icon={<LeftOutlined aria-hidden="true" />}
                    disabled={shownSequence <= 1}
                    onClick={() => setReviewSequence(shownSequence - 1)}
                  >
                    {t('exam.previous')}
                  </Button>
                  <Button
                    autoInsertSpace={false}
                    icon={<RightOutlined aria-hidden="true" />}
                    iconPlacement="end"
                    disabled={shownSequence >= total}
                    onClick={() => setReviewSequence(shownSequence + 1)}
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
        open={statusOpen}
        onClose={() => setStatusOpen(false)}
        groups={groups.data}
        loading={groups.isFetching}
        failed={groups.isError}
        onRetry={() => void groups.refetch()}
        currentQuestionId={q?.id ?? null}
        onOpenQuestion={
          view.kind === 'review'
            ? (questionId) => {
                const sequence = paper.sequenceOf(questionId)
                if (sequence) setReviewSequence(sequence)
                setStatusOpen(false)
              }
            : undefined
        }
      />
      <InstructionsDialog
        open={instructionsOpen}
        zh={form.formExplain}
        en={form.questionExplain}
        onClose={() => setInstructionsOpen(false)}
      />
      <ConfirmDialog
        open={confirmShown && !overOpen}
        title={t('exam.tips')}
        confirmText={t('exam.confirmSubmit')}
        cancelText={t('exam.back')}
        confirming={submitStep === 'saving'}
        onConfirm={() => {
          send({ type: 'student.confirmSubmit' })
          void handIn()
        }}
        onCancel={() => send({ type: 'student.back' })}
      >
        {t('exam.unfinished')}
      </ConfirmDialog>
      <ConfirmDialog
        open={overOpen}
        title={t('exam.tips')}
        confirmText={t('exam.ok')}
        onConfirm={() => navigate(resultPath, { replace: true })}
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

function phaseText(t: ReturnType<typeof useTranslation>['t'], view: ExamView, total: number) {
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

/** In review, every question of the paper (to open one by its number from the answer status). */
function usePaperInReview(keys: ExamKeys, quizId: number, total: number) {
  const results = useQueries({
    queries: Array.from({ length: total }, (_, i) => questionQueryOptions(keys, quizId, i + 1)),
  })
  const ids = results.map((r) => r.data?.id ?? 0).join(',')
  return useMemo(() => {
    const bySequence = new Map<number, number>()
    ids.split(',').forEach((id, index) => {
      if (Number(id) > 0) bySequence.set(Number(id), index + 1)
    })
    return { sequenceOf: (questionId: number) => bySequence.get(questionId) ?? null }
  }, [ids])
}
