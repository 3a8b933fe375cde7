import fs from 'node:fs'
import os from 'node:os'
import path from 'node:path'
import { sql } from 'drizzle-orm'
import { openDatabase } from '../../server/src/db/database'
import { createLogger } from '../../server/src/logger'
import { examPapers } from '../../server/src/modules/exams/exam-papers'
import { prepareExam } from './prepare'

/**
 * The judges' live counts late in a big exam: `npm run bench:counts -- [students] [questions]`
 * (default 10,000 and 20). Every student has answered every question; the counts for the last
 * question are read 30 times on PGlite, whose queries run on the server's own thread, so their time
 * is time that no save or poll is answered. Prints p50 and the worst, in ms.
 */
const [students = 10_000, questions = 20] = process.argv.slice(2).map(Number)
const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'spell-counts-'))
try {
  const exam = await prepareExam({ dataDir }, students, 60, questions)
  const database = await openDatabase({ dataDir })
  const { db } = database
  await db.execute(sql`
    insert into exam_answers (exam_id, user_id, question_id, answer, revision, received_at)
    select s.exam_id, s.user_id, q.id, 'A', 1, now()
    from exam_students s join exam_questions q on q.exam_id = s.exam_id and q.quiz_form = 0
    where s.exam_id = ${exam.examId}`)
  await db.execute(sql`analyze`)
  const papers = examPapers(db, createLogger('silent'))
  const last = exam.questionIds.at(-1) ?? null
  const times: number[] = []
  for (let i = 0; i < 30; i++) {
    const started = performance.now()
    const counts = await papers.storedCounts(exam.examId, last)
    times.push(performance.now() - started)
    if (counts.answered !== students) throw new Error(`answered ${counts.answered}, expected ${students}`)
  }
  times.sort((a, b) => a - b)
  const ms = (value: number | undefined) => (value ?? Number.NaN).toFixed(1)
  console.log(
    `${students} students × ${questions} questions on PGlite: live counts p50 ${ms(times[15])} ms, ` +
      `max ${ms(times.at(-1))} ms (30 reads)`,
  )
  await database.close()
} finally {
  fs.rmSync(dataDir, { recursive: true, force: true })
}
