import {
  confirmTeam,
  listAllTeams,
  markTeamPaidByCommittee,
  recordTeamResult,
  reviewTeam,
} from '@spell/shared/api/teams/committee'
import { count, desc, eq } from 'drizzle-orm'
import { Router } from 'express'
import type { AppServices } from '../../app-services'
import { certificates, clubs, schools, teamMembers, teams } from '../../db/schema'
import { AppError } from '../../http/app-error'
import { mountCall } from '../../http/define-route'
import { gamesOf, resultColumns } from './team-results'
import { confirmAndCertify, markTeamPaid, moveTeam, teamTransitions } from './teams.service'

const committee = { access: ['committee'] } as const

/** The committee's side of teams (/admin): review, payment received, confirmation, results. */
export function committeeTeamRoutes({ db }: AppServices) {
  const router = Router()

  mountCall(router, listAllTeams, committee, async ({ status }) => {
    const rows = await db
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
    return rows.map(({ team, schoolName, clubName, certificateCode, memberCount }) => ({
      teamId: team.id,
      teamName: team.teamName,
      season: team.season,
      teamLevel: team.teamLevel,
      clubName,
      schoolName,
      teacherMasterName: team.teacherName,
      teacherMasterPhone: team.phone,
      payed: team.payed,
      status: team.status as 'submitted',
      confirmed: team.confirmed,
      memberCount,
      reason: team.reason,
      certificateCode,
      orderNo: team.orderNo,
      progress: team.progress,
      score: team.score,
      games: gamesOf(team),
      rank: team.teamRank,
    }))
  })

  mountCall(router, reviewTeam, committee, async ({ teamId, approve, reason }) => {
    await moveTeam(
      db,
      teamId,
      teamTransitions.review,
      approve ? { status: 'approved', reason: null } : { status: 'failed', reason: reason ?? '' },
    )
    return null
  })

  mountCall(router, markTeamPaidByCommittee, committee, async ({ teamId, orderNo }) => {
    const changed = await markTeamPaid(db, teamId, orderNo || `BANK-${teamId}`)
    if (!changed) throw new AppError('conflict', 'team.badTransition')
    return null
  })

  mountCall(router, confirmTeam, committee, async ({ teamId }) => {
    const certificateCode = await db.transaction((tx) => confirmAndCertify(tx, teamId))
    return { certificateCode }
  })

  mountCall(router, recordTeamResult, committee, async ({ teamId, ...result }) => {
    const values = resultColumns(result)
    const [row] = await db.update(teams).set(values).where(eq(teams.id, teamId)).returning({ id: teams.id })
    if (!row) throw new AppError('notFound', 'team.notFound')
    return { total: values.score }
  })

  return router
}
