import type { WordEntry } from '@spell/shared/api/lexicon/words'
import { lazy, Suspense, useState } from 'react'
import { useTranslation } from 'react-i18next'
import { SegmentedControl } from '../../../components/segmented-control'
import styles from '../entry.module.css'
import { lexiconNs } from '../i18n'
import { ScriptImages } from './script-images'
import { StrokeGlyph } from './stroke-glyph'

/** The writing quiz and its history come with the first press on "Write it". */
const WritePanel = lazy(() => import('./write-panel').then((module) => ({ default: module.WritePanel })))

/**
 * The glyph area: plain text (a big character on its practice grid, with the stroke-order animation)
 * or the images of the simple form and the scripts the entry has — or "Write it".
 */
export function GlyphPanel({ entry }: { entry: WordEntry }) {
  const { t } = useTranslation(lexiconNs)
  const [mode, setMode] = useState<'text' | 'image' | 'write'>('text')
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
        <ScriptImages entry={entry} />
      )}
    </section>
  )
}
