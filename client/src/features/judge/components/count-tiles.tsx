import { useTranslation } from 'react-i18next'
import { judgeNs } from '../i18n'
import styles from './count-tiles.module.css'

export interface CountTile {
  key: string
  label: string
  value: number
  /** "of 30" after the value. */
  of?: string
  /** The one number that matters most in this phase. */
  main?: boolean
}

/** Large numbers for the projector: a description list, so a screen reader reads label then value. */
export function CountTiles({ tiles }: { tiles: CountTile[] }) {
  const { t } = useTranslation(judgeNs)
  return (
    <dl className={styles.tiles} aria-label={t('counts.label')}>
      {tiles.map((tile) => (
        <div key={tile.key} className={`${styles.tile} ${tile.main ? styles.tileMain : ''}`}>
          <dt className={styles.tileLabel}>{tile.label}</dt>
          <dd className={styles.tileValue}>
            <span data-count={tile.key}>{tile.value}</span>
            {tile.of && <small className={styles.tileOf}> {tile.of}</small>}
          </dd>
        </div>
      ))}
    </dl>
  )
}
