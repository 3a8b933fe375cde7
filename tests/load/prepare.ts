import { createHash, randomBytes } from 'node:crypto'
import { and, eq } from 'drizzle-orm'
import pg from 'pg'
import { openDatabase } from '../../server/src/db/database'
import { examAnswers, examStudents, sessions, users } from '../../server/src/db/schema'
import { seedDatabase } from '../../server/src/db/seed/seed'
import { createLogger } from '../../server/src/logger'
import { SESSION_TTL_MS } from '../../server/src/modules/auth/sessions.service'
import { buildExam, buildSignedInUser } from '../../server/src/test-support/factories'
import type { StudentSeat } from './protocol'

/** The PostgreSQL server the benches use with --pg, without a database name. */
export const PG_ADMIN_URL = process.env.BENCH_PG_URL ?? 'postgres://postgres@127.0.0.1:5432'

/** Runs statements on the server's own `postgres` database: creating and dropping the benches' databases. */
export async function onPgServer(...statements: string[]) {
  const admin = new pg.Client({ connectionString: `${PG_ADMIN_URL}/postgres` })
  await admin.connect()
  try {
    for (const statement of statements) await admin.query(statement)
  } finally {
    await admin.end()
  }
}

/** Where the server keeps its data: an embedded database folder, or a PostgreSQL database. */
export type Target = { dataDir: string; databaseUrl?: undefined } | { dataDir: string; databaseUrl: string }

export interface PreparedExam {
  examId: number
  /** By quizSequence: index 0 is the example, 1.. the real questions. */
  questionIds: number[]
  judgeId: number
  judgeToken: string
  students: StudentSeat[]
}

const CHUNK = 1000
/** As sessions.service.ts stores it: only the SHA-256 of the token. */
const hashToken = (token: string) => createHash('sha256').update(token).digest('hex')

/** The e-mail a prepared student signs in with (their password is the one given to prepareExam). */
export const studentEmail = (index: number) => `bench-student-${index + 1}@example.com`

/**
 * A judge, `count` enrolled students with live sessions, and an open exam (one example and `real`
 * questions of `seconds` each), written in bulk with the project's own schema and factories. The
 * database is closed afterwards: PGlite lets one process in at a time, and the server comes next.
 * With `passwordHash` (one Argon2id hash, shared: hashing thousands would take minutes), every
 * student has an e-mail (studentEmail) and that password, and can sign in by the real login call.
 */
export async function prepareExam(
  target: Target,
  count: number,
  seconds: number,
  real: number,
  passwordHash?: string,
): Promise<PreparedExam> {
  const database = await openDatabase(target)
  try {
    const { db } = database
    await seedDatabase(db, { demo: false, logger: createLogger('silent') })
    const judge = await buildSignedInUser(db, 'judge')
    const { exam, questions } = await buildExam(db, { seconds, real, judgeIds: [judge.user.id] })
    const students: StudentSeat[] = []
    const now = new Date()
    const expiresAt = new Date(now.getTime() + SESSION_TTL_MS)
    for (let from = 0; from < count; from += CHUNK) {
      const size = Math.min(CHUNK, count - from)
      const rows = await db
        .insert(users)
        .values(
          Array.from({ length: size }, (_, i) => ({
            role: 'student',
            userName: `压测学生 ${from + i + 1}`,
            ...(passwordHash ? { email: studentEmail(from + i), passwordHash } : {}),
          })),
        )
        .returning({ id: users.id })
      const seats = rows.map((row) => ({ userId: row.id, token: randomBytes(32).toString('base64url') }))
      await db.insert(sessions).values(
        seats.map((seat) => ({
          userId: seat.userId,
          tokenHash: hashToken(seat.token),
          expiresAt,
          createdAt: now,
        })),
      )
      await db.insert(examStudents).values(seats.map((seat) => ({ examId: exam.id, userId: seat.userId })))
      students.push(...seats)
    }
    return {
      examId: exam.id,
      questionIds: [...questions].sort((a, b) => a.quizSequence - b.quizSequence).map((q) => q.id),
      judgeId: judge.user.id,
      judgeToken: judge.token,
      students,
    }
  } finally {
    await database.close()
  }
}

/** The stored answers to one question, read once the server has stopped. */
export async function storedAnswers(target: Target, examId: number, questionId: number) {
  const database = await openDatabase(target)
  try {
    return await database.db
      .select({ userId: examAnswers.userId, revision: examAnswers.revision })
      .from(examAnswers)
      .where(and(eq(examAnswers.examId, examId), eq(examAnswers.questionId, questionId)))
  } finally {
    await database.close()
  }
}
