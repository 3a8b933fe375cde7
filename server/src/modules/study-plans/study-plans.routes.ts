import { deleteStudyPlan, getStudyPlanList, saveStudyPlan } from '@spell/shared/api/study-plans/plans'
import {
  deletePlanWord,
  getPlanWordList,
  importPlanWords,
  savePlanWord,
} from '@spell/shared/api/study-plans/words'
import { Router } from 'express'
import type { AppServices } from '../../app-services'
import { mountCall } from '../../http/define-route'
import { schoolOfUser } from '../school-console/school-access'
import { presentPlan, presentWord } from './study-plans.presenter'
import {
  deletePlan,
  deleteWord,
  importWords,
  planWithWords,
  savePlan,
  saveWord,
  schoolPlans,
} from './study-plans.service'

const schoolTeacher = { access: ['schoolTeacher'] } as const

/** Study plans and their word lists, typed, imported from .xlsx or from the scanning pen. */
export function studyPlanRoutes({ db }: AppServices) {
  const router = Router()

  mountCall(router, getStudyPlanList, schoolTeacher, async ({ planName }, { user }) =>
    (await schoolPlans(db, await schoolOfUser(db, user.id), planName)).map(presentPlan),
  )

  mountCall(router, saveStudyPlan, schoolTeacher, async (input, { user }) => ({
    id: await savePlan(db, user.id, input),
  }))

  mountCall(router, deleteStudyPlan, schoolTeacher, async ({ id }, { user }) => {
    await deletePlan(db, user.id, id)
    return null
  })

  mountCall(router, getPlanWordList, schoolTeacher, async ({ planId }, { user }) => {
    const { plan, words } = await planWithWords(db, user.id, planId)
    return { planName: plan.planName, words: words.map(presentWord) }
  })

  mountCall(router, savePlanWord, schoolTeacher, async (input, { user }) => ({
    id: await saveWord(db, user.id, input),
  }))

  mountCall(router, deletePlanWord, schoolTeacher, async ({ id }, { user }) => {
    await deleteWord(db, user.id, id)
    return null
  })

  mountCall(router, importPlanWords, schoolTeacher, async ({ planId, rows, source }, { user, req }) => ({
    imported: await importWords(db, user.id, planId, rows, req.lang, source),
  }))

  return router
}
