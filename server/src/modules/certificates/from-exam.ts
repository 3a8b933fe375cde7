import { groupOfGrade } from '@spell/shared'
import { type AwardRules, assignAwards } from '@spell/shared/api/certificates/award-rules'
import { and, eq, sql } from 'drizzle-orm'
import type { AppServices } from '../../app-services'
import { examAnswers, examStudents, exams, userInfos, users } from '../../db/schema'
import { AppError } from '../../http/app-error'
import { seasonName } from './certificates.service'
import { existingIndividuals, insertIndividuals } from './issue-certificates'

/**
 * The awards a semi-final's results give under the committee's rules. Only an ended exam is used (its
 * scores are final); a student took part if they submitted or answered at least one question. Their
 * group comes from their information (group, else the group of their grade).
 */
export async function awardsFromExam({ db, exams: runtime }: AppServices, quizId: number, rules: AwardRules) {
  const [exam] = await db.select().from(exams).where(eq(exams.id, quizId))
  if (!exam) throw new AppError('notFound', 'certificate.examRequired')
  if ((await runtime.sessions.progress(quizId)).phase !== 'ended')
    throw new AppError('conflict', 'certificate.examNotEnded')
  const { scores } = await runtime.papers.score(quizId)
  const answered = db
    .select({ userId: examAnswers.userId, n: sql<number>`count(*)::int`.as('n') })
    .from(examAnswers)
    .where(and(eq(examAnswers.examId, quizId), sql`${examAnswers.answer} <> ''`))
    .groupBy(examAnswers.userId)
    .as('answered')
  const students = await db
    .select({
      userId: users.id,
      userName: users.userName,
      phone: users.phone,
      submittedAt: examStudents.submittedAt,
      answered: answered.n,
      groupId: userInfos.groupId,
      grade: userInfos.grade,
    })
    .from(examStudents)
    .innerJoin(users, eq(users.id, examStudents.userId))
    .leftJoin(userInfos, eq(userInfos.userId, users.id))
    .leftJoin(answered, eq(answered.userId, users.id))
    .where(eq(examStudents.examId, quizId))
  const tookPart = students
    .filter((s) => s.submittedAt !== null || (s.answered ?? 0) > 0)
    .map((s) => ({
      userId: s.userId,
      userName: s.userName,
      phone: s.phone,
      score: scores.get(s.userId) ?? 0,
      group: s.groupId ?? (s.grade ? (groupOfGrade(s.grade)?.value ?? null) : null),
    }))
  const ranked = assignAwards(tookPart, rules)
  const name = await seasonName(db, exam.season)
  const existing = await existingIndividuals(
    db,
    exam.season,
    exam.raceSchedule,
    ranked.map((r) => ({ userId: r.userId, holderName: r.userName })),
  )
  const rows = ranked.map((r) => ({ ...r, existingCode: existing.get(`u:${r.userId}`) ?? null }))
  const counts: Record<string, number> = { 1: 0, 2: 0, 3: 0, 4: 0, 5: 0 }
  for (const r of rows) counts[r.award] = (counts[r.award] ?? 0) + 1
  return { exam, seasonName: name, rows, counts }
}

/** Issues the certificates the preview showed; students without a group or with one already are left. */
export async function issueFromExam(
  services: AppServices,
  quizId: number,
  rules: AwardRules,
  issuedBy: number,
) {
  const { exam, seasonName: name, rows, counts } = await awardsFromExam(services, quizId, rules)
  const ready = rows.filter((r) => r.group !== null)
  const { issued, already } = await services.db.transaction((tx) =>
    insertIndividuals(
      tx,
      { season: exam.season, seasonName: name, stage: exam.raceSchedule },
      ready.map((r) => ({
        holderName: r.userName,
        holderPhone: r.phone,
        userId: r.userId,
        award: r.award,
        groupId: r.group as number,
        examId: exam.id,
        issuedBy,
      })),
    ),
  )
  return { issued, alreadyIssued: already, missingGroup: rows.length - ready.length, counts }
}
