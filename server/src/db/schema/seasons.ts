import { boolean, pgTable, serial, smallint, timestamp, unique, varchar } from 'drizzle-orm/pg-core'

/** Seasons, their activities and the race schedules (stages) with their windows. */

export const seasons = pgTable('seasons', {
  id: smallint('id').primaryKey(),
  name: varchar('name', { length: 20 }).notNull(),
})

export const seasonActivities = pgTable(
  'season_activities',
  {
    id: serial('id').primaryKey(),
    activityType: smallint('activity_type').notNull(),
    season: smallint('season')
      .notNull()
      .references(() => seasons.id),
    activityName: varchar('activity_name', { length: 200 }).notNull(),
    activityNameEn: varchar('activity_name_en', { length: 200 }).notNull(),
    isCurrent: boolean('is_current').notNull().default(false),
  },
  (t) => [unique('season_activity_unique').on(t.activityType, t.season)],
)

export const raceSchedules = pgTable(
  'race_schedules',
  {
    id: serial('id').primaryKey(),
    season: smallint('season')
      .notNull()
      .references(() => seasons.id),
    activityType: smallint('activity_type').notNull(),
    raceSchedule: smallint('race_schedule').notNull(),
    signUpStartTime: timestamp('sign_up_start_time', { withTimezone: true }),
    signUpEndTime: timestamp('sign_up_end_time', { withTimezone: true }),
    examinationStartTime: timestamp('examination_start_time', { withTimezone: true }),
    examinationEndTime: timestamp('examination_end_time', { withTimezone: true }),
    publishTime: timestamp('publish_time', { withTimezone: true }),
  },
  (t) => [unique('race_schedule_unique').on(t.season, t.activityType, t.raceSchedule)],
)
