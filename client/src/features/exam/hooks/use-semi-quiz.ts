import type { CallResponse } from '@spell/shared'
import type { queryTheOnlineQuizForm } from '@spell/shared/api/exams/student-calls'
import { useQueries, useQueryClient } from '@tanstack/react-query'
import { useCallback, useEffect, useMemo, useRef, useState } from 'react'
import { useTranslation } from 'react-i18next'
import { useLocation, useNavigate } from 'react-router'
import { paths } from '../../../config/paths'
import { useFeedback } from '../../../lib/feedback'
import type { ExamKeys } from '../api/exam-keys'
import { useAnswerGroups } from '../api/query-answer-groups'
import { progressBarKey, useProgressBar } from '../api/query-progress-bar'
import { questionQueryOptions, useExamQuestion } from '../api/query-question'
import { hasUnfinishedQuestions } from '../api/query-unfinished'
import { submitPaper } from '../api/submit-paper'
import { joinAnswer, parseChoices, splitAnswer, toggleChoice } from '../choices'
import type { SaveState } from '../components/question-card'
import type { ExamView } from '../exam-view'
import { examNs } from '../i18n'
import { useIntegrityReports } from './use-integrity-reports'
import { useSemiFinalClient } from './use-semi-final-client'
import type { StudentIdentity } from './use-student-identity'

export type QuizForm = CallResponse<typeof queryTheOnlineQuizForm>

const shownSequenceOf = (view: ExamView, reviewSequence: number | null) => {
  if (view.kind === 'answering' || view.kind === 'questionClosed') return view.sequence
  if (view.kind === 'review' || view.kind === 'reviewOver') return reviewSequence ?? view.lastSequence
  return null
}

/**
 * The live semi-final as the student's page needs it: the engine's client machine (through
 * useSemiFinalClient), the question on screen and the student's selection, the dialogs, and what
 * follows from the exam's phase: the progress bars follow the question, pending answers go when time
 * is up, a handed-in paper leads to the result, and a paper the exam ended before is handed in once
 * every answer is acknowledged. The page only renders what this returns.
 */
export function useSemiQuiz({
  keys,
  form,
  identity,
}: {
  keys: ExamKeys
  form: QuizForm
  identity: StudentIdentity
}) {
  const { t } = useTranslation(examNs)
  const { message } = useFeedback()
  const navigate = useNavigate()
  const queryClient = useQueryClient()
  const { search } = useLocation()
  const quizId = form.id

  const onRefused = useCallback(
    (_answer: unknown, reason: string) => message.warning(t('answerRefused', { reason })),
    [message, t],
  )
  const exam = useSemiFinalClient({ keys, quizId, identity, infoConfirmed: true, onRefused })
  const { view, saver, send, snapshot } = exam
  useIntegrityReports({ quizId, active: isRunning(view), clockOffsetMs: snapshot.context.clockOffsetMs })

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

  // The progress bars change with this page's acknowledged saves (the saver fetches them again after
  // each) and are read once more when the exam ends. A question opening or closing changes no count:
  // fetching them then too made every page's calls at each question three instead of one, and in a
  // big exam those calls cost the server more than the saves (bench:exam).
  const viewKind = view.kind
  useEffect(() => {
    if (viewKind === 'ended') void queryClient.invalidateQueries({ queryKey: progressBarKey(quizId) })
  }, [quizId, viewKind, queryClient])

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

  const toggle = (value: string, multi: boolean) => {
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
    if (await flush()) message.success(t('saved'))
    else message.warning(t('savedLocally'))
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
        message.warning(t('submitOffline'))
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

  const confirmSubmit = () => {
    send({ type: 'student.confirmSubmit' })
    void handIn()
  }

  // In review, a question of the answer list opens from its number.
  const openQuestion =
    view.kind === 'review'
      ? (questionId: number) => {
          const sequence = paper.sequenceOf(questionId)
          if (sequence) setReviewSequence(sequence)
          setStatusOpen(false)
        }
      : undefined

  return {
    exam,
    view,
    saver,
    question,
    shownSequence,
    total,
    scoredTotal,
    sections: progressBar.data ?? [],
    groups,
    inReview,
    submitting,
    submitStep,
    editable,
    selected,
    saveState,
    pendingCount,
    confirmShown:
      (submitStep === 'confirming' || submitStep === 'saving') && (snapshot.context.unfinishedCount ?? 0) > 0,
    examOver: view.kind === 'ended' || view.kind === 'reviewOver',
    offline: exam.link === 'offline' || (saver.unreachable && pendingCount > 0),
    statusOpen,
    instructionsOpen,
    overOpen,
    toggle,
    openStatus,
    closeStatus: () => setStatusOpen(false),
    openInstructions: () => setInstructionsOpen(true),
    closeInstructions: () => setInstructionsOpen(false),
    showSequence: setReviewSequence,
    openQuestion,
    saveNow,
    startSubmit,
    confirmSubmit,
    cancelSubmit: () => send({ type: 'student.back' }),
    toResult: () => navigate(resultPath, { replace: true }),
  }
}

/** The exam is under way for this student: a question, its closing, or the review. */
const isRunning = (view: ExamView) =>
  view.kind === 'answering' ||
  view.kind === 'questionClosed' ||
  view.kind === 'review' ||
  view.kind === 'reviewOver'

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
