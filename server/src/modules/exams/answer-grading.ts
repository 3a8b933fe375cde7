import type { CharacterData } from '@spell/shared/handwriting/grade-character'
import { type Strokes, strokesSchema } from '@spell/shared/handwriting/strokes-schema'
import { findCharacterData } from '../../handwriting/character-data'
import { gradeDrawing } from '../../handwriting/grade-drawing'
import type { Logger } from '../../logger'

/** A choice set, order-free: "B,A" equals "A,B". */
export const choiceSet = (answer: string | null | undefined) =>
  [
    ...new Set(
      (answer ?? '')
        .split(',')
        .map((c) => c.trim())
        .filter(Boolean),
    ),
  ]
    .sort()
    .join(',')
export const isRightAnswer = (given: string | null | undefined, answer: string) =>
  choiceSet(given) !== '' && choiceSet(given) === choiceSet(answer)

/** What grading needs of a question: its kind and its answer (choices, or the character to write). */
interface GradedQuestion {
  kind?: string
  answer: string
}

/** A write question's stored answer as strokes, or null when it is empty or not a drawing. */
export function strokesOf(answer: string | null | undefined): Strokes | null {
  if (!answer) return null
  try {
    const parsed = strokesSchema.safeParse(JSON.parse(answer))
    return parsed.success ? parsed.data : null
  } catch {
    return null
  }
}

/**
 * Grades answers to a paper's questions. A choice question is right when its choice set equals the
 * answer set; a write question when the drawn strokes match the character's, stroke by stroke, as
 * the shared handwriting rules grade them. The stroke data of the paper's characters is read once,
 * so grading itself waits for nothing; a drawing that cannot be graded is wrong and logged.
 */
export async function answerGrader(questions: readonly GradedQuestion[], logger: Logger) {
  const characters = new Map<string, CharacterData | null>()
  for (const q of questions)
    if (q.kind === 'write' && !characters.has(q.answer))
      characters.set(q.answer, await findCharacterData(q.answer))
  return (question: GradedQuestion, given: string | null | undefined) => {
    if (question.kind !== 'write') return isRightAnswer(given, question.answer)
    const data = characters.get(question.answer)
    const strokes = strokesOf(given)
    return Boolean(data && strokes && gradeDrawing(strokes, { cword: question.answer, data }, logger).correct)
  }
}

export type AnswerGrader = Awaited<ReturnType<typeof answerGrader>>
