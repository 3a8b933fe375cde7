import type { ExamQuestion } from '@spell/shared/api/exams/student-calls'
import { type Strokes, strokesSchema } from '@spell/shared/handwriting/strokes-schema'
import { useState } from 'react'
import type { SaveState } from '../components/question-card'
import type { useSemiQuiz } from './use-semi-quiz'

/** A stored drawing as strokes; anything else (nothing yet, or not a drawing) as none. */
function strokesOf(answer: string | null | undefined): Strokes {
  if (!answer) return []
  try {
    return strokesSchema.safeParse(JSON.parse(answer)).data ?? []
  } catch {
    return []
  }
}

/** Whole units of the 1024-unit square are precise enough to grade and keep a drawing's answer short. */
const rounded = (strokes: Strokes): Strokes =>
  strokes.map((stroke) => stroke.map(([x, y]) => [Math.round(x), Math.round(y)] as [number, number]))

/**
 * The drawing of the write question on screen: what the student drew (or what was stored), and each
 * change saved as the answer like a choice, through the same saver (an empty drawing clears it).
 */
export function useWrittenAnswer(quiz: ReturnType<typeof useSemiQuiz>) {
  const [drawn, setDrawn] = useState<Record<number, Strokes>>({})
  const q: ExamQuestion | undefined = quiz.question.data
  if (q?.kind !== 'write') return null
  const strokes = drawn[q.id] ?? strokesOf(quiz.saver.latest(q.id)?.userAnswer ?? q.userAnswer)
  const write = (next: Strokes) => {
    if (!quiz.editable) return
    setDrawn((current) => ({ ...current, [q.id]: next }))
    quiz.exam.answer(q, next.length > 0 ? JSON.stringify(rounded(next)) : '')
  }
  const saveState: SaveState = quiz.saveState ?? (q.id in drawn ? 'saved' : null)
  return { strokes, write, saveState }
}
