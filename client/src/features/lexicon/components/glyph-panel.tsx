import type { WordEntry } from '@spell/shared/api/lexicon/words'
import { lazy, Suspense, useState } from 'react'
import { useTranslation } from 'react-i18next'
import { SegmentedControl } from '../../../components/segmented-control'
import styles from '../entry.module.css'
import { lexiconNs } from '../i18n'
import { StrokeGlyph } from './stroke-glyph'

/** The writing quiz and its history come with the first press on "Write it". */
const WritePanel = lazy(() => import('./write-panel').then((module) => ({ default: module.WritePanel })))

/**
 * The glyph area: plain text (a big character on its practice grid, with the stroke-order animation)
 * or the images — simple form, seal, clerical and regular script: the committee's uploads, else drawn
 * from open fonts; a form no font holds says so instead of leaving an empty box — or "Write it".
 */
export function GlyphPanel({ entry }: { entry: WordEntry }) {
  const { t } = useTranslation(lexiconNs)
  const [mode, setMode] = useState<'text' | 'image' | 'write'>('text')
  const images: [string, string | null][] = [
    [t('seal'), entry.sealScript],
    [t('clerical'), entry.officialScript],
    [t('regular'), entry.regularScript],
  ]
  return (
    <section className={styles.glyphPanel} aria-label={t('glyph')}>
      <SegmentedControl
        label={t('glyphMode')}
        value={mode}
        onChange={setMode}
        options={[
          { value: 'text' as const, label: t('textMode') },
          { value: 'image' as const, label: t('imageMode') },
          { value: 'write' as const, label: t('writeMode') },
        ]}
      />
      {mode === 'text' ? (
        <StrokeGlyph cword={entry.cword} />
      ) : mode === 'write' ? (
        <Suspense fallback={null}>
          <WritePanel cword={entry.cword} />
        </Suspense>
      ) : (
        <ul className={styles.imageTiles}>
          <li>
            {entry.simpleUrl ? (
              <img src={entry.simpleUrl} alt={`${entry.cword} ${t('simpleForm')}`} />
            ) : (
              <StrokeGlyph cword={entry.cword} size={120} />
            )}
            <span>{t('simpleForm')}</span>
          </li>
          {images.map(([label, url]) => (
            <li key={label}>
              {url ? (
                <img src={url} alt={`${entry.cword} ${label}`} />
              ) : (
                <span className={styles.noImage}>{t('notAvailable')}</span>
              )}
              <span>{label}</span>
            </li>
          ))}
        </ul>
      )}
    </section>
  )
}
