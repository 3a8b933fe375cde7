import { PlayCircleOutlined, RedoOutlined } from '@ant-design/icons'
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

type Progress =
  | { state: 'loading' | 'missing' }
  | { state: 'writing'; stroke: number; strokes: number }
  | { state: 'done'; mistakes: number[] }

/**
 * "Write it": the student writes the character stroke by stroke on the 田字格 grid (hanzi-writer's
 * quiz); after three misses on a stroke its hint shows. A finished attempt, with the mistakes on
 * each stroke, is kept in the student's writing history.
 */
export function WritePanel({ cword, size = 220 }: { cword: string; size?: number }) {
  const { t } = useTranslation(lexiconNs)
  const target = useRef<HTMLDivElement>(null)
  const writer = useRef<HanziWriter | null>(null)
  const [progress, setProgress] = useState<Progress>({ state: 'loading' })
  const [round, setRound] = useState(0)
  const save = useSaveWriting()
  const history = useWritingHistory(cword)
  const { mutate } = save

  // biome-ignore lint/correctness/useExhaustiveDependencies: a new round starts a fresh quiz
  useEffect(() => {
    const element = target.current
    if (!element) return
    element.innerHTML = ''
    setProgress({ state: 'loading' })
    const mistakes: number[] = []
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
          onCorrectStroke: ({ strokeNum, mistakesOnStroke, strokesRemaining }) => {
            mistakes[strokeNum] = mistakesOnStroke
            if (strokesRemaining > 0) setProgress({ state: 'writing', stroke: strokeNum + 2, strokes })
          },
          onComplete: () => {
            const perStroke = Array.from({ length: strokes }, (_, i) => mistakes[i] ?? 0)
            setProgress({ state: 'done', mistakes: perStroke })
            mutate({ cword, strokeMistakes: perStroke })
          },
        })
      },
    })
    writer.current = quiz
    return () => {
      writer.current = null
      element.innerHTML = ''
    }
  }, [cword, size, round, mutate])

  const total = progress.state === 'done' ? progress.mistakes.reduce((a, b) => a + b, 0) : 0
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
        {progress.state === 'done' && (
          <span data-testid="write-result">
            {t('writeDone', { count: total })}{' '}
            <span className={pageStyles.muted}>
              {t('writePerStroke', { list: progress.mistakes.join(' · ') })}
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
