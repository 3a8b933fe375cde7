import type { WordEntry } from '@spell/shared/api/lexicon/words'
import { useTranslation } from 'react-i18next'
import styles from '../entry.module.css'
import { lexiconNs } from '../i18n'
import { StrokeGlyph } from './stroke-glyph'

/**
 * The simple form and the scripts the entry has an image of: the committee's uploads, else drawn from
 * open fonts. No open font holds seal or clerical script, so those appear only once uploaded rather
 * than as empty tiles.
 */
export function ScriptImages({ entry }: { entry: WordEntry }) {
  const { t } = useTranslation(lexiconNs)
  const scripts = (
    [
      [t('seal'), entry.sealScript],
      [t('clerical'), entry.officialScript],
      [t('regular'), entry.regularScript],
    ] as const
  ).filter((script): script is readonly [string, string] => Boolean(script[1]))
  return (
    <ul className={styles.imageTiles}>
      <li>
        {entry.simpleUrl ? (
          <img src={entry.simpleUrl} alt={`${entry.cword} ${t('simpleForm')}`} />
        ) : (
          <StrokeGlyph cword={entry.cword} size={120} />
        )}
        <span>{t('simpleForm')}</span>
      </li>
      {scripts.map(([label, url]) => (
        <li key={label}>
          <img src={url} alt={`${entry.cword} ${label}`} />
          <span>{label}</span>
        </li>
      ))}
    </ul>
  )
}
