import { PlayCircleOutlined, RedoOutlined } from '@ant-design/icons'
import { MAX_PRACTICE_STROKES } from '@spell/shared/handwriting/strokes-schema'
import HanziWriter from 'hanzi-writer'
import { useEffect, useRef, useState } from 'react'
import { useTranslation } from 'react-i18next'
import { PlainButton } from '../../../components/plain-button'
import { loadStrokes } from '../api/strokes'
import { useSaveWriting, useWritingHistory } from '../api/writing'
import styles from '../entry.module.css'
import { lexiconNs } from '../i18n'
import pageStyles from '../lexicon.module.css'

/** Misses on one stroke before its hint (the stroke's outline flashing) shows. */
const HINT_AFTER_MISSES = 3
/** Points kept of each drawn stroke: enough for its shape, few enough for every stroke of an attempt. */
const POINTS_PER_STROKE = 32
const COORDINATE_LIMIT = 2048

type Progress =
  | { state: 'loading' | 'missing' | 'done' }
  | { state: 'writing'; stroke: number; strokes: number }

/** A drawn stroke as the server takes it: at most POINTS_PER_STROKE points, first and last kept. */
function asStroke(points: { x: number; y: number }[]): [number, number][] {
  const step = Math.max(1, (points.length - 1) / (POINTS_PER_STROKE - 1))
  const kept =
    points.length <= POINTS_PER_STROKE
      ? points
      : Array.from(
          { length: POINTS_PER_STROKE },
          (_, i) => points[Math.round(i * step)] ?? points[points.length - 1],
        )
  const clamp = (v: number) => Math.max(-COORDINATE_LIMIT, Math.min(COORDINATE_LIMIT, v))
  return kept.flatMap((p) => (p ? [[clamp(p.x), clamp(p.y)] as [number, number]] : []))
}

/**
 * "Write it": the student writes the character stroke by stroke on the 田字格 grid (hanzi-writer's
 * quiz); after three misses on a stroke its hint shows. Every stroke drawn, misses too, goes to the
 * server, which grades the attempt and keeps it, with the mistakes on each stroke, in the student's
 * writing history: what is kept is never the browser's own count.
 */
export function WritePanel({ cword, size = 220 }: { cword: string; size?: number }) {
  const { t } = useTranslation(lexiconNs)
  const target = useRef<HTMLDivElement>(null)
  const writer = useRef<HanziWriter | null>(null)
  const [progress, setProgress] = useState<Progress>({ state: 'loading' })
  const [round, setRound] = useState(0)
  const save = useSaveWriting()
  const history = useWritingHistory(cword)
  const { mutate, reset } = save

  // biome-ignore lint/correctness/useExhaustiveDependencies: a new round starts a fresh quiz
  useEffect(() => {
    const element = target.current
    if (!element) return
    element.innerHTML = ''
    setProgress({ state: 'loading' })
    reset()
    const drawn: [number, number][][] = []
    const keep = ({ drawnPath }: { drawnPath: { points: { x: number; y: number }[] } }) => {
      if (drawn.length < MAX_PRACTICE_STROKES) drawn.push(asStroke(drawnPath.points))
    }
    const quiz = HanziWriter.create(element, cword, {
      width: size,
      height: size,
      padding: 10,
      showCharacter: false,
      showOutline: true,
      strokeColor: '#c0392b',
      outlineColor: '#efe4da',
      drawingColor: '#333',
      drawingWidth: 16,
      charDataLoader: (char, onLoad, onError) => {
        loadStrokes(char).then(onLoad, onError)
      },
      onLoadCharDataError: () => setProgress({ state: 'missing' }),
      onLoadCharDataSuccess: (data) => {
        const strokes = (data as { strokes: string[] }).strokes.length
        setProgress({ state: 'writing', stroke: 1, strokes })
        void quiz.quiz({
          showHintAfterMisses: HINT_AFTER_MISSES,
          onMistake: keep,
          onCorrectStroke: (stroke) => {
            keep(stroke)
            if (stroke.strokesRemaining > 0)
              setProgress({ state: 'writing', stroke: stroke.strokeNum + 2, strokes })
          },
          onComplete: () => {
            setProgress({ state: 'done' })
            mutate({ cword, strokes: drawn })
          },
        })
      },
    })
    writer.current = quiz
    return () => {
      writer.current = null
      element.innerHTML = ''
    }
  }, [cword, size, round, mutate, reset])

  const graded = progress.state === 'done' ? save.data : undefined
  return (
    <figure className={styles.glyphFigure}>
      <div className={styles.grid} style={{ width: size, height: size }}>
        <div
          ref={target}
          data-testid="write-grid"
          aria-label={t('writeLabel', { cword })}
          role="application"
        />
      </div>
      <figcaption className={styles.writeCaption} aria-live="polite">
        {progress.state === 'missing' && <span className={pageStyles.muted}>{t('strokesMissing')}</span>}
        {progress.state === 'writing' && (
          <span>{t('writeStroke', { stroke: progress.stroke, strokes: progress.strokes })}</span>
        )}
        {progress.state === 'done' && save.isPending && <span>{t('writeGrading')}</span>}
        {progress.state === 'done' && save.isError && (
          <span role="alert">{save.error instanceof Error ? save.error.message : t('writeNotSaved')}</span>
        )}
        {graded && (
          <span data-testid="write-result">
            {t('writeDone', { count: graded.totalMistakes })}{' '}
            <span className={pageStyles.muted}>
              {t('writePerStroke', { list: graded.strokeMistakes.join(' · ') })}
            </span>
          </span>
        )}
        <div className={styles.actions}>
          <PlainButton
            icon={<PlayCircleOutlined aria-hidden />}
            disabled={progress.state === 'loading' || progress.state === 'missing'}
            onClick={() => {
              writer.current?.cancelQuiz()
              void writer.current?.animateCharacter({ onComplete: () => setRound((r) => r + 1) })
            }}
          >
            {t('writeShow')}
          </PlainButton>
          <PlainButton icon={<RedoOutlined aria-hidden />} onClick={() => setRound((r) => r + 1)}>
            {t('writeAgain')}
          </PlainButton>
        </div>
        {!!history.data?.list.length && (
          <span className={pageStyles.muted} data-testid="write-history">
            {t('writeHistory', {
              list: history.data.list
                .slice(0, 5)
                .map((r) => t('writeMistakes', { count: r.totalMistakes }))
                .join(' · '),
            })}
          </span>
        )}
      </figcaption>
    </figure>
  )
}
