import { PlayCircleOutlined } from '@ant-design/icons'
import HanziWriter from 'hanzi-writer'
import { useEffect, useRef, useState } from 'react'
import { useTranslation } from 'react-i18next'
import { PlainButton } from '../../../components/plain-button'
import { loadStrokes } from '../api/strokes'
import styles from '../entry.module.css'
import { lexiconNs } from '../i18n'
import pageStyles from '../lexicon.module.css'

/**
 * The simple form drawn from its stroke data (hanzi-writer) on a 田字格 practice grid, with a
 * stroke-order animation on request. Falls back to the plain character when there is no stroke data.
 */
export function StrokeGlyph({ cword, size = 180 }: { cword: string; size?: number }) {
  const { t } = useTranslation(lexiconNs)
  const target = useRef<HTMLDivElement>(null)
  const writer = useRef<HanziWriter | null>(null)
  const [state, setState] = useState<'loading' | 'ready' | 'missing'>('loading')
  const [animated, setAnimated] = useState(false)

  useEffect(() => {
    const element = target.current
    if (!element) return
    element.innerHTML = ''
    setState('loading')
    setAnimated(false)
    writer.current = HanziWriter.create(element, cword, {
      width: size,
      height: size,
      padding: 8,
      showOutline: true,
      strokeColor: '#c0392b',
      radicalColor: '#1d6fa5',
      outlineColor: '#e8dcd0',
      delayBetweenStrokes: 250,
      strokeAnimationSpeed: 1,
      charDataLoader: (char, onLoad, onError) => {
        loadStrokes(char).then(onLoad, onError)
      },
      onLoadCharDataSuccess: () => setState('ready'),
      onLoadCharDataError: () => setState('missing'),
    })
    return () => {
      writer.current = null
      element.innerHTML = ''
    }
  }, [cword, size])

  return (
    <figure className={styles.glyphFigure}>
      <div className={styles.grid} style={{ width: size, height: size }}>
        <div ref={target} role="img" aria-label={cword} data-testid="stroke-glyph" />
        {state === 'missing' && <span className={styles.glyphFallback}>{cword}</span>}
      </div>
      <figcaption>
        {state === 'missing' ? (
          <span className={pageStyles.muted}>{t('strokesMissing')}</span>
        ) : (
          <PlainButton
            icon={<PlayCircleOutlined aria-hidden />}
            disabled={state !== 'ready'}
            onClick={() => {
              setAnimated(true)
              void writer.current?.animateCharacter()
            }}
          >
            {animated ? t('strokeOrderAgain') : t('strokeOrder')}
          </PlainButton>
        )}
      </figcaption>
    </figure>
  )
}
