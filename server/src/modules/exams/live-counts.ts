import type { Progress } from '@spell/shared/api/exams/progress'
import type { Logger } from '../../logger'
import type { RealtimeServer } from '../../realtime/realtime'
import type { ExamClock } from './exam-clock'
import type { examPapers } from './exam-papers'
import type { createExamSessionStore } from './exam-session'

export const examRoom = (examId: number) => `exam-${examId}`
/** The judges and committee members watching an exam: the live counts go to them only. */
export const examStaffRoom = (examId: number) => `exam-${examId}-staff`
/** Live counts reach the judges at most once per this many ms, however many answers arrive. */
const COUNTS_EVERY_MS = 1000

/**
 * The judges' live counts of an exam: the students online on any instance — by socket, or by a poll or
 * save within the last few seconds (`recent`) — each once however many tabs they have open (only their
 * ids cross the adapter, not whole sockets), and what is stored.
 */
export function liveCounts(options: {
  io: RealtimeServer
  papers: ReturnType<typeof examPapers>
  sessions: ReturnType<typeof createExamSessionStore>
  clock: ExamClock
  logger: Logger
  shared: boolean
  recent: (examId: number) => number[]
}) {
  const { io, papers, sessions, clock, logger } = options
  const timers = new Map<number, () => void>()

  /** The students with a socket in the exam's room on this instance, or seen here by REST just now. */
  function localStudents(examId: number) {
    const userIds = options.recent(examId)
    for (const socketId of io.of('/').adapter.rooms.get(examRoom(examId)) ?? []) {
      const user = io.of('/').sockets.get(socketId)?.data.user
      if (user?.role === 'student') userIds.push(user.id)
    }
    return userIds
  }

  async function counts(examId: number, progress: Progress) {
    const connected = new Set(localStudents(examId))
    if (options.shared) {
      // An instance that does not answer in time (5 s) leaves its students out of this count only.
      const others = await io
        .serverSideEmitWithAck('exam.students', examId)
        .catch((error: { responses?: number[][] }) => error.responses ?? [])
      for (const userIds of others) for (const id of userIds) connected.add(id)
    }
    return {
      quizId: examId,
      connected: connected.size,
      ...(await papers.storedCounts(examId, progress.questionId)),
    }
  }

  /**
   * Sends the judges fresh counts within a second of a change (an answer, a join, a confirmation, a
   * submission, a press): one push per second at most, never one per answer.
   */
  function changed(examId: number) {
    if (timers.has(examId)) return
    const cancel = clock.after(COUNTS_EVERY_MS, async () => {
      timers.delete(examId)
      try {
        const fresh = await counts(examId, await sessions.progress(examId))
        io.to(examStaffRoom(examId)).emit('judge.counts', fresh)
      } catch (error) {
        logger.warn({ err: error, examId }, 'live counts not sent')
      }
    })
    timers.set(examId, cancel)
  }

  io.on('exam.students', (examId, reply) => reply(localStudents(examId)))

  return {
    counts,
    changed,
    close() {
      for (const cancel of timers.values()) cancel()
    },
  }
}
