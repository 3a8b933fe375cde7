import { PGlite } from '@electric-sql/pglite'
import pg from 'pg'
import type { Db } from '../../db/database'

export interface AnswerSave {
  examId: number
  userId: number
  questionId: number
  answer: string
  revision: number
  receivedAt: Date
}

/**
 * One statement for the whole batch: the rows travel as six array parameters and are unpacked by
 * unnest, which costs far less than six bound parameters per row and about two thirds of a
 * jsonb_to_recordset of the same rows. A stored answer is replaced only by a higher revision. The
 * answers of a student who has handed the paper in are not written, whichever instance took the
 * hand-in and however long ago: the statement answers with those students.
 */
const UPSERT = `
  with batch as (
    select * from unnest($1::integer[], $2::integer[], $3::integer[], $4::varchar[], $5::integer[], $6::timestamptz[])
      as b(exam_id, user_id, question_id, answer, revision, received_at)
  ), handed_in as (
    select s.exam_id, s.user_id from exam_students s
    where s.submitted_at is not null
      and (s.exam_id, s.user_id) in (select exam_id, user_id from batch)
  ), stored as (
    insert into exam_answers (exam_id, user_id, question_id, answer, revision, received_at)
    select * from batch b
    where (b.exam_id, b.user_id) not in (select exam_id, user_id from handed_in)
    on conflict (exam_id, user_id, question_id) do update
      set answer = excluded.answer, revision = excluded.revision, received_at = excluded.received_at
      where excluded.revision > exam_answers.revision
  )
  select exam_id, user_id from handed_in`

/** The students a batch was refused for, as `examId:userId`. */
const handedInOf = (rows: { exam_id: number; user_id: number }[]) =>
  new Set(rows.map((row) => `${row.exam_id}:${row.user_id}`))

/** The batch as the upsert's six array parameters. */
const columns = (rows: AnswerSave[]) => [
  rows.map((r) => r.examId),
  rows.map((r) => r.userId),
  rows.map((r) => r.questionId),
  rows.map((r) => r.answer),
  rows.map((r) => r.revision),
  rows.map((r) => r.receivedAt.toISOString()),
]

/**
 * Writes one batch at a time, straight to the driver under drizzle (which keeps it as $client), and
 * answers with the students whose rows were refused for a paper already handed in.
 */
interface AnswerWriter {
  write(rows: AnswerSave[]): Promise<Set<string>>
  close(): Promise<void>
}

/** PGlite: the process's own database; the empty upsert at the start reads the table's catalog. */
function pgliteWriter(client: PGlite): AnswerWriter {
  const write = async (rows: AnswerSave[]) =>
    handedInOf((await client.query<{ exam_id: number; user_id: number }>(UPSERT, columns(rows))).rows)
  write([]).catch(() => undefined)
  return { write, close: async () => {} }
}

/**
 * PostgreSQL: one connection of the pool kept for the answers (one commit is in flight at a time),
 * with the upsert prepared on it as the server starts. A semi-final's first saves arrive all at once
 * as a question opens; on a connection new to the statement, planning it and reading the table's
 * catalog made that first commit take 45-66 ms at 10,000 students (bench:exam), every save waiting
 * behind it; prepared beforehand, 12-27 ms. A connection that fails is handed back to be closed, and
 * the next batch takes another.
 */
function postgresWriter(pool: pg.Pool): AnswerWriter {
  interface Held {
    client: pg.PoolClient
    /** Hands the connection back to the pool, to be closed if it failed; the next batch opens another. */
    giveBack(error?: Error): void
  }
  let held: Promise<Held> | null = null
  const upsert = (client: pg.PoolClient, rows: AnswerSave[]) =>
    client.query<{ exam_id: number; user_id: number }>({
      name: 'save-answers',
      text: UPSERT,
      values: columns(rows),
    })

  const connect = () => {
    if (held) return held
    const attempt: Promise<Held> = pool.connect().then(async (client) => {
      let givenBack = false
      const giveBack = (error?: Error) => {
        if (givenBack) return
        givenBack = true
        if (held === attempt) held = null
        client.release(error)
      }
      // Held out of the pool, a connection PostgreSQL closes reports here instead of ending the process.
      client.on('error', giveBack)
      try {
        await upsert(client, [])
      } catch (error) {
        giveBack(error as Error)
        throw error
      }
      return { client, giveBack }
    })
    held = attempt
    attempt.catch(() => {
      if (held === attempt) held = null
    })
    return attempt
  }
  connect().catch(() => undefined)

  return {
    async write(rows) {
      const { client, giveBack } = await connect()
      try {
        return handedInOf((await upsert(client, rows)).rows)
      } catch (error) {
        // A statement that fails leaves the connection usable; a lost connection is replaced.
        if (!(error instanceof pg.DatabaseError)) giveBack(error as Error)
        throw error
      }
    },
    async close() {
      const last = await held?.catch(() => null)
      last?.giveBack()
    },
  }
}

/** Saves per commit: large enough to absorb a whole class saving at once, small enough to stay quick. */
const MAX_BATCH = 1000
/**
 * A commit starts at least this long after the one before, unless its batch is full. Each commit has
 * a fixed cost (on PGlite about 1 ms of the server's own thread), and at a steady stream of saves,
 * batches of a few rows would otherwise follow one another as fast as the database answers. A save
 * arriving when no commit was made this long waits for nothing. With 10,000 saves spread over one
 * second (bench:save-path, the product's CPU for them, on one host): PGlite 405 ms with a 5 ms gap,
 * 300 ms with 20 ms; PostgreSQL 159 and 105-115 ms. It costs about 10 ms more per save under that
 * load (p50 4 → 13.5 ms, p99 7.5 → 23 ms on an idle machine). In bench:exam at 10,000 students the
 * server's CPU for the saves went from 0.8 to 0.6 s on PostgreSQL.
 */
const COMMIT_GAP_MS = 20
const keyOf = (s: AnswerSave) => `${s.examId}:${s.userId}:${s.questionId}`

/** Saves waiting for one commit: per student and question only the highest revision is kept. */
interface Batch {
  rows: Map<string, AnswerSave>
  saves: number
  /** When its first save came (performance.now()). */
  openedAt: number
  /** The students refused for having handed in, once the batch is committed. */
  committed: Promise<Set<string>>
  settle: (outcome: { handedIn: Set<string> } | { error: unknown }) => void
}

function newBatch(): Batch {
  let settle: Batch['settle'] = () => {}
  const committed = new Promise<Set<string>>((resolve, reject) => {
    settle = (outcome) => ('error' in outcome ? reject(outcome.error) : resolve(outcome.handedIn))
  })
  return { rows: new Map(), saves: 0, openedAt: performance.now(), committed, settle }
}

/**
 * One commit as it went: its saves and rows, how long its first save waited for the commit to start
 * (the gap between commits, or the commit before still running), and how long the commit took. A
 * save is acknowledged after both.
 */
export interface AnswerCommit {
  saves: number
  rows: number
  waitedMs: number
  commitMs: number
}

/**
 * Group commit for answer saves. Saves join the batch being formed; batches are written one after
 * the other, one commit in flight, each as one upsert. A save's promise is its batch's commit, so it
 * is acknowledged only once its answer (or a newer one for the same question) is stored. A replayed
 * or late save never overwrites a newer answer, in the batch or in the table, and a repeated tap is
 * stored once. A save of a student who has handed the paper in is not stored and resolves false.
 */
export function answerBatcher(db: Db, onCommit?: (commit: AnswerCommit) => void) {
  const client = (db as Db & { $client: pg.Pool | PGlite }).$client
  const writer = client instanceof PGlite ? pgliteWriter(client) : postgresWriter(client)
  const batches: Batch[] = []
  let committing: Promise<void> | null = null
  let lastCommitAt = Number.NEGATIVE_INFINITY

  const commitFirst = async () => {
    const batch = batches.shift()
    if (!batch) return
    lastCommitAt = performance.now()
    try {
      batch.settle({ handedIn: await writer.write([...batch.rows.values()]) })
      onCommit?.({
        saves: batch.saves,
        rows: batch.rows.size,
        waitedMs: Math.round(lastCommitAt - batch.openedAt),
        commitMs: Math.round(performance.now() - lastCommitAt),
      })
    } catch (error) {
      batch.settle({ error: error ?? new Error('answer batch not stored') })
    }
  }

  const schedule = () => {
    const first = batches[0]
    if (committing || !first) return
    const wait = first.saves >= MAX_BATCH ? 0 : COMMIT_GAP_MS - (performance.now() - lastCommitAt)
    committing = new Promise<void>((resolve) =>
      wait > 0 ? setTimeout(resolve, wait) : setImmediate(resolve),
    )
      .then(commitFirst)
      .finally(() => {
        committing = null
        schedule()
      })
  }

  const flush = async () => {
    while (committing || batches.length > 0) {
      schedule()
      await committing
    }
  }

  return {
    /**
     * Resolves true once the answer is committed (or a newer one for the same question already was),
     * false when the student had handed the paper in and nothing was written.
     */
    async save(save: AnswerSave): Promise<boolean> {
      let batch = batches.at(-1)
      // The batch being committed has left the list; a full one stays behind for the next commit.
      if (!batch || batch.saves >= MAX_BATCH) {
        batch = newBatch()
        batches.push(batch)
      }
      const key = keyOf(save)
      const kept = batch.rows.get(key)
      if (!kept || kept.revision < save.revision) batch.rows.set(key, save)
      batch.saves++
      schedule()
      return !(await batch.committed).has(`${save.examId}:${save.userId}`)
    },
    /** Resolves once every save queued so far is committed (or failed) and its promise settled. */
    flush,
    /** The saves waiting for a commit (the batch being committed has left the queue). */
    queued: () => batches.reduce((sum, batch) => sum + batch.saves, 0),
    /** Writes every queued save, then hands the connection back (graceful shutdown). */
    async close() {
      await flush()
      await writer.close()
    },
  }
}

export type AnswerBatcher = ReturnType<typeof answerBatcher>
