import { TEAM_PAYED } from '@spell/shared/api/teams/teams'
import { eq } from 'drizzle-orm'
import { teams } from '../../db/schema'
import { AppError } from '../../http/app-error'
import { registerOrderKind } from '../orders/order-kinds'
import { ownTeam } from './team-access'
import { markTeamPaid } from './teams.service'

/**
 * The team fee (product 9, order kind 'team', 480 RMB per team per season): a school teacher pays for
 * one of their school's unpaid teams; paying marks the team paid, a refund marks it refunded.
 */
export function registerTeamOrderKind() {
  registerOrderKind('team', {
    roles: ['schoolTeacher'],
    async prepare(db, input, user) {
      if (!input.teamId) throw new AppError('invalidInput', 'order.teamRequired')
      const team = await ownTeam(db, user.id, input.teamId)
      if (team.payed !== TEAM_PAYED.unpaid) throw new AppError('conflict', 'order.alreadyPaid')
      return { schoolId: team.schoolId, teamId: team.id }
    },
    async onPaid(tx, order) {
      if (!order.teamId) throw new Error(`order ${order.orderNo} has no team`)
      await markTeamPaid(tx, order.teamId, order.orderNo)
    },
    async onRefunded(tx, order) {
      if (order.teamId)
        await tx.update(teams).set({ payed: TEAM_PAYED.refunded }).where(eq(teams.id, order.teamId))
    },
  })
}
