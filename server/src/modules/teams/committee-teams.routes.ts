import {
  confirmTeam,
  listAllTeams,
  markTeamPaidByCommittee,
  recordTeamResult,
  reviewTeam,
  saveClub,
} from '@spell/shared/api/teams/committee'
import { count, desc, eq } from 'drizzle-orm'
import { Router } from 'express'
import type { AppServices } from '../../app-services'
import { certificates, clubs, schools, teamMembers, teams } from '../../db/schema'
import { AppError } from '../../http/app-error'
import { mountCall } from '../../http/define-route'
import { confirmAndCertify, markTeamPaid, moveTeam, teamTransitions } from './teams.service'

const committee = { access: ['committee'] } as const

/** The committee's side of teams (/admin): review, payment received, confirmation, results; clubs. */
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

  mountCall(router, recordTeamResult, committee, async ({ teamId, progress, score }) => {
    const [row] = await db
      .update(teams)
      .set({ progress, score: score ?? null })
      .where(eq(teams.id, teamId))
      .returning({ id: teams.id })
    if (!row) throw new AppError('notFound', 'team.notFound')
    return null
  })

  mountCall(router, saveClub, committee, async ({ id, ...fields }) => {
    const values = { ...fields, schoolId: fields.schoolId ?? null }
    const [club] = id
      ? await db.update(clubs).set(values).where(eq(clubs.id, id)).returning()
      : await db.insert(clubs).values(values).returning()
    if (!club) throw new AppError('notFound', 'team.clubNotFound')
    return { id: club.id, clubName: club.clubName, schoolId: club.schoolId, clubLevel: club.clubLevel }
  })

  return router
}
