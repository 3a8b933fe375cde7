import { sql } from 'drizzle-orm'
import type { Db } from '../../db/database'
import { examAnswers } from '../../db/schema'

export interface AnswerSave {
  examId: number
  userId: number
  questionId: number
  answer: string
  revision: number
  receivedAt: Date
}

interface Pending {
  save: AnswerSave
  done: (error?: unknown) => void
}

/** Rows per commit: large enough to absorb a whole class saving at once, small enough to stay quick. */
const MAX_BATCH = 1000
const keyOf = (s: AnswerSave) => `${s.examId}:${s.userId}:${s.questionId}`

/**
 * Group commit for answer saves. Saves queue up and are written on the next tick as one upsert, one
 * commit in flight at a time; each save is acknowledged (its promise resolves) only after the commit
 * that holds it. Per student and question the highest revision wins, in the batch and in the table,
 * so a replayed or late save never overwrites a newer answer and a repeated tap is stored once.
 */
export function answerBatcher(db: Db) {
  let queue: Pending[] = []
  let flushing: Promise<void> | null = null

  const flush = async () => {
    while (queue.length > 0) {
      const batch = queue.slice(0, MAX_BATCH)
      queue = queue.slice(MAX_BATCH)
      const newest = new Map<string, AnswerSave>()
      for (const { save } of batch) {
        const kept = newest.get(keyOf(save))
        if (!kept || kept.revision < save.revision) newest.set(keyOf(save), save)
      }
      try {
        await db
          .insert(examAnswers)
          .values([...newest.values()])
          .onConflictDoUpdate({
            target: [examAnswers.examId, examAnswers.userId, examAnswers.questionId],
            set: {
              answer: sql`excluded.answer`,
              revision: sql`excluded.revision`,
              receivedAt: sql`excluded.received_at`,
            },
            setWhere: sql`excluded.revision > ${examAnswers.revision}`,
          })
        for (const item of batch) item.done()
      } catch (error) {
        for (const item of batch) item.done(error)
      }
    }
  }

  const schedule = () => {
    flushing ??= new Promise<void>((resolve) => setImmediate(resolve)).then(flush).finally(() => {
      flushing = null
      if (queue.length > 0) schedule()
    })
  }

  return {
    /** Resolves once the answer is committed (or a newer one for the same question already was). */
    save(save: AnswerSave): Promise<void> {
      return new Promise((resolve, reject) => {
        queue.push({ save, done: (error) => (error ? reject(error) : resolve()) })
        schedule()
      })
    },
    /** Waits for every queued save to be written (graceful shutdown). */
    async drain() {
      while (flushing || queue.length > 0) await (flushing ?? Promise.resolve(schedule()))
    },
  }
}

export type AnswerBatcher = ReturnType<typeof answerBatcher>
