import { and, eq } from 'drizzle-orm'
import type { Db } from '../../db/database'
import { teams } from '../../db/schema'
import { AppError } from '../../http/app-error'
import { schoolOfUser } from '../school-console/school-access'

/** The asker's school's team; another school's team is "not found" (its existence is not told). */
export async function ownTeam(db: Db, userId: number, teamId: number) {
  const schoolId = await schoolOfUser(db, userId)
  const [team] = await db
    .select()
    .from(teams)
    .where(and(eq(teams.id, teamId), eq(teams.schoolId, schoolId)))
  if (!team) throw new AppError('notFound', 'team.notFound')
  return team
}
