import { z } from 'zod'
import { type Point, WorkMeter } from './geometry'
import { type MatchOptions, strokeMatches } from './stroke-matches'
import type { Strokes } from './strokes-schema'

/**
 * A character's stroke data as hanzi-writer-data ships it: one median per stroke, in stroke order,
 * each a list of [x, y] points (x 0 to 1024 rightwards, y -124 to 900 upwards). Other fields are kept
 * but not needed for grading.
 */
export const characterDataSchema = z.object({
  medians: z.array(z.array(z.tuple([z.number(), z.number()])).min(2)).min(1),
})
export type CharacterData = z.infer<typeof characterDataSchema>

export type CharacterGrade = {
  /** Every stroke matched, in order, with no stroke drawn wrong. */
  correct: boolean
  /** How many of the character's strokes were matched, counting from the first. */
  matchedStrokeCount: number
  /** Per stroke of the character: the drawn strokes it did not match (a stroke never reached counts one). */
  strokeMistakes: number[]
}

const toPoint = ([x, y]: readonly [number, number]): Point => ({ x, y })

/**
 * Most pairs of points one grading may compare. Drawn by hand, the most demanding character of
 * hanzi-writer-data (鱻, 33 strokes) takes about 3.5 million and a common one under half a million;
 * the limit leaves room for a drawing with mistakes and holds any drawing to a fraction of a second.
 */
export const GRADING_WORK_LIMIT = 12_000_000

/**
 * Grades a drawing as hanzi-writer's quiz would: each drawn stroke is held against the next stroke of
 * the character; a match moves on, anything else is a mistake on that stroke. A drawing is right when
 * every stroke is matched and nothing was drawn wrong, so a wrong order, a reversed stroke, a stray
 * stroke or a missing stroke all make it wrong. A stroke with no shape to compare (drawn out and back,
 * ends at its centre) matches nothing; a drawing that would take more than the meter's limit throws
 * GradingLimitReached, which the caller counts as wrong.
 */
export function gradeCharacter(
  strokes: Strokes,
  data: CharacterData,
  options: MatchOptions = {},
  meter = new WorkMeter(GRADING_WORK_LIMIT),
): CharacterGrade {
  const medians = data.medians.map((median) => median.map(toPoint))
  const strokeMistakes = medians.map(() => 0)
  let matched = 0
  for (const stroke of strokes) {
    if (matched >= medians.length) {
      strokeMistakes[medians.length - 1] = (strokeMistakes[medians.length - 1] ?? 0) + 1
      continue
    }
    if (strokeMatches(stroke.map(toPoint), medians, matched, options, meter).isMatch) matched++
    else strokeMistakes[matched] = (strokeMistakes[matched] ?? 0) + 1
  }
  for (let missing = matched; missing < medians.length; missing++) {
    strokeMistakes[missing] = Math.max(strokeMistakes[missing] ?? 0, 1)
  }
  const correct = matched === medians.length && strokeMistakes.every((mistakes) => mistakes === 0)
  return { correct, matchedStrokeCount: matched, strokeMistakes }
}

/**
 * Where a point drawn in a square writing box (pixels from its top-left corner) falls in the character's
 * coordinate space, placed as hanzi-writer places the character: scaled to the box less its padding
 * and flipped so that y grows upwards.
 */
export function fromBoxPoint(x: number, y: number, boxSize: number, padding = 0): [number, number] {
  const scale = (boxSize - 2 * padding) / 1024
  const yOffset = 124 * scale + padding
  return [(x - padding) / scale, (boxSize - yOffset - y) / scale]
}

/** Where a point of the character's coordinate space lies in a square writing box; fromBoxPoint undone. */
export function toBoxPoint(x: number, y: number, boxSize: number, padding = 0): [number, number] {
  const scale = (boxSize - 2 * padding) / 1024
  const yOffset = 124 * scale + padding
  return [x * scale + padding, boxSize - yOffset - y * scale]
}
