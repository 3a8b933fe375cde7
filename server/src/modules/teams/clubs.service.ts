import type { CallRequest } from '@spell/shared'
import type { saveClub } from '@spell/shared/api/teams/committee'
import { and, asc, count, eq, ilike, ne, type SQL } from 'drizzle-orm'
import type { Db } from '../../db/database'
import { clubs, schools, teams } from '../../db/schema'
import { AppError } from '../../http/app-error'

/** Clubs with their school's name and how many teams signed up under them. */
async function clubRows(db: Db, where?: SQL) {
  const rows = await db
    .select({
      id: clubs.id,
      clubName: clubs.clubName,
      schoolId: clubs.schoolId,
      schoolName: schools.schoolName,
      clubLevel: clubs.clubLevel,
      teamCount: count(teams.id),
    })
    .from(clubs)
    .leftJoin(schools, eq(schools.id, clubs.schoolId))
    .leftJoin(teams, eq(teams.clubId, clubs.id))
    .where(where)
    .groupBy(clubs.id, schools.schoolName)
    .orderBy(asc(clubs.clubLevel), asc(clubs.id))
  return rows.map((r) => ({ ...r, schoolName: r.schoolName ?? null }))
}

/** The clubs for the committee, of one school and by a part of their name when asked. */
export function committeeClubs(
  db: Db,
  { schoolId, clubName }: { schoolId?: number | undefined; clubName?: string | undefined },
) {
  const filters: SQL[] = []
  if (schoolId) filters.push(eq(clubs.schoolId, schoolId))
  if (clubName) filters.push(ilike(clubs.clubName, `%${clubName}%`))
  return clubRows(db, filters.length ? and(...filters) : undefined)
}

/**
 * Adds a club or changes one (`id`): one name per group and school, and a club teams signed up under
 * keeps its school and group. Answers the club as the list shows it.
 */
export async function storeClub(
  db: Db,
  { id, clubName, clubLevel, schoolId: asked }: CallRequest<typeof saveClub>,
) {
  const schoolId = asked ?? null
  if (schoolId !== null) {
    const [school] = await db.select({ id: schools.id }).from(schools).where(eq(schools.id, schoolId))
    if (!school) throw new AppError('invalidInput', 'club.schoolNotFound')
  }
  const sameName = [eq(clubs.clubName, clubName), eq(clubs.clubLevel, clubLevel)]
  const [twin] = await db
    .select({ id: clubs.id, schoolId: clubs.schoolId })
    .from(clubs)
    .where(and(...sameName, ...(id ? [ne(clubs.id, id)] : [])))
  if (twin && twin.schoolId === schoolId) throw new AppError('conflict', 'club.duplicate')
  let clubId = id
  if (id) {
    const [before] = await db.select().from(clubs).where(eq(clubs.id, id))
    if (!before) throw new AppError('notFound', 'team.clubNotFound')
    // Teams took their school and group from the club when they signed up; those must stay true.
    if (before.schoolId !== schoolId || before.clubLevel !== clubLevel) {
      const [used] = await db.select({ n: count() }).from(teams).where(eq(teams.clubId, id))
      if ((used?.n ?? 0) > 0) throw new AppError('conflict', 'club.lockedByTeams')
    }
    await db.update(clubs).set({ clubName, clubLevel, schoolId }).where(eq(clubs.id, id))
  } else {
    const [row] = await db.insert(clubs).values({ clubName, clubLevel, schoolId }).returning({ id: clubs.id })
    clubId = row?.id
  }
  const [saved] = await clubRows(db, eq(clubs.id, clubId ?? 0))
  if (!saved) throw new Error('club not saved')
  return saved
}

/** Deletes a club while no team uses it. */
export async function removeClub(db: Db, id: number) {
  await db.transaction(async (tx) => {
    const [club] = await tx.select().from(clubs).where(eq(clubs.id, id)).for('update')
    if (!club) throw new AppError('notFound', 'team.clubNotFound')
    const [used] = await tx.select({ n: count() }).from(teams).where(eq(teams.clubId, id))
    if ((used?.n ?? 0) > 0) throw new AppError('conflict', 'club.hasTeams')
    await tx.delete(clubs).where(eq(clubs.id, id))
  })
}
