import { WorkMeter } from '@spell/shared/handwriting/geometry'
import {
  type CharacterData,
  type CharacterGrade,
  GRADING_WORK_LIMIT,
  gradeCharacter,
} from '@spell/shared/handwriting/grade-character'
import type { Strokes } from '@spell/shared/handwriting/strokes-schema'
import type { Logger } from '../logger'

/** The grade of a drawing that could not be graded: nothing matched. */
const ungraded = (data: CharacterData): CharacterGrade => ({
  correct: false,
  matchedStrokeCount: 0,
  strokeMistakes: data.medians.map(() => 1),
})

/**
 * Grades a drawing within the work limit. One that runs past it, or fails in any other way, is
 * graded wrong and logged (the character and the size of the drawing, never its points), so that
 * one drawing cannot stop the results, answer shares or scores of everybody else.
 */
export function gradeDrawing(
  strokes: Strokes,
  data: CharacterData,
  logger: Logger,
  character: string,
  limit = GRADING_WORK_LIMIT,
): CharacterGrade {
  const meter = new WorkMeter(limit)
  try {
    return gradeCharacter(strokes, data, {}, meter)
  } catch (error) {
    logger.warn(
      { err: error, character, strokes: strokes.length, points: strokes.flat().length, work: meter.spent },
      'a drawing could not be graded and counts as wrong',
    )
    return ungraded(data)
  }
}
