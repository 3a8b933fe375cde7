/**
 * Options of a semi-final question: `choice` is comma-separated, and an option that
 * contains "http" is a picture (its URL) rather than a character. Answers travel comma-joined too.
 */
export interface ExamChoice {
  /** What is saved as the answer: the option text itself (or the picture's URL). */
  value: string
  /** A, B, C… shown beside the option and read out in its accessible name. */
  letter: string
  image: boolean
}

export const isImageChoice = (value: string) => value.includes('http')

const letterOf = (index: number) => String.fromCharCode(65 + (index % 26))

/** The options in their order; blanks (a trailing comma, spaces) are dropped. */
export function parseChoices(choice: string | null | undefined): ExamChoice[] {
  return (choice ?? '')
    .split(',')
    .map((value) => value.trim())
    .filter(Boolean)
    .map((value, index) => ({ value, letter: letterOf(index), image: isImageChoice(value) }))
}

/** A comma-joined answer as a list (blank parts dropped). */
export const splitAnswer = (answer: string | null | undefined): string[] =>
  (answer ?? '')
    .split(',')
    .map((value) => value.trim())
    .filter(Boolean)

/**
 * Whether the student may pick several options. The server never sends a real question's answer, so
 * the honest signal is the question's own wording: 多选 in the Chinese title, "several" in the English
 * one. An example (its answer is sent) is multi-select when that answer has several parts.
 */
export function isMultiSelect(question: {
  description: string
  engDescription: string
  quizForm?: number
  answer?: string | null
}): boolean {
  if (question.quizForm === 1 && splitAnswer(question.answer).length > 1) return true
  return question.description.includes('多选') || /\bseveral\b/i.test(question.engDescription)
}

/**
 * The selection after tapping `value`: a single-answer question replaces it, a multi-select question
 * toggles the option. The result keeps the options' order, so the same choices always save the same.
 */
export function toggleChoice(
  selected: readonly string[],
  value: string,
  multi: boolean,
  choices: readonly ExamChoice[],
): string[] {
  if (!multi) return [value]
  const next = selected.includes(value) ? selected.filter((v) => v !== value) : [...selected, value]
  return orderLike(next, choices)
}

/** The selection as it is saved: comma-joined in the options' order. */
export const joinAnswer = (selected: readonly string[], choices: readonly ExamChoice[]) =>
  orderLike(selected, choices).join(',')

function orderLike(selected: readonly string[], choices: readonly ExamChoice[]): string[] {
  const position = new Map(choices.map((c, i) => [c.value, i]))
  return [...new Set(selected)].sort(
    (a, b) => (position.get(a) ?? Number.MAX_SAFE_INTEGER) - (position.get(b) ?? Number.MAX_SAFE_INTEGER),
  )
}
