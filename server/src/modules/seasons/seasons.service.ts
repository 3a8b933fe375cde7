import { PRODUCT_CODES } from '@spell/shared/api/orders/products'
import { and, asc, desc, eq, type SQL, sql } from 'drizzle-orm'
import type { Db, Tx } from '../../db/database'
import {
  productDetails,
  products,
  raceSchedules,
  seasonActivities,
  seasons,
  sysDictData,
} from '../../db/schema'
import { AppError } from '../../http/app-error'

/** The individual (1) and team (2) competitions: every season has one activity of each. */
const ACTIVITY_TYPES = [1, 2] as const

const activityNames = (name: string) => ({
  1: {
    zh: `${name} 中英双语汉字拼写大赛（个人赛）`,
    en: `${name} Bilingual Character Spelling Competition (Individual)`,
  },
  2: {
    zh: `${name} 中英双语汉字拼写大赛（团体赛）`,
    en: `${name} Bilingual Character Spelling Competition (Team)`,
  },
})

/**
 * The season now open: the one whose individual activity the committee made current. A database where
 * none is marked (a season was deleted by hand) falls back to the latest season, so pages still draw.
 */
export async function currentSeason(db: Db | Tx) {
  const [row] = await db
    .select({ id: seasons.id, name: seasons.name, activity: seasonActivities })
    .from(seasons)
    .leftJoin(
      seasonActivities,
      and(eq(seasonActivities.season, seasons.id), eq(seasonActivities.activityType, 1)),
    )
    .orderBy(desc(sql`coalesce(${seasonActivities.isCurrent}, false)`), desc(seasons.id))
    .limit(1)
  if (!row) throw new AppError('notFound', 'season.none')
  return row
}

export const currentSeasonId = async (db: Db | Tx) => (await currentSeason(db)).id

export async function listSeasons(db: Db) {
  const [rows, current] = await Promise.all([
    db.select().from(seasons).orderBy(asc(seasons.id)),
    currentSeason(db).catch(() => undefined),
  ])
  return rows.map((s) => ({ id: s.id, name: s.name, isCurrent: s.id === current?.id }))
}

/** The name of a season by its id ('' when unknown), for presenters. */
export async function seasonName(db: Db | Tx, id: number) {
  const [row] = await db.select({ name: seasons.name }).from(seasons).where(eq(seasons.id, id))
  return row?.name ?? ''
}

/**
 * Creates a season or renames it, with its two activities and its entry in the season dictionary
 * (c_season), so every list of seasons shows it at once.
 */
export async function saveSeason(db: Db, input: { id: number; name: string }) {
  return db.transaction(async (tx) => {
    const [season] = await tx
      .insert(seasons)
      .values(input)
      .onConflictDoUpdate({ target: seasons.id, set: { name: input.name } })
      .returning()
    if (!season) throw new Error('season was not stored')
    const names = activityNames(season.name)
    await tx
      .insert(seasonActivities)
      .values(
        ACTIVITY_TYPES.map((activityType) => ({
          activityType,
          season: season.id,
          activityName: names[activityType].zh,
          activityNameEn: names[activityType].en,
        })),
      )
      .onConflictDoUpdate({
        target: [seasonActivities.activityType, seasonActivities.season],
        set: { activityName: sql`excluded.activity_name`, activityNameEn: sql`excluded.activity_name_en` },
      })
    await tx
      .insert(sysDictData)
      .values({
        dictType: 'c_season',
        dictValue: String(season.id),
        dictLabel: season.name,
        dictLabelEn: season.name,
        dictSort: season.id,
      })
      .onConflictDoUpdate({
        target: [sysDictData.dictType, sysDictData.dictValue],
        set: { dictLabel: season.name, dictLabelEn: season.name },
      })
    return season
  })
}

/** Makes a season the current one for both competitions; every page reads it on its next request. */
export async function makeSeasonCurrent(db: Db, id: number) {
  await db.transaction(async (tx) => {
    const [season] = await tx.select({ id: seasons.id }).from(seasons).where(eq(seasons.id, id))
    if (!season) throw new AppError('notFound', 'season.unknown')
    await tx.update(seasonActivities).set({ isCurrent: false }).where(eq(seasonActivities.isCurrent, true))
    await tx.update(seasonActivities).set({ isCurrent: true }).where(eq(seasonActivities.season, id))
  })
}

const stageOf = (raceSchedule: number) =>
  raceSchedule === 1
    ? ('preliminary' as const)
    : raceSchedule === 2
      ? ('semiFinal' as const)
      : ('final' as const)

/**
 * The price (yuan) of what a product on sale in the season grants: a speller's entry in the contest
 * entry product, a school's enrolment, a team's fee. null when no such product is on sale.
 */
async function feeOnSale(db: Db, season: number, product: SQL, grants: string) {
  const [row] = await db
    .select({ price: productDetails.price })
    .from(productDetails)
    .innerJoin(products, eq(products.id, productDetails.productId))
    .where(
      and(eq(products.season, season), eq(products.active, true), product, eq(productDetails.grants, grants)),
    )
    .orderBy(asc(products.id), asc(productDetails.id))
    .limit(1)
  return row ? row.price / 100 : null
}

const { contestEntry } = PRODUCT_CODES

async function seasonFees(db: Db, season: number) {
  const [individual, school, team] = await Promise.all([
    feeOnSale(
      db,
      season,
      and(
        eq(products.category, contestEntry.category),
        eq(products.subCategory, contestEntry.subCategory),
        eq(products.subTypeCategory, contestEntry.subTypeCategory),
      ) as SQL,
      'entry',
    ),
    feeOnSale(db, season, eq(products.orderKind, 'schoolEnrollment'), 'schoolEnrollment'),
    feeOnSale(db, season, eq(products.orderKind, 'team'), 'team'),
  ])
  return { individual, school, team }
}

/**
 * What the public pages say about the current season: its name, the individual competition's stages
 * with their windows, whether entries are open now (some stage's sign-up window holds `now`), the fees
 * of its products on sale, and whether teams can sign up (the team product is on sale).
 */
export async function seasonOverview(db: Db, now = new Date()) {
  const season = await currentSeason(db)
  const [rows, fees] = await Promise.all([raceSchedulesOf(db, 1, season.id), seasonFees(db, season.id)])
  const iso = (d: Date | null) => d?.toISOString() ?? null
  const stages = rows.map((r) => ({
    raceSchedule: r.raceSchedule,
    stage: stageOf(r.raceSchedule),
    signUpStartTime: iso(r.signUpStartTime),
    signUpEndTime: iso(r.signUpEndTime),
    examinationStartTime: iso(r.examinationStartTime),
    examinationEndTime: iso(r.examinationEndTime),
    publishTime: iso(r.publishTime),
  }))
  const within = (from: Date | null, to: Date | null) => Boolean(from && to && from <= now && now < to)
  const open = rows.some((r) => within(r.signUpStartTime, r.signUpEndTime))
  const upcoming = rows.some((r) => r.signUpStartTime && now < r.signUpStartTime)
  return {
    season: season.id,
    seasonName: season.name,
    activityName: season.activity?.activityName ?? '',
    activityNameEn: season.activity?.activityNameEn ?? '',
    entries: open ? ('open' as const) : upcoming ? ('notYetOpen' as const) : ('closed' as const),
    stages,
    fees,
    teamEntries: fees.team === null ? ('closed' as const) : ('open' as const),
  }
}

/** The race schedules (stages) of one activity of a season, in stage order. */
export function raceSchedulesOf(db: Db, activityType: number, season: number) {
  return db
    .select()
    .from(raceSchedules)
    .where(and(eq(raceSchedules.activityType, activityType), eq(raceSchedules.season, season)))
    .orderBy(asc(raceSchedules.raceSchedule))
}

/** Every season's activity of one type, the newest season first, with the season's name. */
export function seasonActivitiesOf(db: Db, activityType: number) {
  return db
    .select({ activity: seasonActivities, seasonName: seasons.name })
    .from(seasonActivities)
    .innerJoin(seasons, eq(seasons.id, seasonActivities.season))
    .where(eq(seasonActivities.activityType, activityType))
    .orderBy(desc(seasonActivities.season))
}

/** One stage by its id; unknown, or not of the season given, is "not found". */
export async function raceScheduleById(db: Db, id: number, season?: number) {
  const [row] = await db.select().from(raceSchedules).where(eq(raceSchedules.id, id))
  if (!row || (season !== undefined && row.season !== season)) {
    throw new AppError('notFound', 'raceSchedule.unknown')
  }
  return row
}
