import { TEAM_PAYED, type TeamStatus } from '@spell/shared/api/teams/teams'
import { and, asc, count, desc, eq, inArray } from 'drizzle-orm'
import type { Db, Tx as Transaction } from '../../db/database'
import { certificates, clubs, schools, teamMembers, teams } from '../../db/schema'
import { AppError } from '../../http/app-error'
import { issueTeamCertificate } from '../certificates/certificates.service'

/** A transaction or the database itself. */
type Tx = Transaction | Db

/** Which statuses each lifecycle step may start from. */
export const teamTransitions = {
  submitForReview: ['submitted', 'failed'],
  review: ['review'],
} as const satisfies Record<string, readonly TeamStatus[]>

/** Members may change before the team is sent for review and after a rejection. */
export const EDITABLE_STATUSES: readonly TeamStatus[] = ['submitted', 'failed']

/**
 * Moves a team from one of `from` to the given values in one conditional update, so two clicks or two
 * committee members cannot both pass: the second finds the status changed and is refused.
 */
export async function moveTeam(
  tx: Tx,
  teamId: number,
  from: readonly TeamStatus[],
  values: Partial<typeof teams.$inferInsert>,
) {
  const [row] = await tx
    .update(teams)
    .set(values)
    .where(and(eq(teams.id, teamId), inArray(teams.status, [...from])))
    .returning()
  if (row) return row
  const [exists] = await tx.select({ id: teams.id }).from(teams).where(eq(teams.id, teamId))
  throw exists ? new AppError('conflict', 'team.badTransition') : new AppError('notFound', 'team.notFound')
}

/**
 * The order core's onPaid handler for a team order: records the payment once (a repeated notification
 * changes nothing). Call it inside the transaction that marks the order paid.
 */
export async function markTeamPaid(tx: Tx, teamId: number, orderNo: string) {
  const [row] = await tx
    .update(teams)
    .set({ payed: TEAM_PAYED.paid, orderNo })
    .where(and(eq(teams.id, teamId), eq(teams.payed, TEAM_PAYED.unpaid)))
    .returning({ id: teams.id })
  if (row) return true
  const [exists] = await tx.select({ payed: teams.payed }).from(teams).where(eq(teams.id, teamId))
  if (!exists) throw new AppError('notFound', 'team.notFound')
  return false
}

/** Issues the participation certificate of an approved and paid team (unique code, verified at /query). */
export async function confirmAndCertify(tx: Tx, teamId: number) {
  const [team] = await tx.select().from(teams).where(eq(teams.id, teamId))
  if (!team) throw new AppError('notFound', 'team.notFound')
  if (team.status !== 'approved' || team.confirmed) throw new AppError('conflict', 'team.badTransition')
  if (team.payed !== TEAM_PAYED.paid) throw new AppError('conflict', 'team.notPaid')
  const certificate = await issueTeamCertificate(tx, team)
  const [done] = await tx
    .update(teams)
    .set({ confirmed: true, certificateId: certificate.id })
    .where(and(eq(teams.id, teamId), eq(teams.confirmed, false)))
    .returning({ id: teams.id })
  if (!done) throw new AppError('conflict', 'team.badTransition')
  return certificate.code
}

/** Every team for the committee, of one status or all, newest first, with school, club, certificate. */
export function allTeams(db: Db, status?: TeamStatus) {
  return db
    .select({
      team: teams,
      schoolName: schools.schoolName,
      clubName: clubs.clubName,
      certificateCode: certificates.code,
      memberCount: count(teamMembers.id),
    })
    .from(teams)
    .innerJoin(schools, eq(schools.id, teams.schoolId))
    .innerJoin(clubs, eq(clubs.id, teams.clubId))
    .leftJoin(certificates, eq(certificates.id, teams.certificateId))
    .leftJoin(teamMembers, eq(teamMembers.teamId, teams.id))
    .where(status ? eq(teams.status, status) : undefined)
    .groupBy(teams.id, schools.schoolName, clubs.clubName, certificates.code)
    .orderBy(desc(teams.id))
}

/** The members of the given teams, by team, in the order they were added. */
export async function membersByTeam(db: Db, teamIds: number[]) {
  const byTeam = new Map<number, { id: number; name: string; age: number; sex: number }[]>()
  if (teamIds.length === 0) return byTeam
  const rows = await db
    .select({
      teamId: teamMembers.teamId,
      id: teamMembers.id,
      name: teamMembers.name,
      age: teamMembers.age,
      sex: teamMembers.sex,
    })
    .from(teamMembers)
    .where(inArray(teamMembers.teamId, teamIds))
    .orderBy(asc(teamMembers.id))
  for (const { teamId, ...member } of rows) byTeam.set(teamId, [...(byTeam.get(teamId) ?? []), member])
  return byTeam
}

/** Stores a team's results (progress, games, total, rank); a team that is gone is not found. */
export async function recordResult(db: Db, teamId: number, values: Partial<typeof teams.$inferInsert>) {
  const [row] = await db.update(teams).set(values).where(eq(teams.id, teamId)).returning({ id: teams.id })
  if (!row) throw new AppError('notFound', 'team.notFound')
}
