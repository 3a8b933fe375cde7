import type { WordEntry } from '@spell/shared/api/lexicon/words'
import { Segmented } from 'antd'
import { useState } from 'react'
import { useLexiconText } from '../content'
import styles from '../lexicon.module.css'
import { StrokeGlyph } from './stroke-glyph'

/**
 * The glyph area: plain text (a big character on its practice grid, with the stroke-order animation)
 * or the images — simple form (from stroke data unless one was uploaded), seal, clerical and regular
 * script where the committee has added them.
 */
export function GlyphPanel({ entry }: { entry: WordEntry }) {
  const text = useLexiconText()
  const [mode, setMode] = useState<'text' | 'image'>('text')
  const images: [string, string | null][] = [
    [text.seal, entry.sealScript],
    [text.clerical, entry.officialScript],
    [text.regular, entry.regularScript],
  ]
  return (
    <section className={styles.glyphPanel} aria-label={text.glyph}>
      <Segmented
        value={mode}
        onChange={(value) => setMode(value)}
        options={[
          { value: 'text' as const, label: text.textMode },
          { value: 'image' as const, label: text.imageMode },
        ]}
      />
      {mode === 'text' ? (
        <StrokeGlyph cword={entry.cword} />
      ) : (
        <ul className={styles.imageTiles}>
          <li>
            {entry.simpleUrl ? (
              <img src={entry.simpleUrl} alt={`${entry.cword} ${text.simpleForm}`} />
            ) : (
              <StrokeGlyph cword={entry.cword} size={120} />
            )}
            <span>{text.simpleForm}</span>
          </li>
          {images.map(([label, url]) => (
            <li key={label}>
              {url ? (
                <img src={url} alt={`${entry.cword} ${label}`} />
              ) : (
                <span className={styles.noImage}>{text.noContent}</span>
              )}
              <span>{label}</span>
            </li>
          ))}
        </ul>
      )}
    </section>
  )
}
