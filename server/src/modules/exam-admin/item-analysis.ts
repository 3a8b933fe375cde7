import {
  FACILITY_BOUNDS,
  GROUP_SHARE,
  type ItemAnalysis,
  type ItemFlag,
  type ItemStats,
} from '@spell/shared/api/exam-admin/item-analysis'
import { splitList } from '@spell/shared/api/exam-admin/questions'
import type { AnswerGrader } from '../exams/answer-grading'
import { isRightAnswer } from '../exams/answer-grading'

export interface AnalysedQuestion {
  id: number
  /** "write" for a handwritten character; choices otherwise. */
  kind?: string
  quizNumber: number
  choice: string
  answer: string
  /** When the judge opened it (epoch ms); null if it never opened. */
  openedAt: number | null
}

export interface AnalysedStudent {
  userId: number
  /** By question id: the last accepted answer and when it was received (epoch ms). */
  answers: Map<number, { answer: string; receivedAt: number }>
}

const share = (part: number, whole: number) => (whole === 0 ? null : part / whole)

function median(values: number[]) {
  if (values.length === 0) return null
  const sorted = [...values].sort((a, b) => a - b)
  const middle = Math.floor(sorted.length / 2)
  return sorted.length % 2 === 1
    ? (sorted[middle] as number)
    : ((sorted[middle - 1] as number) + (sorted[middle] as number)) / 2
}

function flagsOf(facility: number | null, discrimination: number | null): ItemFlag[] {
  const flags: ItemFlag[] = []
  if (facility !== null && facility < FACILITY_BOUNDS.low) flags.push('tooHard')
  if (facility !== null && facility > FACILITY_BOUNDS.high) flags.push('tooEasy')
  if (discrimination !== null && discrimination < 0) flags.push('negativeDiscrimination')
  return flags
}

/**
 * Item analysis of an exam's real questions over the students who took it. The upper and lower
 * groups are the best and the weakest 27 % by number of right answers (rounded, at least one each,
 * equal totals ordered by user id so the result never depends on the order given).
 */
export function itemAnalysis(
  questions: AnalysedQuestion[],
  students: AnalysedStudent[],
  grade: AnswerGrader = (q, given) => isRightAnswer(given, q.answer),
): ItemAnalysis {
  const isRight = (student: AnalysedStudent, q: AnalysedQuestion) =>
    grade(q, student.answers.get(q.id)?.answer)
  const totals = new Map(
    students.map((s) => [s.userId, questions.filter((q) => isRight(s, q)).length] as const),
  )
  const ranked = [...students].sort(
    (a, b) => (totals.get(b.userId) ?? 0) - (totals.get(a.userId) ?? 0) || a.userId - b.userId,
  )
  const groupSize = students.length < 2 ? 0 : Math.max(1, Math.round(students.length * GROUP_SHARE))
  const upper = ranked.slice(0, groupSize)
  const lower = ranked.slice(ranked.length - groupSize)

  const items = questions.map((q): ItemStats => {
    const rightIn = (group: AnalysedStudent[]) => group.filter((s) => isRight(s, q)).length
    const facility = share(rightIn(students), students.length)
    const discrimination = groupSize === 0 ? null : rightIn(upper) / groupSize - rightIn(lower) / groupSize
    const given = students.map((s) => s.answers.get(q.id)).filter((a) => a !== undefined && a.answer !== '')
    const rightChoices = splitList(q.answer)
    const options = splitList(q.choice).map((choice, k) => ({
      label: String.fromCharCode(65 + k),
      choice,
      count: given.filter((a) => splitList(a?.answer ?? '').includes(choice)).length,
      right: rightChoices.includes(choice),
    }))
    const openedAt = q.openedAt
    const seconds =
      openedAt === null ? [] : given.map((a) => Math.max(0, ((a?.receivedAt ?? openedAt) - openedAt) / 1000))
    return {
      questionId: q.id,
      quizNumber: q.quizNumber,
      answer: q.answer,
      facility,
      discrimination,
      options,
      noAnswer: students.length - given.length,
      medianSeconds: median(seconds),
      flags: flagsOf(facility, discrimination),
    }
  })
  return { takers: students.length, groupSize, items }
}
