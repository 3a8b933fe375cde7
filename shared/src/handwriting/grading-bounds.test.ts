import fc from 'fast-check'
import guo from 'hanzi-writer-data/国.json'
import qi from 'hanzi-writer-data/期.json'
import { describe, expect, it } from 'vitest'
import { GradingLimitReached, MAX_NORMALIZED_POINTS, normalizeCurve, type Point, WorkMeter } from './geometry'
import {
  type CharacterData,
  characterDataSchema,
  GRADING_WORK_LIMIT,
  gradeCharacter,
} from './grade-character'
import { MAX_POINTS_PER_STROKE, MAX_STROKES, type Strokes, strokesSchema } from './strokes-schema'

/**
 * Grading is bounded by counts, not by the clock: whatever is drawn, normalising a stroke makes at
 * most MAX_NORMALIZED_POINTS points and a grading compares at most GRADING_WORK_LIMIT pairs of points.
 */

type XY = [number, number]
const load = (data: unknown): CharacterData => characterDataSchema.parse(data)
const QI = load(qi)
const GUO = load(guo)

/** Grades within a meter and says what it spent; running past the limit is the one allowed failure. */
function meteredGrade(strokes: Strokes, data: CharacterData) {
  const meter = new WorkMeter(GRADING_WORK_LIMIT)
  try {
    return { correct: gradeCharacter(strokes, data, {}, meter).correct, spent: meter.spent }
  } catch (error) {
    if (!(error instanceof GradingLimitReached)) throw error
    return { correct: false, spent: meter.spent }
  }
}

/**
 * A stroke that starts and ends in the middle of a median, walks out along it in small steps and
 * comes back by the mirrored way: its ends sit at its centre, so it has no scale.
 */
function outAndBack(median: XY[], steps = 50): XY[] {
  const [x0, y0] = median[0] as XY
  const [x1, y1] = median[median.length - 1] as XY
  const mid: XY = [(x0 + x1) / 2, (y0 + y1) / 2]
  const along = (t: number): XY => [mid[0] + (x1 - x0) * t, mid[1] + (y1 - y0) * t]
  const out = Array.from({ length: steps + 1 }, (_, i) => along(i / (2 * steps)))
  const back = Array.from({ length: steps + 1 }, (_, i) => along(-(steps - i) / (2 * steps)))
  return [...out, ...back]
}

const coordinate = fc.double({ min: -2048, max: 2048, noNaN: true })
const point = fc.tuple(coordinate, coordinate)
const anyStroke = fc.array(point, { minLength: 1, maxLength: MAX_POINTS_PER_STROKE })

/** Strokes near a median of 期 that a grader finds hard: tiny wobbles, out-and-back, long zigzags. */
const nastyStroke = fc.oneof(
  fc
    .tuple(fc.integer({ min: 0, max: QI.medians.length - 1 }), fc.integer({ min: 1, max: 99 }))
    .map(([stroke, steps]) => outAndBack(QI.medians[stroke] as XY[], steps)),
  fc
    .tuple(point, fc.double({ min: 1e-9, max: 1e-3, noNaN: true }), fc.integer({ min: 2, max: 200 }))
    .map(([[x, y], wobble, length]) =>
      Array.from({ length }, (_, i): XY => [x + (i % 2) * wobble, y + ((i >> 1) % 2) * wobble]),
    ),
  fc
    .tuple(fc.integer({ min: 0, max: QI.medians.length - 1 }), fc.integer({ min: 2, max: 200 }))
    .map(([stroke, length]) => {
      const median = QI.medians[stroke] as XY[]
      const [x0, y0] = median[0] as XY
      const [x1, y1] = median[median.length - 1] as XY
      return Array.from(
        { length },
        (_, i): XY =>
          i % 2 ? [x1 + (i % 7) * 30, y1 - (i % 5) * 30] : [x0 - (i % 3) * 30, y0 + (i % 4) * 30],
      )
    }),
)

describe('grading bounds', () => {
  it('grades a stroke drawn out and back along 期 as wrong instead of running away', () => {
    const stroke = outAndBack(QI.medians[0] as XY[])
    expect(stroke).toHaveLength(102)
    expect(strokesSchema.safeParse([stroke]).success).toBe(true)
    const grade = meteredGrade([stroke], QI)
    expect(grade.correct).toBe(false)
    expect(grade.spent).toBeLessThanOrEqual(GRADING_WORK_LIMIT)
  })

  it.each([
    [
      'two equal points',
      [
        { x: 5, y: 5 },
        { x: 5, y: 5 },
      ],
    ],
    [
      'ends at the centre',
      [
        { x: 0, y: 0 },
        { x: 100, y: 0 },
        { x: -100, y: 0 },
        { x: 0, y: 0 },
      ],
    ],
    [
      'a scale near zero',
      [
        { x: 0, y: 0 },
        { x: 2048, y: 0 },
        { x: -2048, y: 0 },
        { x: 1e-12, y: 0 },
      ],
    ],
  ])('finds no shape in %s', (_name, curve: Point[]) => {
    expect(normalizeCurve(curve)).toBeNull()
  })

  it('keeps the shape of an ordinary stroke', () => {
    const curve = (GUO.medians[0] as XY[]).map(([x, y]) => ({ x, y }))
    const normalized = normalizeCurve(curve)
    expect(normalized?.length).toBeGreaterThan(30)
    expect(normalized?.length).toBeLessThanOrEqual(MAX_NORMALIZED_POINTS)
  })

  it('normalises any stroke into at most MAX_NORMALIZED_POINTS points, or finds it has no shape', () => {
    fc.assert(
      fc.property(fc.oneof(anyStroke, nastyStroke), (stroke) => {
        const normalized = normalizeCurve(stroke.map(([x, y]) => ({ x, y })))
        expect(normalized === null || normalized.length <= MAX_NORMALIZED_POINTS).toBe(true)
        for (const p of normalized ?? []) expect(Number.isFinite(p.x) && Number.isFinite(p.y)).toBe(true)
      }),
      { numRuns: 300 },
    )
  })

  it('grades any drawing within the work limit', () => {
    fc.assert(
      fc.property(fc.array(fc.oneof(anyStroke, nastyStroke), { minLength: 1, maxLength: 12 }), (strokes) => {
        expect(meteredGrade(strokes, QI).spent).toBeLessThanOrEqual(GRADING_WORK_LIMIT)
      }),
      { numRuns: 60 },
    )
  })

  it('stops a drawing of the most strokes at the work limit', () => {
    // Every stroke a copy of one that reaches the shape comparison, as many as a drawing may hold.
    const strokes = Array.from({ length: MAX_STROKES }, (_, i) =>
      outAndBack(QI.medians[i % QI.medians.length] as XY[], 99),
    )
    const meter = new WorkMeter(1_000)
    expect(() => gradeCharacter(strokes, QI, {}, meter)).toThrow(GradingLimitReached)
    expect(meter.spent).toBeLessThanOrEqual(1_000)
    expect(meteredGrade(strokes, QI).spent).toBeLessThanOrEqual(GRADING_WORK_LIMIT)
  })
})
