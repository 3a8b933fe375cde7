import { PLAN_STATE, type StudyPlan } from '@spell/shared/api/study-plans/plans'
import type { SchoolStudent } from '@spell/shared/api/study-plans/students'
import type { PlanWord } from '@spell/shared/api/study-plans/words'
import { chinaDate } from '@spell/shared/time/china-time'
import type { planWords, schoolStudents, studyPlans } from '../../db/schema'

/** Where a plan stands on the given day (China time): not started, in progress or ended. */
function planState({ startDate, endDate }: { startDate: string; endDate: string }, now = new Date()) {
  const today = chinaDate(now)
  if (today < startDate) return PLAN_STATE.notStarted
  return today > endDate ? PLAN_STATE.ended : PLAN_STATE.inProgress
}

/** A row of the school's plan list, its state worked out from its dates. */
export const presentPlan = ({
  plan,
  wordCount,
}: {
  plan: typeof studyPlans.$inferSelect
  wordCount: number
}): StudyPlan => ({
  id: plan.id,
  planName: plan.planName,
  planType: plan.planType,
  firstAttr: plan.firstAttr,
  secondAttr: plan.secondAttr,
  startDate: plan.startDate,
  endDate: plan.endDate,
  creatorName: plan.creatorName,
  state: planState(plan),
  createdAt: plan.createdAt.toISOString(),
  wordCount,
})

/** A word of a plan. */
export const presentWord = ({
  id,
  planId,
  word,
  teachingTask,
  source,
  difficulty,
}: typeof planWords.$inferSelect): PlanWord => ({ id, planId, word, teachingTask, source, difficulty })

/** A student of the school's list. */
export const presentSchoolStudent = ({
  id,
  name,
  phone,
  state,
  createdAt,
}: typeof schoolStudents.$inferSelect): SchoolStudent => ({
  id,
  name,
  phone,
  state,
  createdAt: createdAt.toISOString(),
})
