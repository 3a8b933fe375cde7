import { WorkMeter } from '@spell/shared/handwriting/geometry'
import {
  type CharacterData,
  type CharacterGrade,
  GRADING_WORK_LIMIT,
  gradeCharacter,
} from '@spell/shared/handwriting/grade-character'
import type { MatchOptions } from '@spell/shared/handwriting/stroke-matches'
import type { Strokes } from '@spell/shared/handwriting/strokes-schema'
import type { Logger } from '../logger'

/** A character to grade against: the character itself (for the log) and its stroke data. */
interface GradedCharacter {
  cword: string
  data: CharacterData
}

/**
 * Grades a drawing within the work limit. One that runs past it, or fails in any other way, is
 * graded wrong and logged (the character and the size of the drawing, never its points), so that
 * one drawing cannot stop the results, answer shares or scores of everybody else.
 */
export function gradeDrawing(
  strokes: Strokes,
  { cword, data }: GradedCharacter,
  logger: Logger,
  { options = {}, limit = GRADING_WORK_LIMIT }: { options?: MatchOptions; limit?: number } = {},
): CharacterGrade {
  const meter = new WorkMeter(limit)
  try {
    return gradeCharacter(strokes, data, options, meter)
  } catch (error) {
    logger.warn(
      {
        err: error,
        character: cword,
        strokes: strokes.length,
        points: strokes.flat().length,
        work: meter.spent,
      },
      'a drawing could not be graded and counts as wrong',
    )
    return { correct: false, matchedStrokeCount: 0, strokeMistakes: data.medians.map(() => 1) }
  }
}
