import type { ExamQuestion } from '@spell/shared/api/exams/student-calls'

export interface ChoiceView {
  /** A, B, C… */
  letter: string
  text: string
  /** An option containing http is an image URL. */
  isImage: boolean
  correct: boolean
}

const split = (value: string | null | undefined) =>
  (value ?? '')
    .split(',')
    .map((part) => part.trim())
    .filter(Boolean)

/** The options of a question with the correct ones marked (the answer is a comma-joined set). */
export function choicesOf(question: Pick<ExamQuestion, 'choice' | 'answer'>): ChoiceView[] {
  const answers = new Set(split(question.answer))
  return split(question.choice).map((text, i) => ({
    letter: String.fromCharCode(65 + i),
    text,
    isImage: text.includes('http'),
    correct: answers.has(text),
  }))
}

/** "Example" for an example question, else its number among the real ones. */
export const isExample = (question: Pick<ExamQuestion, 'quizForm'>) => question.quizForm === 1
