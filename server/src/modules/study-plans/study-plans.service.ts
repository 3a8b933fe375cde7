import type { CallRequest, Lang } from '@spell/shared'
import type { saveStudyPlan } from '@spell/shared/api/study-plans/plans'
import { importWordSchema, type savePlanWord } from '@spell/shared/api/study-plans/words'
import { and, asc, count, desc, eq, ilike } from 'drizzle-orm'
import type { Db } from '../../db/database'
import { planWords, studyPlans, users } from '../../db/schema'
import { AppError } from '../../http/app-error'
import { schoolOfUser } from '../school-console/school-access'
import { checkImportRows } from './import-rows'

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

/** A word of one of the asker's school's plans; any other word is "not found". */
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

/** The school's plans with their number of words, newest first, filtered by a part of the name. */
export function schoolPlans(db: Db, schoolId: number, planName?: string) {
  const where = planName
    ? and(eq(studyPlans.schoolId, schoolId), ilike(studyPlans.planName, `%${planName}%`))
    : eq(studyPlans.schoolId, schoolId)
  return db
    .select({ plan: studyPlans, wordCount: count(planWords.id) })
    .from(studyPlans)
    .leftJoin(planWords, eq(planWords.planId, studyPlans.id))
    .where(where)
    .groupBy(studyPlans.id)
    .orderBy(desc(studyPlans.id))
}

/** Changes one of the school's plans (`id`) or adds one, signed with its creator's name; answers its id. */
export async function savePlan(db: Db, userId: number, { id, ...fields }: CallRequest<typeof saveStudyPlan>) {
  if (id) {
    await ownPlan(db, userId, id)
    await db.update(studyPlans).set(fields).where(eq(studyPlans.id, id))
    return id
  }
  const schoolId = await schoolOfUser(db, userId)
  const [me] = await db
    .select({ name: users.userName, phone: users.phone })
    .from(users)
    .where(eq(users.id, userId))
  const [saved] = await db
    .insert(studyPlans)
    .values({ ...fields, schoolId, creatorId: userId, creatorName: me?.name || me?.phone || '' })
    .returning({ id: studyPlans.id })
  if (!saved) throw new Error('plan not saved')
  return saved.id
}

/** Deletes one of the school's plans with its words. */
export async function deletePlan(db: Db, userId: number, id: number) {
  await ownPlan(db, userId, id)
  await db.delete(studyPlans).where(eq(studyPlans.id, id))
}

/** One of the school's plans with its words in the order they were added. */
export async function planWithWords(db: Db, userId: number, planId: number) {
  const plan = await ownPlan(db, userId, planId)
  const words = await db
    .select()
    .from(planWords)
    .where(eq(planWords.planId, planId))
    .orderBy(asc(planWords.id))
  return { plan, words }
}

/** Changes a word of a plan (`id`) or adds one; a word already in the plan is refused by name. */
export async function saveWord(
  db: Db,
  userId: number,
  { id, planId, ...fields }: CallRequest<typeof savePlanWord>,
) {
  await ownPlan(db, userId, planId)
  try {
    if (id) {
      const word = await ownWord(db, userId, id)
      if (word.planId !== planId) throw new AppError('notFound', 'word.notFound')
      await db.update(planWords).set(fields).where(eq(planWords.id, id))
      return id
    }
    const [saved] = await db
      .insert(planWords)
      .values({ ...fields, planId })
      .returning({ id: planWords.id })
    return saved?.id ?? 0
  } catch (error) {
    if (isUniqueViolation(error))
      throw new AppError('conflict', 'word.duplicate', { params: { word: fields.word } })
    throw error
  }
}

/** Deletes a word of one of the school's plans. */
export async function deleteWord(db: Db, userId: number, id: number) {
  await ownWord(db, userId, id)
  await db.delete(planWords).where(eq(planWords.id, id))
}

/**
 * Adds the rows of a sheet (or of the scanning pen) to a plan, all or none: a bad row or a word already
 * in the plan refuses the whole import, each bad row named. Answers how many words were added.
 */
export async function importWords(
  db: Db,
  userId: number,
  planId: number,
  rows: readonly unknown[],
  lang: Lang,
  source: 'xlsx' | 'pen' = 'xlsx',
) {
  await ownPlan(db, userId, planId)
  const existing = await db
    .select({ word: planWords.word })
    .from(planWords)
    .where(eq(planWords.planId, planId))
  const good = checkImportRows(
    rows,
    importWordSchema,
    lang,
    {
      key: (row) => row.word,
      message: 'word.duplicate',
      param: 'word',
      taken: new Set(existing.map((w) => w.word)),
    },
    source === 'pen' ? 'scanned' : 'sheet',
  )
  await db.transaction(async (tx) => {
    await tx.insert(planWords).values(good.map((row) => ({ ...row, planId })))
  })
  return good.length
}
