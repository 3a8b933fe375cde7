import type { CallResponse } from '@spell/shared'
import type { queryTheOnlineQuizForm } from '@spell/shared/api/exams/student-calls'
import { useQuery } from '@tanstack/react-query'
import { useCallback, useEffect, useMemo, useRef, useState } from 'react'
import { useTranslation } from 'react-i18next'
import { useLocation, useNavigate, useSearchParams } from 'react-router'
import { LoadingText } from '../../../components/loading-text'
import { paths } from '../../../config/paths'
import { basicInfoQueryOptions } from '../../../hooks/use-basic-info'
import { useConfirmExamInfo } from '../api/confirm-info'
import { type ExamKeys, examKeysFrom } from '../api/exam-keys'
import { useQuizForm } from '../api/query-quiz-form'
import { LinkStatus } from '../components/connection-status'
import { ExamUnavailable } from '../components/exam-unavailable'
import { InfoConfirmModal } from '../components/info-confirm-modal'
import { InstructionsToggle } from '../components/instructions-toggle'
import { WaitingForJudge } from '../components/waiting-for-judge'
import styles from '../exam-page.module.css'
import { introDestination } from '../exam-view'
import { useSemiFinalClient } from '../hooks/use-semi-final-client'
import { type StudentIdentity, useStudentIdentity } from '../hooks/use-student-identity'
import { examNs } from '../i18n'

type QuizForm = CallResponse<typeof queryTheOnlineQuizForm>

/**
 * /stu/examSemi/be (query formName, rs): the semi-final's instructions with a CN/EN toggle, the
 * contestant's information to confirm, then waiting for the judge. The page follows the progress
 * (pushed, or polled each second) and moves to the quiz once a question is live, to the result once
 * the exam has ended.
 */
export default function SemiIntro() {
  const { t } = useTranslation(examNs)
  const { search } = useLocation()
  const keys = useMemo(() => examKeysFrom(new URLSearchParams(search)), [search])
  const form = useQuizForm(keys)
  const identity = useStudentIdentity()
  if (form.isError) return <ExamUnavailable message={form.error.message} />
  if (!form.data || !identity) {
    return (
      <div className={`${styles.page} ${styles.loading}`}>
        <LoadingText size="large" text={t('loading')} />
      </div>
    )
  }
  return <IntroLobby key={form.data.id} keys={keys} form={form.data} identity={identity} />
}

/** Confirmation survives a reload of this tab, so the modal is not asked twice (sessionStorage). */
const confirmedKey = (quizId: number, userId: number) => `spell.exam.confirmed.${quizId}.${userId}`
const readConfirmed = (key: string) => {
  try {
    return sessionStorage.getItem(key) === '1'
  } catch {
    return false
  }
}

function IntroLobby({ keys, form, identity }: { keys: ExamKeys; form: QuizForm; identity: StudentIdentity }) {
  const { t } = useTranslation(examNs)
  const navigate = useNavigate()
  const { search } = useLocation()
  const [params] = useSearchParams()
  const storedKey = confirmedKey(form.id, identity.userId)
  const [confirmed, setConfirmed] = useState(() => readConfirmed(storedKey))
  const info = useQuery({ ...basicInfoQueryOptions(), staleTime: 0 })
  const confirm = useConfirmExamInfo()
  const exam = useSemiFinalClient({ keys, quizId: form.id, identity, infoConfirmed: confirmed })
  const { view, send } = exam
  const destination = introDestination(view)

  // Confirmed before the first progress arrived: the machine hears it once it asks.
  useEffect(() => {
    if (confirmed && view.kind === 'confirmingInfo') send({ type: 'student.confirmInfo' })
  }, [confirmed, view.kind, send])

  useEffect(() => {
    if (destination === 'result') navigate(`${paths.stuExamSemiResult}${search}`, { replace: true })
    else if (destination === 'quiz' && confirmed) navigate(`${paths.stuExamSemiQuiz}${search}`)
  }, [destination, confirmed, navigate, search])

  // Once the information is confirmed the focus goes to what comes next: the wait for the judge, or
  // the page's title while the lobby is still connecting.
  const title = useRef<HTMLHeadingElement>(null)
  const waiting = useRef<HTMLHeadingElement>(null)
  const nextStep = useCallback(() => waiting.current ?? title.current, [])
  // Confirmed while still connecting: the title holds the focus until the wait for the judge shows.
  const waitingShown = confirmed && view.kind === 'waitingJudge'
  useEffect(() => {
    if (waitingShown && document.activeElement === title.current) waiting.current?.focus()
  }, [waitingShown])

  if (exam.refusal) return <ExamUnavailable message={exam.refusal.msg} />

  const onConfirm = () =>
    confirm.mutate(form.id, {
      onSuccess: () => {
        try {
          sessionStorage.setItem(storedKey, '1')
        } catch {
          // Without storage the modal is simply asked again after a reload.
        }
        setConfirmed(true)
      },
    })

  return (
    <div className={styles.page}>
      <div className={`${styles.card} ${styles.intro}`}>
        <p className={styles.introEyebrow}>{t('semiEyebrow')}</p>
        <h1 ref={title} tabIndex={-1} className={styles.introTitle}>
          {params.get('formName') || form.name}
        </h1>
        <InstructionsToggle zh={form.formExplain} en={form.questionExplain} />
        {waitingShown && <WaitingForJudge headingRef={waiting} />}
        {confirmed && (view.kind === 'loading' || view.kind === 'confirmingInfo') && <Connecting />}
        {confirmed && destination !== 'stay' && <Connecting entering />}
        <div className={styles.introActions}>
          <LinkStatus link={exam.link} />
        </div>
      </div>
      <InfoConfirmModal
        open={!confirmed && destination !== 'result'}
        info={info.data}
        loading={info.isPending}
        failed={info.isError}
        confirming={confirm.isPending}
        onConfirm={onConfirm}
        onRetry={() => void info.refetch()}
        finalFocus={nextStep}
      />
    </div>
  )
}

function Connecting({ entering = false }: { entering?: boolean }) {
  const { t } = useTranslation(examNs)
  return (
    <div className={styles.loading}>
      <LoadingText size="large" text={t(entering ? 'entering' : 'connecting')} />
    </div>
  )
}
