import {
  advancePaperApply,
  dispatchPaperApply,
  importPaperScores,
  listPaperApplies,
  reviewPaperApply,
} from '@spell/shared/api/school-console/admin'
import { Router } from 'express'
import type { AppServices } from '../../app-services'
import { mountCall } from '../../http/define-route'
import { toPaperApply } from './paper-applies.service'
import {
  advanceApply,
  committeeApplies,
  dispatchApply,
  refuseRepeatedCodes,
  reviewApply,
  storeScores,
} from './paper-review.service'

/** The committee's side of paper applications: review, dispatch, returns, scores and their release. */
export function committeePaperRoutes(services: AppServices) {
  const { db, logger } = services
  const router = Router()
  const committee = { access: ['committee'] } as const

  mountCall(router, listPaperApplies, committee, async (query) =>
    (await committeeApplies(db, query)).map(({ apply, school, scoreCount }) => ({
      ...toPaperApply(apply, school.schoolName),
      schoolProvince: school.province,
      schoolCity: school.city,
      schoolArea: school.area,
      scoreCount: Number(scoreCount ?? 0),
    })),
  )

  mountCall(router, reviewPaperApply, committee, async ({ id, decision, reason }, { user }) => {
    await reviewApply(services, id, decision === 'approve', reason)
    logger.info({ reviewer: user.id, applyId: id, decision }, 'paper application reviewed')
    return null
  })

  mountCall(router, dispatchPaperApply, committee, async (input) => {
    await dispatchApply(services, input)
    return null
  })

  mountCall(router, advancePaperApply, committee, async ({ id, to }) => {
    await advanceApply(services, id, to)
    return null
  })

  mountCall(router, importPaperScores, committee, async ({ id, raceSchedule, rows }, { req }) => {
    refuseRepeatedCodes(rows, req.lang)
    return { imported: await storeScores(db, id, raceSchedule, rows) }
  })

  return router
}
