import { type Lang, translate } from '@spell/shared'
import { applyStatus } from '@spell/shared/api/school-console/paper-apply'
import { and, count, desc, eq, inArray, type SQL } from 'drizzle-orm'
import type { AppServices } from '../../app-services'
import type { Db, Tx } from '../../db/database'
import { paperApplies, paperScores, schools, users } from '../../db/schema'
import { AppError } from '../../http/app-error'
import { notifyAfterCommit } from '../../providers/messaging'
import type { SmsContent } from '../../providers/sms-messages'
import { characterBankConfirmation } from '../public-site/character-bank-mail'
import { characterBankPasswordOf } from '../public-site/character-bank-password'
import { seasonName } from '../seasons/seasons.service'

type Notifier = Pick<AppServices, 'db' | 'messaging' | 'logger' | 'personalData' | 'config'>

/** Which status each committee step starts from. */
const advanceFrom: Record<4 | 6 | 7, number> = {
  4: applyStatus.dispatched,
  6: applyStatus.compiling,
  7: applyStatus.awaitingRelease,
}

/** Moves an application from one status to another, or answers 4009 if it is no longer in `from`. */
async function transition(
  db: Db | Tx,
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

/** Sends the school's applicant an SMS about their application (after the change is stored). */
async function tellSchool({ db, messaging, logger }: Notifier, applyId: number, content: SmsContent) {
  const [row] = await db
    .select({ phone: users.phone })
    .from(paperApplies)
    .innerJoin(users, eq(users.id, paperApplies.userId))
    .where(eq(paperApplies.id, applyId))
  if (row?.phone) await notifyAfterCommit(logger, [messaging.sendSms({ to: row.phone, ...content })])
}

/** Every school's applications for the committee, of a season and status when asked, latest change first. */
export function committeeApplies(
  db: Db,
  { season, status }: { season?: number | undefined; status?: number | undefined },
) {
  const where: SQL[] = []
  if (season) where.push(eq(paperApplies.season, season))
  if (status !== undefined) where.push(eq(paperApplies.applyStatus, status))
  const scoreCounts = db
    .select({ applyId: paperScores.applyId, n: count().as('n') })
    .from(paperScores)
    .groupBy(paperScores.applyId)
    .as('score_counts')
  return db
    .select({ apply: paperApplies, school: schools, scoreCount: scoreCounts.n })
    .from(paperApplies)
    .innerJoin(schools, eq(schools.id, paperApplies.schoolId))
    .leftJoin(scoreCounts, eq(scoreCounts.applyId, paperApplies.id))
    .where(where.length ? and(...where) : undefined)
    .orderBy(desc(paperApplies.updatedAt))
}

/**
 * The confirmation e-mail of an approved application, to the e-mail it gives: the approval and the
 * season's character bank password for the school's spellers.
 */
async function confirmApproval(
  { db, messaging, logger, personalData, config }: Notifier,
  apply: typeof paperApplies.$inferSelect,
) {
  const send = async () => {
    const [season, password] = await Promise.all([
      seasonName(db, apply.season),
      characterBankPasswordOf(db, personalData, apply.season),
    ])
    await messaging.sendMail(
      characterBankConfirmation({
        to: apply.email,
        subject: { zh: '试卷申请已通过审核', en: 'Paper application approved' },
        confirmed: {
          zh: `贵校 ${season} 赛季的试卷申请（${apply.activityName}）已通过审核，组委会将尽快寄出试卷。`,
          en: `Your school's paper application for the ${season} season (${apply.activityName}) is approved; the committee will send the papers soon.`,
        },
        password,
        publicUrl: config.publicUrl,
        reader: 'school',
      }),
    )
  }
  await notifyAfterCommit(logger, [send()])
}

/**
 * Approves an application being applied for, or rejects it with a reason; the school is told by SMS,
 * and an approval is confirmed by e-mail with the character bank password.
 */
export async function reviewApply(services: Notifier, id: number, approved: boolean, reason?: string) {
  const apply = await transition(services.db, id, applyStatus.applying, {
    applyStatus: approved ? applyStatus.approved : applyStatus.rejected,
    reviewReason: approved ? null : reason,
  })
  if (approved) await confirmApproval(services, apply)
  await tellSchool(services, id, { kind: 'review', subject: 'paperApplication', approved })
}

/** Records the dispatch of an approved application's papers; the school is told the tracking number. */
export async function dispatchApply(
  services: Notifier,
  { id, expressType, expressNumber }: { id: number; expressType: string; expressNumber: string },
) {
  await transition(services.db, id, applyStatus.approved, {
    applyStatus: applyStatus.dispatched,
    expressType,
    expressNumber,
  })
  await tellSchool(services, id, { kind: 'papersSent', expressType, expressNumber })
}

/** Moves an application one committee step on (returned, compiling, released); a release is told to the school. */
export async function advanceApply(services: Notifier, id: number, to: 4 | 6 | 7) {
  await transition(services.db, id, advanceFrom[to], { applyStatus: to })
  if (to === applyStatus.released) await tellSchool(services, id, { kind: 'scoresReleased' })
}

interface ScoreRow {
  scoreName: string
  scoreSex: number
  scoreGrade: number
  scores: number
  scoreCode: string
  nationality?: string | null | undefined
  scorePhoneOne?: string | null | undefined
}

/** Refuses a sheet in which a score code appears twice, naming every repeated row. */
export function refuseRepeatedCodes(rows: readonly { scoreCode: string }[], lang: Lang) {
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
        message: translate('score.codeDuplicate', lang, { code: f.key }),
      })),
    })
  }
}

/** Replaces the scores of one stage of a returned (or compiling) application; it is compiling after. */
export async function storeScores(db: Db, id: number, raceSchedule: number, rows: readonly ScoreRow[]) {
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
    return rows.length
  })
}
