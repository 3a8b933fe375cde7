import type { CallRequest, Role } from '@spell/shared'
import { applyStatus } from '@spell/shared/api/school-console/paper-apply'
import type { queryPaperResultScore } from '@spell/shared/api/school-console/scores'
import { and, asc, count, desc, eq, ilike, type SQL } from 'drizzle-orm'
import type { Db } from '../../db/database'
import { paperApplies, paperScores } from '../../db/schema'
import { schoolOfUser } from './school-access'

const containing = (text: string) => `%${text.replace(/[%_\\]/g, '\\$&')}%`

/**
 * One page of the scores of a stage, best first: the committee sees every school's (or the one it
 * picks), a school teacher only their own school's and only once the committee has released them.
 */
export async function paperScorePage(
  db: Db,
  user: { id: number; role: Role },
  {
    season,
    raceSchedule,
    userName,
    phone,
    schoolId,
    pageNum,
    pageSize,
  }: CallRequest<typeof queryPaperResultScore>,
) {
  const where: SQL[] = [eq(paperScores.season, season), eq(paperScores.raceSchedule, raceSchedule)]
  if (user.role === 'committee') {
    if (schoolId) where.push(eq(paperScores.schoolId, schoolId))
  } else {
    where.push(eq(paperScores.schoolId, await schoolOfUser(db, user.id, schoolId)))
    where.push(eq(paperApplies.applyStatus, applyStatus.released))
  }
  if (userName) where.push(ilike(paperScores.scoreName, containing(userName)))
  if (phone) where.push(ilike(paperScores.scorePhoneOne, containing(phone)))
  const filter = and(...where)
  const [total] = await db
    .select({ n: count() })
    .from(paperScores)
    .innerJoin(paperApplies, eq(paperApplies.id, paperScores.applyId))
    .where(filter)
  const rows = await db
    .select({ score: paperScores })
    .from(paperScores)
    .innerJoin(paperApplies, eq(paperApplies.id, paperScores.applyId))
    .where(filter)
    .orderBy(desc(paperScores.scores), asc(paperScores.scoreCode))
    .limit(pageSize)
    .offset((pageNum - 1) * pageSize)
  return { total: total?.n ?? 0, scores: rows.map((r) => r.score) }
}
