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
 * One statement for the whole batch: the rows travel as one JSON parameter and are unpacked by
 * jsonb_to_recordset, which costs far less than six bound parameters per row (drizzle builds and
 * PGlite parses each). A stored answer is replaced only by a higher revision.
 */
function upsert(db: Db, rows: AnswerSave[]) {
  const json = JSON.stringify(
    rows.map((r) => ({
      exam_id: r.examId,
      user_id: r.userId,
      question_id: r.questionId,
      answer: r.answer,
      revision: r.revision,
      received_at: r.receivedAt.toISOString(),
    })),
  )
  return db.execute(sql`
    insert into exam_answers (exam_id, user_id, question_id, answer, revision, received_at)
    select exam_id, user_id, question_id, answer, revision, received_at
    from jsonb_to_recordset(${json}::jsonb) as x(
      exam_id integer, user_id integer, question_id integer, answer varchar, revision integer, received_at timestamptz
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
