import { competitionGroups, seasons as seasonDictionary, sysDictionaries } from '@spell/shared'
import { sql } from 'drizzle-orm'
import type { Logger } from '../../logger'
import type { PersonalDataVault } from '../../modules/privacy/personal-data-vault'
import { currentSeasonId, makeSeasonCurrent, saveSeason } from '../../modules/seasons/seasons.service'
import type { Db } from '../database'
import { raceSchedules, seasonActivities, seasons, sysDictData } from '../schema'
import { seedClubs } from './clubs'
import { seedDemo } from './demo'
import { seedLexicon } from './lexicon'
import { seedPractice } from './practice'
import { seedProducts } from './products'
import { seedRegions } from './regions'
import { defaultCalendar, seasonOfDay } from './seeded-season'

/**
 * Reference data every installation needs, written idempotently on every start: seasons and their
 * activities, the dictionaries, the region tree. On the first start (no season yet) the season that
 * holds that day becomes current, with a default calendar and the product catalogue; `firstSeason`
 * (FIRST_SEASON, e.g. 2024~2025) names another. Demo data only when asked for.
 */
/** `personalData` seals the demo student's ID number; without it the demo student's information stays empty. */
export async function seedDatabase(
  db: Db,
  options: { demo: boolean; logger: Logger; personalData?: PersonalDataVault; firstSeason?: string },
) {
  const [{ count: seasonCount } = { count: 0 }] = await db
    .select({ count: sql<number>`count(*)::int` })
    .from(seasons)
  await db
    .insert(seasons)
    .values(seasonDictionary.map((s) => ({ id: s.value, name: s.label.zh })))
    .onConflictDoUpdate({ target: seasons.id, set: { name: sql`excluded.name` } })

  const activities = seasonDictionary.flatMap((s) => [
    {
      activityType: 1,
      season: s.value,
      activityName: `${s.label.zh} 中英双语汉字拼写大赛（个人赛）`,
      activityNameEn: `${s.label.en} Bilingual Character Spelling Competition (Individual)`,
    },
    {
      activityType: 2,
      season: s.value,
      activityName: `${s.label.zh} 中英双语汉字拼写大赛（团体赛）`,
      activityNameEn: `${s.label.en} Bilingual Character Spelling Competition (Team)`,
    },
  ])
  await db
    .insert(seasonActivities)
    .values(activities)
    .onConflictDoUpdate({
      target: [seasonActivities.activityType, seasonActivities.season],
      set: { activityName: sql`excluded.activity_name`, activityNameEn: sql`excluded.activity_name_en` },
    })

  const dictRows = Object.entries(sysDictionaries).flatMap(([dictType, entries]) =>
    entries.map((e, i) => ({
      dictType,
      dictValue: String(e.value),
      dictLabel: e.label.zh,
      dictLabelEn: e.label.en,
      dictSort: i + 1,
    })),
  )
  await db
    .insert(sysDictData)
    .values(dictRows)
    .onConflictDoUpdate({
      target: [sysDictData.dictType, sysDictData.dictValue],
      set: {
        dictLabel: sql`excluded.dict_label`,
        dictLabelEn: sql`excluded.dict_label_en`,
        dictSort: sql`excluded.dict_sort`,
      },
    })

  const firstStart = seasonCount === 0
  if (firstStart) {
    const name = options.firstSeason ?? seasonOfDay(new Date())
    await openFirstSeason(db, name)
    options.logger.info({ season: name }, 'the first season is open')
  }

  const regionCount = await seedRegions(db)
  await seedLexicon(db)
  await seedPractice(db)
  await seedClubs(db)
  await seedProducts(db, await currentSeasonId(db))
  options.logger.debug({ regionCount, groups: competitionGroups.length }, 'reference data seeded')
  if (options.demo) await seedDemo(db, options.logger, options.personalData)
}

/** Makes the season named `name` (a dictionary season or a new one) current, with its default calendar. */
async function openFirstSeason(db: Db, name: string) {
  const known = seasonDictionary.find((s) => s.label.zh === name)
  const [{ last } = { last: 0 }] = await db
    .select({ last: sql<number>`coalesce(max(id), 0)::int` })
    .from(seasons)
  const id = known?.value ?? last + 1
  await saveSeason(db, { id, name })
  await makeSeasonCurrent(db, id)
  await db
    .insert(raceSchedules)
    .values(defaultCalendar(name).map((stage) => ({ ...stage, season: id, activityType: 1 })))
    .onConflictDoNothing()
}
