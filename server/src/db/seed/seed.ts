import { competitionGroups, seasons as seasonDictionary, sysDictionaries } from '@spell/shared'
import { readChinaTime } from '@spell/shared/time/china-time'
import { sql } from 'drizzle-orm'
import type { Logger } from '../../logger'
import type { PersonalDataVault } from '../../modules/privacy/personal-data-vault'
import type { Db } from '../database'
import { raceSchedules, seasonActivities, seasons, sysDictData } from '../schema'
import { seedClubs } from './clubs'
import { seedDemo } from './demo'
import { seedLexicon } from './lexicon'
import { seedPractice } from './practice'
import { seedProducts } from './products'
import { seedRegions } from './regions'
import { SEEDED_CURRENT_SEASON } from './seeded-season'

/**
 * Reference data every installation needs, written idempotently on every start: seasons and their
 * activities, the dictionaries, race schedules, the region tree. Demo data only when asked for.
 */
/** `personalData` seals the demo student's ID number; without it the demo student's information stays empty. */
export async function seedDatabase(
  db: Db,
  options: { demo: boolean; logger: Logger; personalData?: PersonalDataVault },
) {
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
      isCurrent: s.value === SEEDED_CURRENT_SEASON,
    },
    {
      activityType: 2,
      season: s.value,
      activityName: `${s.label.zh} 中英双语汉字拼写大赛（团体赛）`,
      activityNameEn: `${s.label.en} Bilingual Character Spelling Competition (Team)`,
      isCurrent: s.value === SEEDED_CURRENT_SEASON,
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

  // The seeded season's calendar (individual competition): preliminary Mar-Jun, re-selection Jul-Sep,
  // national final Oct 2025, as the public pages state. The committee edits these in the back office.
  const at = readChinaTime
  await db
    .insert(raceSchedules)
    .values([
      {
        season: SEEDED_CURRENT_SEASON,
        activityType: 1,
        raceSchedule: 1,
        signUpStartTime: at('2025-01-01'),
        signUpEndTime: at('2025-02-28'),
        examinationStartTime: at('2025-03-01'),
        examinationEndTime: at('2025-06-30'),
        publishTime: at('2025-07-05'),
      },
      {
        season: SEEDED_CURRENT_SEASON,
        activityType: 1,
        raceSchedule: 2,
        signUpStartTime: at('2025-07-01'),
        signUpEndTime: at('2025-07-15'),
        examinationStartTime: at('2025-07-16'),
        examinationEndTime: at('2025-09-30'),
        publishTime: at('2025-10-05'),
      },
      {
        season: SEEDED_CURRENT_SEASON,
        activityType: 1,
        raceSchedule: 4,
        signUpStartTime: at('2025-10-06'),
        signUpEndTime: at('2025-10-12'),
        examinationStartTime: at('2025-10-18'),
        examinationEndTime: at('2025-10-31'),
        publishTime: at('2025-11-10'),
      },
    ])
    .onConflictDoNothing()

  const regionCount = await seedRegions(db)
  await seedLexicon(db)
  await seedPractice(db)
  await seedClubs(db)
  await seedProducts(db)
  options.logger.debug({ regionCount, groups: competitionGroups.length }, 'reference data seeded')
  if (options.demo) await seedDemo(db, options.logger, options.personalData)
}
