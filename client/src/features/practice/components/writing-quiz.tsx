import { ClearOutlined, SoundFilled, UndoOutlined } from '@ant-design/icons'
import type { AudioKind } from '@spell/engine'
import type { CallResponse } from '@spell/shared'
import type { testLevelQuizInfo } from '@spell/shared/api/practice/exercises'
import type { checkWriting } from '@spell/shared/api/practice/writing'
import type { Strokes } from '@spell/shared/handwriting/strokes-schema'
import { useRef, useState } from 'react'
import { useTranslation } from 'react-i18next'
import { useNavigate } from 'react-router'
import { PlainAlert } from '../../../components/plain-alert'
import { PlainButton } from '../../../components/plain-button'
import { PlainProgress } from '../../../components/plain-progress'
import { WritingBox } from '../../../components/writing-box'
import { paths } from '../../../config/paths'
import { useSiteLang } from '../../../i18n/use-site-lang'
import { feedback } from '../../../lib/feedback'
import styles from '../answer.module.css'
import { askWriting, postWritingAttempt } from '../api/writing-calls'
import { typeHelp } from '../format'
import { practiceNs } from '../i18n'
import pageStyles from '../practice.module.css'
import writingStyles from '../writing.module.css'
import { QuestionHeading } from './question-heading'
import { useClipPlayer } from './use-clip-player'

type Quiz = CallResponse<typeof testLevelQuizInfo>
type Grade = CallResponse<typeof checkWriting>

/**
 * "Listen and write": each question is heard (pinyin, meaning, a word with the character) and written
 * in the box; Check asks the server, which grades the strokes. Finishing saves every drawing, and the
 * server grades them again before it scores the attempt.
 */
export function WritingQuiz({ quiz }: { quiz: Quiz }) {
  const { t } = useTranslation(practiceNs)
  const english = useSiteLang() === 'en'
  const navigate = useNavigate()
  const [index, setIndex] = useState(0)
  const [drawings, setDrawings] = useState<Record<number, Strokes>>({})
  const [grades, setGrades] = useState<Record<number, Grade>>({})
  const [checking, setChecking] = useState(false)
  const [saving, setSaving] = useState(false)
  const [playing, setPlaying] = useState<AudioKind | null>(null)
  const [nonce, setNonce] = useState(0)
  const startedAt = useRef(Date.now())
  const question = quiz.list[index]
  const levelUrl = `${paths.stuExerIndex}?level=${quiz.levelId}`

  useClipPlayer(
    playing,
    { pinyin: question?.pinyinUrl, definition: question?.definitionUrl, sentence: question?.sentenceUrl },
    `${index}:${nonce}`,
    () => setPlaying(null),
  )
  if (!question) return null

  const strokes = drawings[question.id] ?? []
  const grade = grades[question.id]
  const last = index === quiz.list.length - 1
  const setStrokes = (next: Strokes) => setDrawings((all) => ({ ...all, [question.id]: next }))
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
    setPlaying(kind)
  }
  const check = async () => {
    if (!strokes.length) {
      feedback()?.message.warning({ content: t('writing.drawFirst'), key: 'drawFirst' })
      return
    }
    setChecking(true)
    try {
      const answer = await askWriting(question.id, strokes)
      setGrades((all) => ({ ...all, [question.id]: answer }))
    } catch {
      feedback()?.message.error({ content: t('writing.checkFailed'), key: 'checkFailed' })
    } finally {
      setChecking(false)
    }
  }
  const finish = async () => {
    setSaving(true)
    try {
      const answers = quiz.list
        .filter((q) => drawings[q.id]?.length)
        .map((q) => ({ questionId: q.id, strokes: drawings[q.id] as Strokes }))
      await postWritingAttempt(quiz.quizId, answers, (Date.now() - startedAt.current) / 1000)
      navigate(`${paths.stuExerResult}?quizId=${quiz.quizId}&level=${quiz.levelId}`)
    } catch {
      setSaving(false)
    }
  }
  const audioButtons: [AudioKind, string][] = [
    ['pinyin', t('audioPinyin')],
    ['definition', t('audioDefinition')],
    ['sentence', t('audioSentence')],
  ]
  const percent = Math.round((Object.keys(grades).length / quiz.list.length) * 100)

  return (
    <div className={pageStyles.page}>
      <div className={styles.answerCard}>
        <header className={styles.answerHead}>
          <div>
            <h1>{english ? quiz.quizNameEn : quiz.quizName}</h1>
            <p className={pageStyles.muted}>{typeHelp(t, question.quizType)}</p>
          </div>
        </header>
        <div className={styles.progressRow}>
          <PlainProgress percent={percent} label={t('progress')} />
          <span className={styles.counter} data-testid="progress-counter">
            {index + 1} / {quiz.list.length}
          </span>
        </div>
        <QuestionHeading index={index} total={quiz.list.length}>
          <span className={styles.promptText} lang="zh-Latn-pinyin">
            {question.question}
          </span>
        </QuestionHeading>
        <div className={styles.audioRow}>
          {audioButtons.map(([kind, label]) => (
            <PlainButton
              key={kind}
              shape="round"
              icon={<SoundFilled aria-hidden />}
              type={playing === kind ? 'primary' : 'default'}
              aria-pressed={playing === kind}
              onClick={() => play(kind)}
            >
              {label}
            </PlainButton>
          ))}
        </div>

        <WritingBox
          key={question.id}
          strokes={strokes}
          onChange={setStrokes}
          disabled={Boolean(grade) || checking}
          label={t('writing.box')}
        />
        <div className={writingStyles.tools}>
          <span className={writingStyles.strokeCount} aria-live="polite">
            {t('writing.strokes', { count: strokes.length })}
          </span>
          <PlainButton
            icon={<UndoOutlined aria-hidden />}
            disabled={!strokes.length || Boolean(grade)}
            onClick={() => setStrokes(strokes.slice(0, -1))}
          >
            {t('writing.undo')}
          </PlainButton>
          <PlainButton
            icon={<ClearOutlined aria-hidden />}
            disabled={!strokes.length || Boolean(grade)}
            onClick={() => setStrokes([])}
          >
            {t('writing.clear')}
          </PlainButton>
        </div>
        {grade && (
          <PlainAlert
            type={grade.isRight ? 'success' : 'warning'}
            role="status"
            title={
              grade.isRight
                ? t('writing.right')
                : t('writing.wrong', { matched: grade.matchedStrokeCount, total: grade.strokeCount })
            }
          />
        )}

        <footer className={styles.answerActions}>
          <PlainButton size="large" onClick={() => navigate(levelUrl)}>
            {t('exit')}
          </PlainButton>
          {!grade && (
            <PlainButton size="large" loading={checking} onClick={check}>
              {t('writing.check')}
            </PlainButton>
          )}
          {last ? (
            <PlainButton type="primary" size="large" loading={saving} onClick={finish}>
              {t('writing.finish')}
            </PlainButton>
          ) : (
            <PlainButton type="primary" size="large" onClick={() => setIndex(index + 1)}>
              {t('next')}
            </PlainButton>
          )}
        </footer>
      </div>
    </div>
  )
}
