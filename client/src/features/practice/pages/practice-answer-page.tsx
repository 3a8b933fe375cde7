import { ClockCircleOutlined, FieldTimeOutlined, SoundFilled } from '@ant-design/icons'
import {
  type AudioKind,
  canExtend,
  isWarning,
  PRACTICE_EXTENSION_SECONDS,
  PRACTICE_MAX_EXTENSIONS,
  PRACTICE_WARNING_SECONDS,
  type PracticeAnswer,
  type PracticeQuestionView,
  practiceMachine,
  progressPercent,
} from '@spell/engine'
import type { CallResponse } from '@spell/shared'
import { type saveQuiz, WRITING_QUIZ_TYPE } from '@spell/shared/api/practice/exercises'
import { useMachine } from '@xstate/react'
import { useEffect, useMemo, useRef, useState } from 'react'
import { useTranslation } from 'react-i18next'
import { useNavigate, useSearchParams } from 'react-router'
import { fromPromise } from 'xstate'
import { LoadingText } from '../../../components/loading-text'
import { PlainAlert } from '../../../components/plain-alert'
import { PlainButton } from '../../../components/plain-button'
import { PlainDialog } from '../../../components/plain-dialog'
import { PlainProgress } from '../../../components/plain-progress'
import hidden from '../../../components/visually-hidden.module.css'
import { paths } from '../../../config/paths'
import { useSiteLang } from '../../../i18n/use-site-lang'
import { feedback } from '../../../lib/feedback'
import styles from '../answer.module.css'
import { askPick, postAttempt, useQuizQuestions } from '../api/practice-calls'
import { QuestionHeading } from '../components/question-heading'
import { ScoreFace } from '../components/score-face'
import { useClipPlayer } from '../components/use-clip-player'
import { WritingQuiz } from '../components/writing-quiz'
import { formatSeconds, scoreBand, typeHelp } from '../format'
import { practiceNs } from '../i18n'
import pageStyles from '../practice.module.css'
import { forgetQuizType } from '../practice-storage'

type Saved = CallResponse<typeof saveQuiz>
type LoadedQuiz = NonNullable<ReturnType<typeof useQuizQuestions>['data']>
type ChoiceQuestion = LoadedQuiz['list'][number] & { quizType: 1 | 2 | 3 }
/** A quiz answered by choosing; "listen and write" quizzes have a page of their own. */
type Quiz = Omit<LoadedQuiz, 'list'> & { list: ChoiceQuestion[] }
const isChoice = (q: LoadedQuiz['list'][number]): q is ChoiceQuestion => q.quizType !== WRITING_QUIZ_TYPE

/** /stu/exer/answer (query type 1 = trial, 2 = paper; level; id or quizId); a writing trial is written by hand. */
export default function AnswerLoader() {
  const { t } = useTranslation(practiceNs)
  const [params] = useSearchParams()
  const kind = params.get('type') === '2' ? 2 : 1
  const quizId = Number(params.get(kind === 2 ? 'quizId' : 'id') ?? params.get('quizId') ?? params.get('id'))
  const quiz = useQuizQuestions(kind, quizId)
  useEffect(() => forgetQuizType, [])

  if (quiz.isPending) {
    return (
      <div className={pageStyles.state}>
        <LoadingText size="large" text={t('loading')} />
      </div>
    )
  }
  if (quiz.isError || !quiz.data.list.length) {
    return (
      <div className={pageStyles.page}>
        <h1>{t('title')}</h1>
        <PlainAlert type="warning" title={quiz.error?.message ?? t('loading')} />
      </div>
    )
  }
  if (quiz.data.list.some((q) => q.quizType === WRITING_QUIZ_TYPE)) return <WritingQuiz quiz={quiz.data} />
  return <Answering quiz={{ ...quiz.data, list: quiz.data.list.filter(isChoice) }} />
}

const toView = (q: Quiz['list'][number]): PracticeQuestionView => ({
  id: q.id,
  quizType: q.quizType,
  quizNumber: q.quizNumber,
  answerCount: q.answerCount,
  questionTime: q.questionTime,
  clips: { pinyin: q.pinyinUrl, definition: q.definitionUrl, sentence: q.sentenceUrl },
})

function Answering({ quiz }: { quiz: Quiz }) {
  const { t } = useTranslation(practiceNs)
  const english = useSiteLang() === 'en'
  const navigate = useNavigate()
  const [saved, setSaved] = useState<Saved | null>(null)
  const [nonce, setNonce] = useState(0)
  const [startedAt] = useState(() => Date.now())
  const mode = quiz.kind === 1 ? 'trial' : 'paper'
  const machine = useMemo(
    () =>
      practiceMachine.provide({
        actors: {
          checkPick: fromPromise<boolean, { questionId: number; tiles: string[] }>(({ input }) =>
            askPick(input.questionId, input.tiles),
          ),
          saveResults: fromPromise<unknown, { answers: PracticeAnswer[]; elapsed: number }>(
            async ({ input }) => {
              // The real time spent, or more when wrong picks cost 20 s each.
              const seconds = Math.max(input.elapsed, Math.round((Date.now() - startedAt) / 1000))
              const answer = await postAttempt(quiz.quizId, input.answers, seconds)
              setSaved(answer)
              return answer
            },
          ),
        },
      }),
    [quiz.quizId, startedAt],
  )
  const [snapshot, send] = useMachine(machine, { input: { mode, questions: quiz.list.map(toView) } })
  const { context } = snapshot
  const question = quiz.list[context.index]
  const done = snapshot.status === 'done'
  const levelUrl = `${paths.stuExerIndex}?level=${quiz.levelId}`

  useClipPlayer(
    context.playing,
    { pinyin: question?.pinyinUrl, definition: question?.definitionUrl, sentence: question?.sentenceUrl },
    `${context.index}:${nonce}`,
    () => send({ type: 'audio.ended' }),
  )

  const penalties = useRef(0)
  useEffect(() => {
    if (context.penalties > penalties.current)
      feedback()?.message.error({ content: t('penalty'), key: 'penalty' })
    penalties.current = context.penalties
  }, [context.penalties, t])

  // What a screen reader hears without moving: each new question, the 20-second warning, an extension.
  const [announcement, setAnnouncement] = useState('')
  const questionTime = question?.questionTime ?? 0
  useEffect(() => {
    setAnnouncement(
      t('announceQuestion', {
        n: context.index + 1,
        total: quiz.list.length,
        time: formatSeconds(questionTime),
      }),
    )
  }, [context.index, quiz.list.length, questionTime, t])
  const warning = isWarning(context)
  useEffect(() => {
    if (warning && !done) setAnnouncement(t('announceWarning', { seconds: PRACTICE_WARNING_SECONDS }))
  }, [warning, done, t])

  useEffect(() => {
    if (!done || !saved) return
    if (mode === 'paper') navigate(`${paths.stuExerResult}?quizId=${quiz.quizId}&level=${quiz.levelId}`)
    else if (context.skipped) navigate(levelUrl)
  }, [done, saved, mode, context.skipped, navigate, quiz.quizId, quiz.levelId, levelUrl])

  if (!question) return null
  const options = question.choice.split(',').filter(Boolean)
  const tiles = question.quizType === 3
  const last = context.index === quiz.list.length - 1
  const percent = progressPercent(context, done)
  const submit = () => {
    if (!context.selected.length) feedback()?.message.warning({ content: t('chooseAnswer'), key: 'choose' })
    send({ type: 'student.submit' })
  }
  const play = (kind: AudioKind) => {
    const url = {
      pinyin: question.pinyinUrl,
      definition: question.definitionUrl,
      sentence: question.sentenceUrl,
    }[kind]
    if (!url) {
      feedback()?.message.warning({ content: t('noContent'), key: 'noAudio' })
      return
    }
    setNonce((n) => n + 1)
    send({ type: 'student.play', kind })
  }
  const extend = () => {
    if (!canExtend(context)) return
    send({ type: 'student.extendTime' })
    const lastOne = context.extensions + 1 >= PRACTICE_MAX_EXTENSIONS
    setAnnouncement(
      t(lastOne ? 'announceExtendedLast' : 'announceExtended', {
        time: formatSeconds(context.remaining + PRACTICE_EXTENSION_SECONDS),
        count: PRACTICE_MAX_EXTENSIONS,
      }),
    )
  }
  const audioButtons: [AudioKind, string][] = [
    ...(tiles ? ([['pinyin', t('audioPinyin')]] as [AudioKind, string][]) : []),
    ['definition', t('audioDefinition')],
    ['sentence', t('audioSentence')],
  ]
  const trialResult = mode === 'trial' && done && saved && !context.skipped ? saved : null
  const trialBand = scoreBand(trialResult?.score ?? 0)

  return (
    <div className={pageStyles.page}>
      <div className={styles.answerCard}>
        <header className={styles.answerHead}>
          <div>
            <h1>{english ? quiz.quizNameEn : quiz.quizName}</h1>
            <p className={pageStyles.muted}>{typeHelp(t, question.quizType)}</p>
          </div>
          <div className={styles.timing}>
            <div
              className={`${styles.clock} ${warning ? styles.clockWarning : ''}`}
              role="timer"
              aria-label={t('countdown')}
              data-warning={warning ? 'true' : undefined}
            >
              <ClockCircleOutlined aria-hidden /> {formatSeconds(context.remaining)}
            </div>
            <PlainButton
              size="small"
              icon={<FieldTimeOutlined aria-hidden />}
              disabled={done || !canExtend(context)}
              onClick={extend}
            >
              {t('extendTime')}
            </PlainButton>
          </div>
        </header>
        <p role="status" className={hidden.hidden}>
          {announcement}
        </p>
        <div className={styles.progressRow}>
          <PlainProgress percent={percent} label={t('progress')} />
          <span className={styles.counter} data-testid="progress-counter">
            {Math.min(context.answers.length + (done ? 0 : 1), quiz.list.length)} / {quiz.list.length} ·{' '}
            {percent}%
          </span>
        </div>

        <QuestionHeading index={context.index} total={quiz.list.length}>
          <span className={styles.promptText} lang={question.quizType === 2 ? 'zh-CN' : 'en'}>
            {question.question}
          </span>
          {question.answerCount > 1 && !tiles && (
            <span className={pageStyles.muted}>（{t('multiple')}）</span>
          )}
          {tiles && <span className={pageStyles.muted}>（{t('pickTwo')}）</span>}
        </QuestionHeading>
        <div className={styles.audioRow}>
          {audioButtons.map(([kind, label]) => (
            <PlainButton
              key={kind}
              shape="round"
              icon={<SoundFilled aria-hidden />}
              type={context.playing === kind ? 'primary' : 'default'}
              aria-pressed={context.playing === kind}
              onClick={() => play(kind)}
            >
              {label}
            </PlainButton>
          ))}
        </div>

        <ul className={tiles ? styles.tiles : styles.options}>
          {options.map((option) => {
            const picked = context.selected.indexOf(option)
            return (
              <li key={option}>
                <button
                  type="button"
                  lang="zh-CN"
                  className={`${tiles ? styles.tile : styles.option} ${picked >= 0 ? styles.chosen : ''}`}
                  aria-pressed={picked >= 0}
                  disabled={done || snapshot.matches('checkingPick')}
                  onClick={() => send({ type: 'student.choose', option })}
                >
                  {option.includes('http') ? <img src={option} alt="" /> : option}
                  {tiles && picked >= 0 && <span className={styles.pickOrder}>{picked + 1}</span>}
                </button>
              </li>
            )
          })}
        </ul>

        <footer className={styles.answerActions}>
          <PlainButton size="large" onClick={() => navigate(levelUrl)}>
            {t('exit')}
          </PlainButton>
          {tiles && (
            <PlainButton size="large" disabled={done} onClick={() => send({ type: 'student.skip' })}>
              {t('skip')}
            </PlainButton>
          )}
          <PlainButton
            type="primary"
            size="large"
            disabled={done}
            loading={snapshot.matches('submitting')}
            onClick={submit}
          >
            {tiles || last ? t('submit') : t('next')}
          </PlainButton>
        </footer>
        {snapshot.matches('saveFailed') && (
          <PlainAlert
            type="error"
            title={t('saveFailed')}
            action={
              <PlainButton onClick={() => send({ type: 'student.retrySave' })}>{t('retry')}</PlainButton>
            }
          />
        )}
      </div>

      <PlainDialog
        open={snapshot.matches('confirmingSkip')}
        title={mode === 'trial' ? t('skipTitle') : t('skipPaperTitle')}
        onClose={() => send({ type: 'student.cancelSkip' })}
        footer={
          <>
            <PlainButton onClick={() => send({ type: 'student.cancelSkip' })}>{t('keepGoing')}</PlainButton>
            <PlainButton type="primary" onClick={() => send({ type: 'student.confirmSkip' })}>
              {t('confirmSkip')}
            </PlainButton>
          </>
        }
      />
      <PlainDialog
        open={trialResult !== null}
        title={t(`bands.${trialBand}.title`)}
        onClose={() => navigate(levelUrl)}
        footer={
          <>
            <PlainButton onClick={() => navigate(levelUrl)}>{t('cancel')}</PlainButton>
            <PlainButton
              type="primary"
              onClick={() => navigate(`${paths.stuExerResult}?quizId=${quiz.quizId}&level=${quiz.levelId}`)}
            >
              {t('goToAnswer')}
            </PlainButton>
          </>
        }
      >
        <ScoreFace band={trialBand} />
        {trialResult && (
          <p>
            {t('rightCount', {
              right: trialResult.results.filter((r) => r.isRight === '1').length,
              total: trialResult.results.length,
            })}
          </p>
        )}
        {trialResult && <p>{t(`bands.${trialBand}.text`)}</p>}
        <ol className={styles.trialAnswers}>
          {trialResult?.results.map((result) => (
            <li key={result.questionId}>
              {t('question', { n: result.quizNumber })}：
              {result.isRight === '1'
                ? t('right')
                : `${t('wrong')} ${t('rightAnswer', { answer: result.questionAnswer })}`}
            </li>
          ))}
        </ol>
      </PlainDialog>
    </div>
  )
}
