import { deleteClub, listClubs, saveClub } from '@spell/shared/api/teams/committee'
import { and, asc, count, eq, ilike, ne, type SQL } from 'drizzle-orm'
import { Router } from 'express'
import type { AppServices } from '../../app-services'
import type { Db } from '../../db/database'
import { clubs, schools, teams } from '../../db/schema'
import { AppError } from '../../http/app-error'
import { mountCall } from '../../http/define-route'

const committee = { access: ['committee'] } as const

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

/** The committee's clubs (/admin/clubs): list, create, edit, and delete while no team uses them. */
export function committeeClubRoutes({ db }: AppServices) {
  const router = Router()

  mountCall(router, listClubs, committee, ({ schoolId, clubName }) => {
    const filters: SQL[] = []
    if (schoolId) filters.push(eq(clubs.schoolId, schoolId))
    if (clubName) filters.push(ilike(clubs.clubName, `%${clubName}%`))
    return clubRows(db, filters.length ? and(...filters) : undefined)
  })

  mountCall(router, saveClub, committee, async ({ id, clubName, clubLevel, schoolId: asked }) => {
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
      const [row] = await db
        .insert(clubs)
        .values({ clubName, clubLevel, schoolId })
        .returning({ id: clubs.id })
      clubId = row?.id
    }
    const [saved] = await clubRows(db, eq(clubs.id, clubId ?? 0))
    if (!saved) throw new Error('club not saved')
    return saved
  })

  mountCall(router, deleteClub, committee, async ({ id }) => {
    await db.transaction(async (tx) => {
      const [club] = await tx.select().from(clubs).where(eq(clubs.id, id)).for('update')
      if (!club) throw new AppError('notFound', 'team.clubNotFound')
      const [used] = await tx.select({ n: count() }).from(teams).where(eq(teams.clubId, id))
      if ((used?.n ?? 0) > 0) throw new AppError('conflict', 'club.hasTeams')
      await tx.delete(clubs).where(eq(clubs.id, id))
    })
    return null
  })

  return router
}
