import type { CallRequest } from '@spell/shared'
import type { saveTeamMember } from '@spell/shared/api/teams/members'
import {
  type getTeamListByActivityType,
  type getTeamResults,
  MAX_TEAM_MEMBERS,
  MAX_TEAMS_PER_GROUP,
  type saveTeamClub,
  TEAM_CODE_TYPE,
} from '@spell/shared/api/teams/teams'
import { and, asc, count, desc, eq, ilike, isNull, or, type SQL } from 'drizzle-orm'
import type { Db } from '../../db/database'
import { certificates, clubs, schools, teamMembers, teams } from '../../db/schema'
import { AppError } from '../../http/app-error'
import type { KeyValueStore } from '../../kv/key-value-store'
import { checkCode } from '../codes/codes.service'
import { currentSeasonId } from '../seasons/seasons.service'
import { ownTeam } from './team-access'
import { EDITABLE_STATUSES } from './teams.service'

/** How many teams the school has signed up in each group (club level) of the season. */
async function teamsPerGroup(db: Db, schoolId: number, season: number) {
  const rows = await db
    .select({ level: teams.teamLevel, n: count() })
    .from(teams)
    .where(and(eq(teams.schoolId, schoolId), eq(teams.season, season)))
    .groupBy(teams.teamLevel)
  return new Map(rows.map((r) => [r.level, r.n]))
}

/**
 * Clubs open to everyone (no school) and, for a school user, the clubs of their own school, each saying
 * whether the school's group is already full this season (so the limit is known before any SMS code).
 */
export async function visibleClubs(db: Db, schoolId: number | null) {
  const where = schoolId ? or(isNull(clubs.schoolId), eq(clubs.schoolId, schoolId)) : isNull(clubs.schoolId)
  const rows = await db
    .select({ id: clubs.id, clubName: clubs.clubName, schoolId: clubs.schoolId, clubLevel: clubs.clubLevel })
    .from(clubs)
    .where(where)
    .orderBy(asc(clubs.clubLevel), asc(clubs.id))
  const taken = schoolId ? await teamsPerGroup(db, schoolId, await currentSeasonId(db)) : new Map()
  return rows.map((c) => ({ ...c, full: (taken.get(c.clubLevel) ?? 0) >= MAX_TEAMS_PER_GROUP }))
}

/**
 * Signs a team of the school up under a club it may use, after the teacher's phone code; a school has
 * at most MAX_TEAMS_PER_GROUP teams per group and season. Answers the new team's id.
 */
export async function signUpTeam(
  db: Db,
  store: KeyValueStore,
  { userId, schoolId }: { userId: number; schoolId: number },
  input: CallRequest<typeof saveTeamClub>,
) {
  const [club] = await db.select().from(clubs).where(eq(clubs.id, input.clubId))
  if (!club || (club.schoolId !== null && club.schoolId !== schoolId))
    throw new AppError('invalidInput', 'team.clubNotFound')
  const season = input.season ?? (await currentSeasonId(db))
  // The group limit is told before the code is checked (and used up), so a full group costs no code.
  if (((await teamsPerGroup(db, schoolId, season)).get(club.clubLevel) ?? 0) >= MAX_TEAMS_PER_GROUP)
    throw new AppError('conflict', 'team.limit')
  if (!(await checkCode(store, { target: input.phone, codeType: TEAM_CODE_TYPE, code: input.code })))
    throw new AppError('invalidInput', 'code.wrong')
  return db.transaction(async (tx) => {
    // Lock the school row so two sign-ups at once cannot both pass the limit.
    await tx.select({ id: schools.id }).from(schools).where(eq(schools.id, schoolId)).for('update')
    const [taken] = await tx
      .select({ n: count() })
      .from(teams)
      .where(and(eq(teams.schoolId, schoolId), eq(teams.season, season), eq(teams.teamLevel, club.clubLevel)))
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
        creatorId: userId,
      })
      .returning({ id: teams.id })
    if (!team) throw new Error('team not saved')
    return team.id
  })
}

/** The school's teams with their club and number of members, newest first, filtered as asked. */
export function schoolTeams(db: Db, schoolId: number, query: CallRequest<typeof getTeamListByActivityType>) {
  const filters: SQL[] = [eq(teams.schoolId, schoolId)]
  if (query.season) filters.push(eq(teams.season, query.season))
  if (query.teamLevel) filters.push(eq(teams.teamLevel, query.teamLevel))
  if (query.teamName) filters.push(ilike(teams.teamName, `%${query.teamName}%`))
  if (query.payed !== undefined) filters.push(eq(teams.payed, query.payed))
  return db
    .select({ team: teams, clubName: clubs.clubName, memberCount: count(teamMembers.id) })
    .from(teams)
    .innerJoin(clubs, eq(clubs.id, teams.clubId))
    .leftJoin(teamMembers, eq(teamMembers.teamId, teams.id))
    .where(and(...filters))
    .groupBy(teams.id, clubs.clubName)
    .orderBy(desc(teams.id))
}

/** The school's own teams' results (never another school's): this season's, or every season's. */
export async function schoolTeamResults(
  db: Db,
  schoolId: number,
  { season, scope }: CallRequest<typeof getTeamResults>,
) {
  const filters: SQL[] = [eq(teams.schoolId, schoolId)]
  if (scope === 'season') filters.push(eq(teams.season, season ?? (await currentSeasonId(db))))
  else if (season) filters.push(eq(teams.season, season))
  return db
    .select({ team: teams, clubName: clubs.clubName })
    .from(teams)
    .innerJoin(clubs, eq(clubs.id, teams.clubId))
    .where(and(...filters))
    .orderBy(desc(teams.season), asc(teams.teamLevel), asc(teams.id))
}

/** A team with its school, club, certificate code and members. */
export async function teamWithMembers(db: Db, teamId: number) {
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
  return { ...row, members }
}
export type TeamWithMembers = Awaited<ReturnType<typeof teamWithMembers>>

/**
 * The asker's school's team while its members may change: before it is sent for review and after a
 * rejection. During the review and once approved they are fixed, and the refusal says which.
 */
async function editableTeam(db: Db, userId: number, teamId: number) {
  const team = await ownTeam(db, userId, teamId)
  if (!EDITABLE_STATUSES.includes(team.status as 'submitted'))
    throw new AppError('conflict', team.status === 'review' ? 'team.inReview' : 'team.locked')
  return team
}

/** Changes a member (`id`) or adds one, at most MAX_TEAM_MEMBERS a team; answers the member's id. */
export async function saveMember(
  db: Db,
  userId: number,
  { teamId, id, ...member }: CallRequest<typeof saveTeamMember>,
) {
  await editableTeam(db, userId, teamId)
  if (id) {
    const [row] = await db
      .update(teamMembers)
      .set(member)
      .where(and(eq(teamMembers.id, id), eq(teamMembers.teamId, teamId)))
      .returning({ id: teamMembers.id })
    if (!row) throw new AppError('notFound')
    return id
  }
  return db.transaction(async (tx) => {
    await tx.select({ id: teams.id }).from(teams).where(eq(teams.id, teamId)).for('update')
    const [taken] = await tx.select({ n: count() }).from(teamMembers).where(eq(teamMembers.teamId, teamId))
    if ((taken?.n ?? 0) >= MAX_TEAM_MEMBERS) throw new AppError('conflict', 'team.membersFull')
    const [row] = await tx
      .insert(teamMembers)
      .values({ ...member, teamId })
      .returning({ id: teamMembers.id })
    return row?.id ?? 0
  })
}

/** Removes a member of the asker's school's team while its members may still change. */
export async function deleteMember(db: Db, userId: number, teamId: number, id: number) {
  await editableTeam(db, userId, teamId)
  await db.delete(teamMembers).where(and(eq(teamMembers.id, id), eq(teamMembers.teamId, teamId)))
}
