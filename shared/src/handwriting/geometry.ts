/** Plane geometry for stroke matching, on points in the character's coordinate space. */
export type Point = { x: number; y: number }

export const subtract = (a: Point, b: Point): Point => ({ x: a.x - b.x, y: a.y - b.y })
const magnitude = (p: Point) => Math.sqrt(p.x * p.x + p.y * p.y)
export const distance = (a: Point, b: Point) => magnitude(subtract(a, b))
const equals = (a: Point, b: Point) => a.x === b.x && a.y === b.y
export const average = (values: number[]) => values.reduce((sum, v) => sum + v, 0) / values.length

const last = <T>(items: T[]): T => items[items.length - 1] as T

/** Length of the polyline through the points. */
export function curveLength(points: Point[]): number {
  let total = 0
  for (let i = 1; i < points.length; i++) total += distance(points[i] as Point, points[i - 1] as Point)
  return total
}

export function cosineSimilarity(a: Point, b: Point): number {
  return (a.x * b.x + a.y * b.y) / magnitude(a) / magnitude(b)
}

/** The point on the line from p1 through p2 that lies `dist` beyond p2. */
function extendPointOnLine(p1: Point, p2: Point, dist: number): Point {
  const vector = subtract(p2, p1)
  const norm = dist / magnitude(vector)
  return { x: p2.x + norm * vector.x, y: p2.y + norm * vector.y }
}

/** Each segment of the polyline as a vector, in drawing order. */
export function edgeVectors(points: Point[]): Point[] {
  const vectors: Point[] = []
  for (let i = 1; i < points.length; i++) vectors.push(subtract(points[i] as Point, points[i - 1] as Point))
  return vectors
}

/** Consecutive repeated points say nothing about a stroke's shape or direction. */
export function stripDuplicates(points: Point[]): Point[] {
  const kept: Point[] = []
  for (const point of points) {
    const previous = kept[kept.length - 1]
    if (!previous || !equals(point, previous)) kept.push(point)
  }
  return kept
}

/**
 * What one grading may spend, counted in pairs of points compared (a Fréchet table's cells, a
 * nearest-point search). Each comparison is charged in full before it starts, so no drawing can
 * make grading work longer than the limit allows.
 */
export class WorkMeter {
  spent = 0
  constructor(readonly limit: number) {}

  charge(pairs: number) {
    if (!(this.spent + pairs <= this.limit)) throw new GradingLimitReached(this.limit)
    this.spent += pairs
  }
}

export class GradingLimitReached extends Error {
  constructor(limit: number) {
    super(`grading gave up after comparing ${limit} pairs of points`)
  }
}

/** Discrete Fréchet distance (Eiter and Mannila), keeping one column of the table at a time. */
export function frechetDistance(curve1: Point[], curve2: Point[], meter: WorkMeter): number {
  meter.charge(curve1.length * curve2.length)
  const long = curve1.length >= curve2.length ? curve1 : curve2
  const short = curve1.length >= curve2.length ? curve2 : curve1
  let previous: number[] = []
  for (let i = 0; i < long.length; i++) {
    const current: number[] = []
    for (let j = 0; j < short.length; j++) {
      const d = distance(long[i] as Point, short[j] as Point)
      if (i === 0 && j === 0) current.push(d)
      else if (j === 0) current.push(Math.max(previous[0] as number, d))
      else if (i === 0) current.push(Math.max(current[j - 1] as number, d))
      else {
        const reach = Math.min(previous[j] as number, previous[j - 1] as number, current[j - 1] as number)
        current.push(Math.max(reach, d))
      }
    }
    previous = current
  }
  return previous[short.length - 1] as number
}

/**
 * Most points a normalised curve may hold. The medians of hanzi-writer-data need at most 116 (their
 * 112,617 strokes, 59 at the median); a drawing that would need more is no stroke of a character.
 */
export const MAX_NORMALIZED_POINTS = 400

/**
 * Breaks segments longer than maxLen into equal pieces no longer than maxLen; null when that takes
 * more than maxPoints points. The count comes first, so a far-flung curve allocates nothing.
 */
function subdivideCurve(curve: Point[], maxPoints: number, maxLen = 0.05): Point[] | null {
  const pieces: number[] = []
  let count = 1
  for (let i = 1; i < curve.length; i++) {
    const segment = distance(curve[i] as Point, curve[i - 1] as Point)
    pieces.push(segment > maxLen ? Math.ceil(segment / maxLen) : 1)
    count += pieces[i - 1] as number
    if (!(count <= maxPoints)) return null
  }
  const result = curve.slice(0, 1)
  for (let i = 1; i < curve.length; i++) {
    const from = curve[i - 1] as Point
    const to = curve[i] as Point
    const n = pieces[i - 1] as number
    for (let k = 1; k < n; k++)
      result.push({ x: from.x + ((to.x - from.x) * k) / n, y: from.y + ((to.y - from.y) * k) / n })
    result.push(to)
  }
  return result
}

/** Redraws the curve as `count` points equally spaced along its length. */
function outlineCurve(curve: Point[], count = 30): Point[] {
  const step = curveLength(curve) / (count - 1)
  const outline = [curve[0] as Point]
  let nextIndex = 1
  for (let i = 0; i < count - 2; i++) {
    let from = last(outline)
    let left = step
    for (;;) {
      const next = curve[nextIndex]
      if (!next) break
      const toNext = distance(from, next)
      if (toNext < left) {
        left -= toNext
        from = next
        nextIndex++
      } else {
        outline.push(extendPointOnLine(from, next, left - toNext))
        break
      }
    }
    // Rounding can use up the curve a hair early; the end point then stands in.
    if (outline.length < i + 2) outline.push(last(curve))
  }
  outline.push(last(curve))
  return outline
}

/**
 * Translates the curve's centre to the origin and scales it by its ends (Procrustes analysis). Null
 * for a curve with no shape to compare: ends that meet at its centre leave no scale to divide by
 * (a stroke drawn out and back), and a curve the scale blows up past MAX_NORMALIZED_POINTS.
 */
export function normalizeCurve(curve: Point[]): Point[] | null {
  const outlined = outlineCurve(curve)
  const mean = { x: average(outlined.map((p) => p.x)), y: average(outlined.map((p) => p.y)) }
  const translated = outlined.map((p) => subtract(p, mean))
  const first = translated[0] as Point
  const end = last(translated)
  const scale = Math.sqrt(average([first.x ** 2 + first.y ** 2, end.x ** 2 + end.y ** 2]))
  if (!(scale > 0 && Number.isFinite(scale))) return null
  return subdivideCurve(
    translated.map((p) => ({ x: p.x / scale, y: p.y / scale })),
    MAX_NORMALIZED_POINTS,
  )
}

/** Rotates the curve around the origin by theta radians. */
export function rotate(curve: Point[], theta: number): Point[] {
  const cos = Math.cos(theta)
  const sin = Math.sin(theta)
  return curve.map((p) => ({ x: cos * p.x - sin * p.y, y: sin * p.x + cos * p.y }))
}
