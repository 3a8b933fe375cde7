import { deleteStudyPlan, getStudyPlanList, saveStudyPlan } from '@spell/shared/api/study-plans/plans'
import {
  deletePlanWord,
  getPlanWordList,
  importPlanWords,
  savePlanWord,
  wordFieldsSchema,
} from '@spell/shared/api/study-plans/words'
import { and, asc, count, desc, eq, ilike } from 'drizzle-orm'
import { Router } from 'express'
import type { AppServices } from '../../app-services'
import type { Db } from '../../db/database'
import { planWords, studyPlans, users } from '../../db/schema'
import { AppError } from '../../http/app-error'
import { mountCall } from '../../http/define-route'
import { schoolOfUser } from '../school-console/school-access'
import { checkImportRows } from './import-rows'

const schoolTeacher = { access: ['schoolTeacher'] } as const

/** The asker's school's plan; another school's plan is "not found". */
async function ownPlan(db: Db, userId: number, planId: number) {
  const schoolId = await schoolOfUser(db, userId)
  const [plan] = await db
    .select()
    .from(studyPlans)
    .where(and(eq(studyPlans.id, planId), eq(studyPlans.schoolId, schoolId)))
  if (!plan) throw new AppError('notFound', 'plan.notFound')
  return plan
}

async function ownWord(db: Db, userId: number, wordId: number) {
  const [word] = await db.select().from(planWords).where(eq(planWords.id, wordId))
  if (!word) throw new AppError('notFound', 'word.notFound')
  await ownPlan(db, userId, word.planId).catch(() => {
    throw new AppError('notFound', 'word.notFound')
  })
  return word
}

const isUniqueViolation = (error: unknown) =>
  (error as { code?: string; cause?: { code?: string } })?.code === '23505' ||
  (error as { cause?: { code?: string } })?.cause?.code === '23505'

/** Study plans and their word lists, typed, imported from .xlsx or from the scanning pen. */
export function studyPlanRoutes({ db }: AppServices) {
  const router = Router()

  mountCall(router, getStudyPlanList, schoolTeacher, async ({ planName }, { user }) => {
    const schoolId = await schoolOfUser(db, user.id)
    const where = planName
      ? and(eq(studyPlans.schoolId, schoolId), ilike(studyPlans.planName, `%${planName}%`))
      : eq(studyPlans.schoolId, schoolId)
    const rows = await db
      .select({ plan: studyPlans, wordCount: count(planWords.id) })
      .from(studyPlans)
      .leftJoin(planWords, eq(planWords.planId, studyPlans.id))
      .where(where)
      .groupBy(studyPlans.id)
      .orderBy(desc(studyPlans.id))
    return rows.map(({ plan, wordCount }) => ({
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
    }))
  })

  mountCall(router, saveStudyPlan, schoolTeacher, async ({ id, ...fields }, { user }) => {
    if (id) {
      await ownPlan(db, user.id, id)
      await db.update(studyPlans).set(fields).where(eq(studyPlans.id, id))
      return { id }
    }
    const schoolId = await schoolOfUser(db, user.id)
    const [me] = await db
      .select({ name: users.userName, phone: users.phone })
      .from(users)
      .where(eq(users.id, user.id))
    const [saved] = await db
      .insert(studyPlans)
      .values({ ...fields, schoolId, creatorId: user.id, creatorName: me?.name || me?.phone || '' })
      .returning({ id: studyPlans.id })
    if (!saved) throw new Error('plan not saved')
    return { id: saved.id }
  })

  mountCall(router, deleteStudyPlan, schoolTeacher, async ({ id }, { user }) => {
    await ownPlan(db, user.id, id)
    await db.delete(studyPlans).where(eq(studyPlans.id, id))
    return null
  })

  mountCall(router, getPlanWordList, schoolTeacher, async ({ planId }, { user }) => {
    const plan = await ownPlan(db, user.id, planId)
    const words = await db
      .select()
      .from(planWords)
      .where(eq(planWords.planId, planId))
      .orderBy(asc(planWords.id))
    return {
      planName: plan.planName,
      words: words.map(({ id, planId, word, teachingTask, source, difficulty }) => ({
        id,
        planId,
        word,
        teachingTask,
        source,
        difficulty,
      })),
    }
  })

  mountCall(router, savePlanWord, schoolTeacher, async ({ id, planId, ...fields }, { user }) => {
    await ownPlan(db, user.id, planId)
    try {
      if (id) {
        const word = await ownWord(db, user.id, id)
        if (word.planId !== planId) throw new AppError('notFound', 'word.notFound')
        await db.update(planWords).set(fields).where(eq(planWords.id, id))
        return { id }
      }
      const [saved] = await db
        .insert(planWords)
        .values({ ...fields, planId })
        .returning({ id: planWords.id })
      return { id: saved?.id ?? 0 }
    } catch (error) {
      if (isUniqueViolation(error))
        throw new AppError('conflict', 'word.duplicate', { params: { word: fields.word } })
      throw error
    }
  })

  mountCall(router, deletePlanWord, schoolTeacher, async ({ id }, { user }) => {
    await ownWord(db, user.id, id)
    await db.delete(planWords).where(eq(planWords.id, id))
    return null
  })

  mountCall(router, importPlanWords, schoolTeacher, async ({ planId, rows }, { user, req }) => {
    await ownPlan(db, user.id, planId)
    const existing = await db
      .select({ word: planWords.word })
      .from(planWords)
      .where(eq(planWords.planId, planId))
    const good = checkImportRows(rows, wordFieldsSchema, req.lang, {
      key: (row) => row.word,
      message: 'word.duplicate',
      param: 'word',
      taken: new Set(existing.map((w) => w.word)),
    })
    await db.transaction(async (tx) => {
      await tx.insert(planWords).values(good.map((row) => ({ ...row, planId })))
    })
    return { imported: good.length }
  })

  return router
}
