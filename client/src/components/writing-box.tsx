import { fromBoxPoint } from '@spell/shared/handwriting/grade-character'
import { MAX_POINTS_PER_STROKE, MAX_STROKES, type Strokes } from '@spell/shared/handwriting/strokes-schema'
import { type PointerEvent, useRef, useState } from 'react'
import styles from './writing-box.module.css'

/** Points closer than this (character units) to the last one add nothing but weight. */
const MIN_STEP = 6

const toPath = (stroke: [number, number][]) =>
  stroke.map(([x, y], i) => `${i ? 'L' : 'M'}${Math.round(x)} ${Math.round(y)}`).join(' ')

/**
 * A square writing box with a 田 grid. Each pointer stroke is kept as raw points in the character's
 * coordinate space (hanzi-writer's: 1024 units, y upwards), which is what the server grades.
 */
export function WritingBox({
  strokes,
  onChange,
  disabled,
  label,
}: {
  strokes: Strokes
  onChange: (strokes: Strokes) => void
  disabled: boolean
  label: string
}) {
  const [drawing, setDrawing] = useState<[number, number][] | null>(null)
  const current = useRef<[number, number][] | null>(null)

  const pointOf = (event: PointerEvent<SVGSVGElement>): [number, number] => {
    const box = event.currentTarget.getBoundingClientRect()
    return fromBoxPoint(event.clientX - box.left, event.clientY - box.top, box.width)
  }
  const start = (event: PointerEvent<SVGSVGElement>) => {
    if (disabled || strokes.length >= MAX_STROKES) return
    event.currentTarget.setPointerCapture(event.pointerId)
    current.current = [pointOf(event)]
    setDrawing(current.current)
  }
  const move = (event: PointerEvent<SVGSVGElement>) => {
    const stroke = current.current
    if (!stroke) return
    const point = pointOf(event)
    const last = stroke[stroke.length - 1] as [number, number]
    if (Math.hypot(point[0] - last[0], point[1] - last[1]) < MIN_STEP) return
    // A very long stroke keeps its shape: past the limit the newest point replaces the last one.
    const next = stroke.length < MAX_POINTS_PER_STROKE ? [...stroke, point] : [...stroke.slice(0, -1), point]
    current.current = next
    setDrawing(next)
  }
  const end = () => {
    const stroke = current.current
    current.current = null
    setDrawing(null)
    if (stroke && stroke.length > 1) onChange([...strokes, stroke])
  }

  return (
    <svg
      className={styles.box}
      viewBox="0 0 1024 1024"
      role="img"
      aria-label={label}
      data-disabled={disabled ? 'true' : undefined}
      onPointerDown={start}
      onPointerMove={move}
      onPointerUp={end}
      onPointerCancel={end}
    >
      <rect x="4" y="4" width="1016" height="1016" className={styles.frame} />
      <path d="M512 4 V1020 M4 512 H1020" className={styles.grid} />
      <g transform="translate(0 900) scale(1 -1)">
        {strokes.map((stroke, i) => (
          // biome-ignore lint/suspicious/noArrayIndexKey: strokes are only ever added or removed at the end
          <path key={i} d={toPath(stroke)} className={styles.ink} />
        ))}
        {drawing && <path d={toPath(drawing)} className={styles.ink} />}
      </g>
    </svg>
  )
}
