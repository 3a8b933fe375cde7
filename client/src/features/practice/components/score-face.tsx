import { HeartFilled, LikeFilled, TrophyFilled } from '@ant-design/icons'
import type { ScoreBand } from '../format'
import styles from '../result.module.css'

const faces = { excellent: TrophyFilled, good: LikeFilled, keepGoing: HeartFilled }

/** The picture of a score: a trophy for 90 and more, a thumbs-up for 60 to 89, a heart below. */
export function ScoreFace({ band }: { band: ScoreBand }) {
  const Face = faces[band]
  return (
    <span
      className={`${styles.resultFace} ${styles[band]}`}
      data-testid="score-face"
      data-band={band}
      aria-hidden
    >
      <Face />
    </span>
  )
}
