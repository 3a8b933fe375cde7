import type { StudyPlan } from '@spell/shared/api/study-plans/plans'
import type { SchoolStudent } from '@spell/shared/api/study-plans/students'
import type { PlanWord } from '@spell/shared/api/study-plans/words'
import type { planWords, schoolStudents, studyPlans } from '../../db/schema'

/** A row of the school's plan list. */
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
  state: plan.state,
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
