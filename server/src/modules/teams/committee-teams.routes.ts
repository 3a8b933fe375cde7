import {
  confirmTeam,
  listAllTeams,
  markTeamPaidByCommittee,
  recordTeamResult,
  reviewTeam,
} from '@spell/shared/api/teams/committee'
import { Router } from 'express'
import type { AppServices } from '../../app-services'
import { mountCall } from '../../http/define-route'
import { recordTeamFeeTransfer } from './team-fee-transfer'
import { resultColumns } from './team-results'
import { presentCommitteeTeam } from './teams.presenter'
import {
  allTeams,
  confirmAndCertify,
  membersByTeam,
  moveTeam,
  recordResult,
  teamTransitions,
} from './teams.service'

const committee = { access: ['committee'] } as const

/** The committee's side of teams (/admin): review, payment received, confirmation, results. */
export function committeeTeamRoutes(services: AppServices) {
  const { db } = services
  const router = Router()

  mountCall(router, listAllTeams, committee, async ({ status }) => {
    const rows = await allTeams(db, status)
    const members = await membersByTeam(
      db,
      rows.map((r) => r.team.id),
    )
    return rows.map((r) => presentCommitteeTeam({ ...r, members: members.get(r.team.id) ?? [] }))
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

  // A committee settlement by transfer record, through the order core like every payment.
  mountCall(router, markTeamPaidByCommittee, committee, async (input, { req, user }) => {
    await recordTeamFeeTransfer(services, user.id, input, req.lang)
    return null
  })

  mountCall(router, confirmTeam, committee, async ({ teamId }) => {
    const certificateCode = await db.transaction((tx) => confirmAndCertify(tx, teamId))
    return { certificateCode }
  })

  mountCall(router, recordTeamResult, committee, async ({ teamId, ...result }) => {
    const values = resultColumns(result)
    await recordResult(db, teamId, values)
    return { total: values.score }
  })

  return router
}
