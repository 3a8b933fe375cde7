import { and, eq, inArray, isNull, sql } from 'drizzle-orm'
import type { Db } from '../../db/database'
import { examStudents, exams, orders } from '../../db/schema'

type Tx = Parameters<Parameters<Db['transaction']>[0]>[0]

/**
 * Who may take a season's semi-final: a student whose contest entry for the season is paid
 * (3003), or one the committee added. A paid entry is turned into enrolments at both ends: when the
 * entry is paid (every exam of its season so far) and when the committee makes a new exam (every
 * paid entrant of its season). The demo exam keeps its own list.
 */
export async function enrolEntrant(tx: Db | Tx, userId: number, season: number) {
  const seasonExams = await tx
    .select({ id: exams.id })
    .from(exams)
    .where(and(eq(exams.season, season), eq(exams.isDemo, false)))
  if (seasonExams.length === 0) return
  await tx
    .insert(examStudents)
    .values(seasonExams.map((exam) => ({ examId: exam.id, userId })))
    .onConflictDoNothing()
}

/** A new exam takes in every student whose entry of its season is paid (or being refunded). */
export async function enrolPaidEntrants(db: Db, examId: number, season: number) {
  await db.execute(sql`
    insert into exam_students (exam_id, user_id)
    select distinct ${examId}::integer, ${orders.userId} from ${orders}
    where ${orders.season} = ${season} and ${orders.status} in ('paid', 'refunding')
      and ${orders.items} @> '[{"grants":"entry"}]'::jsonb
    on conflict do nothing`)
}

/** A refunded entry leaves the season's exams it has not started (refunds come before taking part). */
export async function withdrawEntrant(tx: Db | Tx, userId: number, season: number) {
  const seasonExams = tx
    .select({ id: exams.id })
    .from(exams)
    .where(and(eq(exams.season, season), eq(exams.isDemo, false)))
  await tx
    .delete(examStudents)
    .where(
      and(
        eq(examStudents.userId, userId),
        inArray(examStudents.examId, seasonExams),
        isNull(examStudents.confirmedAt),
        isNull(examStudents.submittedAt),
      ),
    )
}
