import { deleteTeamMember, saveTeamMember, submitTeamForReview } from '@spell/shared/api/teams/members'
import {
  getClubList,
  getTeamInfo,
  getTeamListByActivityType,
  getTeamResults,
  saveTeamClub,
} from '@spell/shared/api/teams/teams'
import { Router } from 'express'
import type { AppServices } from '../../app-services'
import { mountCall } from '../../http/define-route'
import { schoolOfUser } from '../school-console/school-access'
import {
  deleteMember,
  saveMember,
  schoolTeamResults,
  schoolTeams,
  signUpTeam,
  teamWithMembers,
  visibleClubs,
} from './school-teams.service'
import { ownTeam } from './team-access'
import { presentSchoolTeam, presentTeamInfo, presentTeamResult } from './teams.presenter'
import { moveTeam, teamTransitions } from './teams.service'

const schoolTeacher = { access: ['schoolTeacher'] } as const

/** Team sign-up, the school's team list and detail, members and submission for review. */
export function teamRoutes({ db, store }: AppServices) {
  const router = Router()

  mountCall(router, getClubList, { access: 'public' }, async (_input, { user }) => {
    const schoolId = user?.role === 'schoolTeacher' ? await schoolOfUser(db, user.id).catch(() => null) : null
    return visibleClubs(db, schoolId)
  })

  mountCall(router, saveTeamClub, schoolTeacher, async (input, { user }) => {
    const schoolId = await schoolOfUser(db, user.id)
    return { teamId: await signUpTeam(db, store, { userId: user.id, schoolId }, input) }
  })

  mountCall(router, getTeamListByActivityType, schoolTeacher, async (query, { user }) =>
    (await schoolTeams(db, await schoolOfUser(db, user.id), query)).map(presentSchoolTeam),
  )

  // Only the asker's own school's teams: results of other schools are never listed.
  mountCall(router, getTeamResults, schoolTeacher, async (query, { user }) =>
    (await schoolTeamResults(db, await schoolOfUser(db, user.id), query)).map(presentTeamResult),
  )

  mountCall(router, getTeamInfo, schoolTeacher, async ({ teamId }, { user }) => {
    await ownTeam(db, user.id, teamId)
    return presentTeamInfo(await teamWithMembers(db, teamId))
  })

  mountCall(router, saveTeamMember, schoolTeacher, async (input, { user }) => ({
    id: await saveMember(db, user.id, input),
  }))

  mountCall(router, deleteTeamMember, schoolTeacher, async ({ teamId, id }, { user }) => {
    await deleteMember(db, user.id, teamId, id)
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
