/** The judge's pages: /judge lists the exams, /judge/:quizId controls one. */
export const JUDGE_HOME = '/judge'

export const judgeExamPath = (quizId: number) => `${JUDGE_HOME}/${quizId}`

/** The hall's projector view of an exam, opened by the judge in a second window. */
export const judgeScreenPath = (quizId: number) => `${JUDGE_HOME}/screen/${quizId}`

/** /judge/123 → 123 (from the route's splat, "123"); /judge or anything else → null, the list. */
export function quizIdOf(splat: string | undefined): number | null {
  const head = splat?.split('/')[0] ?? ''
  if (!/^\d+$/.test(head)) return null
  const id = Number(head)
  return Number.isSafeInteger(id) && id > 0 ? id : null
}
