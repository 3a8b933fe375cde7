import { deleteTeamMember, saveTeamMember, submitTeamForReview } from '@spell/shared/api/teams/members'
import {
  getClubList,
  getTeamInfo,
  getTeamListByActivityType,
  getTeamResults,
  MAX_TEAM_MEMBERS,
  MAX_TEAMS_PER_GROUP,
  saveTeamClub,
  TEAM_CODE_TYPE,
} from '@spell/shared/api/teams/teams'
import { and, asc, count, desc, eq, ilike, isNull, or, type SQL } from 'drizzle-orm'
import { Router } from 'express'
import type { AppServices } from '../../app-services'
import type { Db } from '../../db/database'
import { certificates, clubs, schools, teamMembers, teams } from '../../db/schema'
import { AppError } from '../../http/app-error'
import { mountCall } from '../../http/define-route'
import { checkCode } from '../codes/codes.service'
import { schoolOfUser } from '../school-console/school-access'
import { currentSeasonId } from '../seasons/seasons.service'
import { ownTeam } from './team-access'
import { gamesOf } from './team-results'
import { EDITABLE_STATUSES, moveTeam, teamTransitions } from './teams.service'

const schoolTeacher = { access: ['schoolTeacher'] } as const

/** Clubs open to everyone (no school) and, for a school user, the clubs of their own schools. */
async function visibleClubs(db: Db, schoolId: number | null) {
  const where = schoolId ? or(isNull(clubs.schoolId), eq(clubs.schoolId, schoolId)) : isNull(clubs.schoolId)
  return db
    .select({ id: clubs.id, clubName: clubs.clubName, schoolId: clubs.schoolId, clubLevel: clubs.clubLevel })
    .from(clubs)
    .where(where)
    .orderBy(asc(clubs.clubLevel), asc(clubs.id))
}

export async function teamInfo(db: Db, teamId: number) {
  const [row] = await db
    .select({
      team: teams,
      schoolName: schools.schoolName,
      clubName: clubs.clubName,
      certificateCode: certificates.code,
    })
    .from(teams)
    .innerJoin(schools, eq(schools.id, teams.schoolId))
    .innerJoin(clubs, eq(clubs.id, teams.clubId))
    .leftJoin(certificates, eq(certificates.id, teams.certificateId))
    .where(eq(teams.id, teamId))
  if (!row) throw new AppError('notFound', 'team.notFound')
  const members = await db
    .select({ id: teamMembers.id, name: teamMembers.name, age: teamMembers.age, sex: teamMembers.sex })
    .from(teamMembers)
    .where(eq(teamMembers.teamId, teamId))
    .orderBy(asc(teamMembers.id))
  const { team } = row
  return {
    teamId: team.id,
    schoolName: row.schoolName,
    teamLevel: team.teamLevel,
    teamNum: MAX_TEAM_MEMBERS,
    teamName: team.teamName,
    userName: team.teacherName,
    phone: team.phone,
    clubName: row.clubName,
    season: team.season,
    status: team.status as 'submitted',
    reason: team.reason,
    payed: team.payed,
    confirmed: team.confirmed,
    certificateCode: team.confirmed ? row.certificateCode : null,
    progress: team.progress,
    score: team.score,
    members,
  }
}

/** Team sign-up, the school's team list and detail, members and submission for review. */
export function teamRoutes({ db, store }: AppServices) {
  const router = Router()

  mountCall(router, getClubList, { access: 'public' }, async (_input, { user }) => {
    const schoolId = user?.role === 'schoolTeacher' ? await schoolOfUser(db, user.id).catch(() => null) : null
    return visibleClubs(db, schoolId)
  })

  mountCall(router, saveTeamClub, schoolTeacher, async (input, { user }) => {
    const schoolId = await schoolOfUser(db, user.id)
    const [club] = await db.select().from(clubs).where(eq(clubs.id, input.clubId))
    if (!club || (club.schoolId !== null && club.schoolId !== schoolId))
      throw new AppError('invalidInput', 'team.clubNotFound')
    if (!(await checkCode(store, { target: input.phone, codeType: TEAM_CODE_TYPE, code: input.code })))
      throw new AppError('invalidInput', 'code.wrong')
    const season = input.season ?? (await currentSeasonId(db))
    return db.transaction(async (tx) => {
      // Lock the school row so two sign-ups at once cannot both pass the limit.
      await tx.select({ id: schools.id }).from(schools).where(eq(schools.id, schoolId)).for('update')
      const [taken] = await tx
        .select({ n: count() })
        .from(teams)
        .where(
          and(eq(teams.schoolId, schoolId), eq(teams.season, season), eq(teams.teamLevel, club.clubLevel)),
        )
      if ((taken?.n ?? 0) >= MAX_TEAMS_PER_GROUP) throw new AppError('conflict', 'team.limit')
      const [team] = await tx
        .insert(teams)
        .values({
          schoolId,
          clubId: club.id,
          season,
          teamName: input.teamName,
          teamLevel: club.clubLevel,
          teacherName: input.teacherName,
          phone: input.phone,
          creatorId: user.id,
        })
        .returning({ id: teams.id })
      if (!team) throw new Error('team not saved')
      return { teamId: team.id }
    })
  })

  mountCall(router, getTeamListByActivityType, schoolTeacher, async (query, { user }) => {
    const schoolId = await schoolOfUser(db, user.id)
    const filters: SQL[] = [eq(teams.schoolId, schoolId)]
    if (query.season) filters.push(eq(teams.season, query.season))
    if (query.teamLevel) filters.push(eq(teams.teamLevel, query.teamLevel))
    if (query.teamName) filters.push(ilike(teams.teamName, `%${query.teamName}%`))
    if (query.payed !== undefined) filters.push(eq(teams.payed, query.payed))
    const rows = await db
      .select({ team: teams, clubName: clubs.clubName, memberCount: count(teamMembers.id) })
      .from(teams)
      .innerJoin(clubs, eq(clubs.id, teams.clubId))
      .leftJoin(teamMembers, eq(teamMembers.teamId, teams.id))
      .where(and(...filters))
      .groupBy(teams.id, clubs.clubName)
      .orderBy(desc(teams.id))
    return rows.map(({ team, clubName, memberCount }) => ({
      teamId: team.id,
      teamName: team.teamName,
      season: team.season,
      teamLevel: team.teamLevel,
      clubName,
      teacherMasterName: team.teacherName,
      teacherMasterPhone: team.phone,
      payed: team.payed,
      status: team.status as 'submitted',
      confirmed: team.confirmed,
      memberCount,
    }))
  })

  // Only the asker's own school's teams: results of other schools are never listed.
  mountCall(router, getTeamResults, schoolTeacher, async ({ season, scope }, { user }) => {
    const schoolId = await schoolOfUser(db, user.id)
    const filters: SQL[] = [eq(teams.schoolId, schoolId)]
    if (scope === 'season') filters.push(eq(teams.season, season ?? (await currentSeasonId(db))))
    else if (season) filters.push(eq(teams.season, season))
    const rows = await db
      .select({ team: teams, clubName: clubs.clubName })
      .from(teams)
      .innerJoin(clubs, eq(clubs.id, teams.clubId))
      .where(and(...filters))
      .orderBy(desc(teams.season), asc(teams.teamLevel), asc(teams.id))
    return rows.map(({ team, clubName }) => ({
      teamId: team.id,
      teamName: team.teamName,
      season: team.season,
      teamLevel: team.teamLevel,
      clubName,
      status: team.status as 'submitted',
      payed: team.payed,
      confirmed: team.confirmed,
      progress: team.progress,
      games: gamesOf(team),
      total: team.score,
      rank: team.teamRank,
    }))
  })

  mountCall(router, getTeamInfo, schoolTeacher, async ({ teamId }, { user }) => {
    await ownTeam(db, user.id, teamId)
    return teamInfo(db, teamId)
  })

  mountCall(router, saveTeamMember, schoolTeacher, async ({ teamId, id, ...member }, { user }) => {
    const team = await ownTeam(db, user.id, teamId)
    if (!EDITABLE_STATUSES.includes(team.status as 'submitted')) throw new AppError('conflict', 'team.locked')
    if (id) {
      const [row] = await db
        .update(teamMembers)
        .set(member)
        .where(and(eq(teamMembers.id, id), eq(teamMembers.teamId, teamId)))
        .returning({ id: teamMembers.id })
      if (!row) throw new AppError('notFound')
      return { id }
    }
    return db.transaction(async (tx) => {
      await tx.select({ id: teams.id }).from(teams).where(eq(teams.id, teamId)).for('update')
      const [taken] = await tx.select({ n: count() }).from(teamMembers).where(eq(teamMembers.teamId, teamId))
      if ((taken?.n ?? 0) >= MAX_TEAM_MEMBERS) throw new AppError('conflict', 'team.membersFull')
      const [row] = await tx
        .insert(teamMembers)
        .values({ ...member, teamId })
        .returning({ id: teamMembers.id })
      return { id: row?.id ?? 0 }
    })
  })

  mountCall(router, deleteTeamMember, schoolTeacher, async ({ teamId, id }, { user }) => {
    const team = await ownTeam(db, user.id, teamId)
    if (!EDITABLE_STATUSES.includes(team.status as 'submitted')) throw new AppError('conflict', 'team.locked')
    await db.delete(teamMembers).where(and(eq(teamMembers.id, id), eq(teamMembers.teamId, teamId)))
    return null
  })

  mountCall(
    router,
    submitTeamForReview,
    schoolTeacher,
    async ({ teamId, teamName, teacherName }, { user }) => {
      await ownTeam(db, user.id, teamId)
      await moveTeam(db, teamId, teamTransitions.submitForReview, {
        status: 'review',
        reason: null,
        ...(teamName ? { teamName } : {}),
        ...(teacherName ? { teacherName } : {}),
      })
      return null
    },
  )

  return router
}
