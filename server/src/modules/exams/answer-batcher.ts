import { sql } from 'drizzle-orm'
import type { Db } from '../../db/database'

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

/**
 * One statement for the whole batch: the rows travel as six array parameters and are unpacked by
 * unnest, which costs far less than six bound parameters per row (drizzle builds and PGlite parses
 * each) and about two thirds of a jsonb_to_recordset of the same rows. A stored answer is replaced
 * only by a higher revision.
 */
function upsert(db: Db, rows: AnswerSave[]) {
  // sql.param: one parameter holding the array (a bare array would become a list of parameters).
  const column = <T>(pick: (row: AnswerSave) => T) => sql.param(rows.map(pick))
  return db.execute(sql`
    insert into exam_answers (exam_id, user_id, question_id, answer, revision, received_at)
    select * from unnest(
      ${column((r) => r.examId)}::integer[], ${column((r) => r.userId)}::integer[],
      ${column((r) => r.questionId)}::integer[], ${column((r) => r.answer)}::varchar[],
      ${column((r) => r.revision)}::integer[], ${column((r) => r.receivedAt.toISOString())}::timestamptz[]
    )
    on conflict (exam_id, user_id, question_id) do update
      set answer = excluded.answer, revision = excluded.revision, received_at = excluded.received_at
      where excluded.revision > exam_answers.revision`)
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
        await upsert(db, [...newest.values()])
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
