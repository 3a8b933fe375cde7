import type { Progress } from '@spell/shared/api/exams/progress'
import type { examQuestions, exams } from '../../db/schema'

/** An exam with its counts and where it stands (the live session's progress). */
export interface ExamWithCounts {
  exam: typeof exams.$inferSelect
  questionCount: number
  judgeCount: number
  studentCount: number
  progress: Progress
}

/** An exam as the committee's list shows it: its settings, its window, its counts and where it stands. */
export const presentExam = ({ exam, questionCount, judgeCount, studentCount, progress }: ExamWithCounts) => ({
  id: exam.id,
  name: exam.name,
  season: exam.season,
  raceSchedule: exam.raceSchedule,
  activityType: exam.activityType,
  formExplain: exam.formExplain,
  questionExplain: exam.questionExplain,
  secondsPerQuestion: exam.secondsPerQuestion,
  opensAt: exam.opensAt.toISOString(),
  closesAt: exam.closesAt.toISOString(),
  isDemo: exam.isDemo,
  questionCount,
  judgeCount,
  studentCount,
  progress,
})

/** A question of an exam's paper, with its answer (the committee's view). */
export const presentQuestion = (q: typeof examQuestions.$inferSelect) => ({
  id: q.id,
  quizSequence: q.quizSequence,
  quizNumber: q.quizNumber,
  quizForm: q.quizForm as 0 | 1,
  section: q.section as 'A' | 'B' | 'C' | 'D' | 'E',
  quizTypeStr: q.quizTypeStr,
  description: q.description,
  engDescription: q.engDescription,
  kind: q.kind === 'write' ? ('write' as const) : ('choice' as const),
  pinyin: q.pinyin,
  seconds: q.seconds,
  choice: q.choice,
  answer: q.answer,
})
