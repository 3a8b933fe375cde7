import { translate } from '@spell/shared'
import {
  advancePaperApply,
  dispatchPaperApply,
  importPaperScores,
  listPaperApplies,
  reviewPaperApply,
} from '@spell/shared/api/school-console/admin'
import { applyStatus } from '@spell/shared/api/school-console/paper-apply'
import { and, count, desc, eq, inArray, type SQL } from 'drizzle-orm'
import { Router } from 'express'
import type { AppServices } from '../../app-services'
import type { Db } from '../../db/database'
import { paperApplies, paperScores, schools, users } from '../../db/schema'
import { AppError } from '../../http/app-error'
import { mountCall } from '../../http/define-route'
import { notifyAfterCommit } from '../../providers/messaging'
import { toPaperApply } from './paper-applies.service'

/** Which status each committee step starts from. */
const advanceFrom: Record<4 | 6 | 7, number> = {
  4: applyStatus.dispatched,
  6: applyStatus.compiling,
  7: applyStatus.awaitingRelease,
}

/** Moves an application from one status to another, or answers 4009 if it is no longer in `from`. */
async function transition(
  db: Db,
  id: number,
  from: number | number[],
  set: Partial<typeof paperApplies.$inferInsert>,
) {
  const [exists] = await db.select({ id: paperApplies.id }).from(paperApplies).where(eq(paperApplies.id, id))
  if (!exists) throw new AppError('notFound', 'paper.notFound')
  const [updated] = await db
    .update(paperApplies)
    .set({ ...set, updatedAt: new Date() })
    .where(
      and(eq(paperApplies.id, id), inArray(paperApplies.applyStatus, Array.isArray(from) ? from : [from])),
    )
    .returning()
  if (!updated) throw new AppError('conflict', 'paper.wrongStatus')
  return updated
}

/** The committee's side of paper applications: review, dispatch, returns, scores and their release. */
export function committeePaperRoutes({ db, messaging, logger }: AppServices) {
  const router = Router()
  const committee = { access: ['committee'] } as const

  const tellSchool = async (applyId: number, text: string) => {
    const [row] = await db
      .select({ phone: users.phone })
      .from(paperApplies)
      .innerJoin(users, eq(users.id, paperApplies.userId))
      .where(eq(paperApplies.id, applyId))
    if (row?.phone)
      await notifyAfterCommit(logger, [
        messaging.sendSms({ to: row.phone, text: `【中英双语汉字拼写大赛】${text}` }),
      ])
  }

  mountCall(router, listPaperApplies, committee, async ({ season, status }) => {
    const where: SQL[] = []
    if (season) where.push(eq(paperApplies.season, season))
    if (status !== undefined) where.push(eq(paperApplies.applyStatus, status))
    const scoreCounts = db
      .select({ applyId: paperScores.applyId, n: count().as('n') })
      .from(paperScores)
      .groupBy(paperScores.applyId)
      .as('score_counts')
    const rows = await db
      .select({ apply: paperApplies, school: schools, scoreCount: scoreCounts.n })
      .from(paperApplies)
      .innerJoin(schools, eq(schools.id, paperApplies.schoolId))
      .leftJoin(scoreCounts, eq(scoreCounts.applyId, paperApplies.id))
      .where(where.length ? and(...where) : undefined)
      .orderBy(desc(paperApplies.updatedAt))
    return rows.map(({ apply, school, scoreCount }) => ({
      ...toPaperApply(apply, school.schoolName),
      schoolProvince: school.province,
      schoolCity: school.city,
      schoolArea: school.area,
      scoreCount: Number(scoreCount ?? 0),
    }))
  })

  mountCall(router, reviewPaperApply, committee, async ({ id, decision, reason }, { user }) => {
    const approved = decision === 'approve'
    await transition(db, id, applyStatus.applying, {
      applyStatus: approved ? applyStatus.approved : applyStatus.rejected,
      reviewReason: approved ? null : reason,
    })
    await tellSchool(
      id,
      approved
        ? '您的试卷申请已通过审核，组委会将尽快寄出试卷。Your paper application was approved.'
        : `您的试卷申请未通过审核，原因：${reason}。请登录修改后重新提交。Your paper application was not approved: ${reason}.`,
    )
    logger.info({ reviewer: user.id, applyId: id, decision }, 'paper application reviewed')
    return null
  })

  mountCall(router, dispatchPaperApply, committee, async ({ id, expressType, expressNumber }) => {
    await transition(db, id, applyStatus.approved, {
      applyStatus: applyStatus.dispatched,
      expressType,
      expressNumber,
    })
    await tellSchool(
      id,
      `试卷已寄出，快递单号 ${expressNumber}。Your papers are on the way: ${expressType} ${expressNumber}.`,
    )
    return null
  })

  mountCall(router, advancePaperApply, committee, async ({ id, to }) => {
    await transition(db, id, advanceFrom[to], { applyStatus: to })
    if (to === applyStatus.released)
      await tellSchool(id, '成绩已发布，请登录查看。Scores are released: log in to see them.')
    return null
  })

  mountCall(router, importPaperScores, committee, async ({ id, raceSchedule, rows }, { req }) => {
    const seen = new Map<string, number>()
    const fields = rows.flatMap((row, i) => {
      const first = seen.get(row.scoreCode)
      seen.set(row.scoreCode, first ?? i)
      return first === undefined ? [] : [{ field: `rows.${i}.scoreCode`, key: row.scoreCode }]
    })
    if (fields.length) {
      throw new AppError('invalidInput', 'score.codeDuplicate', {
        params: { code: fields[0]?.key ?? '' },
        fields: fields.map((f) => ({
          field: f.field,
          message: translate('score.codeDuplicate', req.lang, { code: f.key }),
        })),
      })
    }
    return db.transaction(async (tx) => {
      const apply = await transition(tx, id, [applyStatus.returned, applyStatus.compiling], {
        applyStatus: applyStatus.compiling,
      })
      await tx
        .delete(paperScores)
        .where(and(eq(paperScores.applyId, id), eq(paperScores.raceSchedule, raceSchedule)))
      await tx.insert(paperScores).values(
        rows.map((row) => ({
          applyId: id,
          schoolId: apply.schoolId,
          season: apply.season,
          raceSchedule,
          scoreName: row.scoreName,
          scoreSex: row.scoreSex,
          scoreGrade: row.scoreGrade,
          scores: row.scores,
          scoreCode: row.scoreCode,
          nationality: row.nationality || null,
          scorePhoneOne: row.scorePhoneOne || null,
        })),
      )
      return { imported: rows.length }
    })
  })

  return router
}
