import type { Logger } from '../../logger'
import type { ExamClock } from './exam-clock'
import type { examPapers } from './exam-papers'
import type { createExamSessionStore } from './exam-session'

/**
 * Scoring starts this long after an exam's answers close: a save accepted at the last instant is in a
 * commit by then (the batcher commits within tens of ms), and an instance whose clock runs a little
 * behind has stopped accepting too.
 */
const LAST_COMMITS_MS = 1000
/** A scoring that failed (the database gone for a moment) is tried again after this long. */
const SCORING_RETRY_MS = 60_000

/**
 * Scores each ended exam once its answers have closed and the last of them is stored, however it
 * ended: the judge's press, the review running out, or either while no instance ran. Every instance
 * that sees the end sets a timer; the first to claim the exam scores it, the others find it scored.
 */
export function examScoring(options: {
  papers: ReturnType<typeof examPapers>
  sessions: ReturnType<typeof createExamSessionStore>
  clock: ExamClock
  logger: Logger
}) {
  const { papers, sessions, clock, logger } = options
  /** Each exam's scoring timer on this instance, until it has scored or found the exam scored. */
  const timers = new Map<number, () => void>()
  const scored = new Set<number>()
  const scorings = new Set<Promise<void>>()

  function scoreAfter(examId: number, ms: number) {
    const cancel = clock.after(Math.max(0, ms), () => {
      const scoring = scoreNow(examId).finally(() => scorings.delete(scoring))
      scorings.add(scoring)
      return scoring
    })
    timers.set(examId, cancel)
  }

  async function scoreNow(examId: number) {
    try {
      const result = await papers.scoreOnce(examId, new Date(clock.now()))
      scored.add(examId)
      timers.delete(examId)
      if (!result) return
      logger.info({ examId, students: result.scores.size }, 'exam scored')
    } catch (error) {
      // Nothing was stored (the claim and the scores are one transaction): try again later.
      logger.error({ err: error, examId }, 'exam not scored; trying again')
      scoreAfter(examId, SCORING_RETRY_MS)
    }
  }

  return {
    /** Sets the exam's scoring timer for when its answers close (once per exam and instance). */
    async whenClosed(examId: number) {
      if (scored.has(examId) || timers.has(examId)) return
      const closeAt = await sessions.answersCloseAt(examId)
      if (closeAt === null || scored.has(examId) || timers.has(examId)) return
      scoreAfter(examId, closeAt + LAST_COMMITS_MS - clock.now())
    },
    /** Cancels the timers; a scoring under way finishes (or rolls back, and the next start scores the exam). */
    async close() {
      for (const cancel of timers.values()) cancel()
      await Promise.all(scorings)
    },
  }
}
