import {
  average,
  cosineSimilarity,
  curveLength,
  distance,
  edgeVectors,
  frechetDistance,
  normalizeCurve,
  type Point,
  rotate,
  stripDuplicates,
  type WorkMeter,
} from './geometry'

/**
 * The stroke-matching rules of hanzi-writer's quiz (MIT licence, David Chanin), so that a
 * stroke graded here is graded as the writing box in the browser would grade it.
 */

/** Average cosine between the drawn segments and the median's; -1 to 1, smaller is more lenient. */
const COSINE_SIMILARITY_THRESHOLD = 0
/** Furthest the drawn start and end may lie from the median's, in character units. */
const START_AND_END_DIST_THRESHOLD = 250
/** Largest Fréchet distance between the normalised curves. */
const FRECHET_THRESHOLD = 0.4
/** Shortest drawn length, as a share of the median's length. */
const MIN_LEN_THRESHOLD = 0.35
/** The drawn shape may be turned this much against the median and still fit. */
const SHAPE_FIT_ROTATIONS = [Math.PI / 16, Math.PI / 32, 0, -Math.PI / 32, -Math.PI / 16]

export type MatchOptions = {
  /** Scales every threshold; 1 is hanzi-writer's default, bigger is more lenient. */
  leniency?: number
  /** With the outline shown the writer has a guide, so strokes after the first must lie closer. */
  isOutlineVisible?: boolean
  /** Largest average distance from the median, in character units. */
  averageDistanceThreshold?: number
}

export type StrokeMatch = { isMatch: boolean; isStrokeBackwards: boolean }

type MatchData = StrokeMatch & { avgDist: number }

function averageDistance(points: Point[], median: Point[], meter: WorkMeter): number {
  meter.charge(points.length * median.length)
  const nearest = (point: Point) => Math.min(...median.map((m) => distance(m, point)))
  return average(points.map(nearest))
}

function startAndEndMatch(points: Point[], median: Point[], leniency: number): boolean {
  const limit = START_AND_END_DIST_THRESHOLD * leniency
  const start = distance(median[0] as Point, points[0] as Point)
  const end = distance(median[median.length - 1] as Point, points[points.length - 1] as Point)
  return start <= limit && end <= limit
}

function directionMatches(points: Point[], median: Point[], meter: WorkMeter): boolean {
  meter.charge(points.length * median.length)
  const medianVectors = edgeVectors(median)
  const similarities = edgeVectors(points).map((edge) =>
    Math.max(...medianVectors.map((vector) => cosineSimilarity(vector, edge))),
  )
  return average(similarities) > COSINE_SIMILARITY_THRESHOLD
}

function lengthMatches(points: Point[], median: Point[], leniency: number): boolean {
  return (leniency * (curveLength(points) + 25)) / (curveLength(median) + 25) >= MIN_LEN_THRESHOLD
}

function shapeFits(points: Point[], median: Point[], leniency: number, meter: WorkMeter): boolean {
  const drawn = normalizeCurve(points)
  const expected = normalizeCurve(median)
  if (!drawn || !expected) return false
  const best = Math.min(
    ...SHAPE_FIT_ROTATIONS.map((theta) => frechetDistance(drawn, rotate(expected, theta), meter)),
  )
  return best <= FRECHET_THRESHOLD * leniency
}

function matchData(
  points: Point[],
  median: Point[],
  strokeNum: number,
  options: MatchOptions,
  checkBackwards: boolean,
  meter: WorkMeter,
): MatchData {
  const { leniency = 1, isOutlineVisible = false, averageDistanceThreshold = 350 } = options
  const avgDist = averageDistance(points, median, meter)
  const distMod = isOutlineVisible || strokeNum > 0 ? 0.5 : 1
  if (!(avgDist <= averageDistanceThreshold * distMod * leniency)) {
    return { isMatch: false, isStrokeBackwards: false, avgDist }
  }
  const isMatch =
    startAndEndMatch(points, median, leniency) &&
    directionMatches(points, median, meter) &&
    shapeFits(points, median, leniency, meter) &&
    lengthMatches(points, median, leniency)
  if (checkBackwards && !isMatch) {
    const backwards = matchData([...points].reverse(), median, strokeNum, options, false, meter)
    return { isMatch, isStrokeBackwards: backwards.isMatch, avgDist }
  }
  return { isMatch, isStrokeBackwards: false, avgDist }
}

/**
 * Whether a drawn stroke is stroke `strokeNum` of the character whose medians are given. A stroke
 * that fits a later stroke better is held to a stricter leniency: the writer probably drew that one.
 * The meter bounds the work; past its limit this throws GradingLimitReached.
 */
export function strokeMatches(
  drawn: Point[],
  medians: Point[][],
  strokeNum: number,
  options: MatchOptions,
  meter: WorkMeter,
): StrokeMatch {
  const points = stripDuplicates(drawn)
  const median = medians[strokeNum]
  if (points.length < 2 || !median || median.length < 2) return { isMatch: false, isStrokeBackwards: false }
  const first = matchData(points, median, strokeNum, options, true, meter)
  if (!first.isMatch) return { isMatch: false, isStrokeBackwards: first.isStrokeBackwards }

  let closest = first.avgDist
  for (let later = strokeNum + 1; later < medians.length; later++) {
    const other = matchData(points, medians[later] as Point[], later, options, false, meter)
    if (other.isMatch && other.avgDist < closest) closest = other.avgDist
  }
  if (closest < first.avgDist) {
    const adjustment = (0.6 * (closest + first.avgDist)) / (2 * first.avgDist)
    const stricter = { ...options, leniency: (options.leniency ?? 1) * adjustment }
    const again = matchData(points, median, strokeNum, stricter, true, meter)
    return { isMatch: again.isMatch, isStrokeBackwards: again.isStrokeBackwards }
  }
  return { isMatch: true, isStrokeBackwards: false }
}
