import {
  boolean,
  doublePrecision,
  index,
  integer,
  jsonb,
  pgTable,
  serial,
  smallint,
  timestamp,
  unique,
  varchar,
} from 'drizzle-orm/pg-core'
import { users } from './accounts'
import { createdAt } from './columns'
import { schools } from './schools'
import { seasons } from './seasons'

/** The school console: paper applications, their scores, mailing addresses, school sign-ups. */

/** A school's individual-contest exam-paper application: one per school, season and activity type. */
export const paperApplies = pgTable(
  'paper_applies',
  {
    id: serial('id').primaryKey(),
    schoolId: integer('school_id')
      .notNull()
      .references(() => schools.id, { onDelete: 'cascade' }),
    /** The teacher who submitted it last. */
    userId: integer('user_id').references(() => users.id, { onDelete: 'set null' }),
    season: smallint('season')
      .notNull()
      .references(() => seasons.id),
    activityType: smallint('activity_type').notNull().default(1),
    activityName: varchar('activity_name', { length: 200 }).notNull(),
    seasonRaceId: integer('season_race_id'),
    expectedTime: timestamp('expected_time', { withTimezone: true }).notNull(),
    gradeStr: varchar('grade_str', { length: 40 }).notNull(),
    classStr: smallint('class_str').notNull(),
    /** [{gradeName, grade, classListDto: [{className, number, keyStr}]}] */
    gradeList: jsonb('grade_list').notNull(),
    /** The sum of the class numbers, computed here. */
    examNum: integer('exam_num').notNull(),
    teacherName: varchar('teacher_name', { length: 20 }).notNull(),
    phone: varchar('phone', { length: 20 }).notNull(),
    receiptName: varchar('receipt_name', { length: 50 }).notNull(),
    receiptPhone: varchar('receipt_phone', { length: 20 }).notNull(),
    email: varchar('email', { length: 200 }).notNull(),
    provinceCode: varchar('province_code', { length: 6 }).notNull(),
    cityCode: varchar('city_code', { length: 6 }).notNull(),
    areaCode: varchar('area_code', { length: 6 }).notNull().default(''),
    province: varchar('province', { length: 60 }).notNull().default(''),
    city: varchar('city', { length: 60 }).notNull().default(''),
    area: varchar('area', { length: 60 }).notNull().default(''),
    receiptAddress: varchar('receipt_address', { length: 200 }).notNull(),
    remark: varchar('remark', { length: 200 }),
    /** 0 applying … 7 scores released (applicationStatuses). */
    applyStatus: smallint('apply_status').notNull().default(0),
    reviewReason: varchar('review_reason', { length: 200 }),
    expressType: varchar('express_type', { length: 20 }),
    expressNumber: varchar('express_number', { length: 40 }),
    sendBackExpressType: varchar('send_back_express_type', { length: 20 }),
    sendBackExpressNumber: varchar('send_back_express_number', { length: 40 }),
    sentBackAt: timestamp('sent_back_at', { withTimezone: true }),
    createdAt: createdAt(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [unique('paper_apply_school_season').on(t.schoolId, t.season, t.activityType)],
)

/** Scores of an application's students, recorded by the committee; shown to the school once released. */
export const paperScores = pgTable(
  'paper_scores',
  {
    id: serial('id').primaryKey(),
    applyId: integer('apply_id')
      .notNull()
      .references(() => paperApplies.id, { onDelete: 'cascade' }),
    schoolId: integer('school_id')
      .notNull()
      .references(() => schools.id, { onDelete: 'cascade' }),
    season: smallint('season').notNull(),
    raceSchedule: smallint('race_schedule').notNull(),
    scoreName: varchar('score_name', { length: 100 }).notNull(),
    /** 1 male, 0 female. */
    scoreSex: smallint('score_sex').notNull(),
    scoreGrade: smallint('score_grade').notNull(),
    scores: doublePrecision('scores').notNull(),
    scoreCode: varchar('score_code', { length: 40 }).notNull(),
    nationality: varchar('nationality', { length: 60 }),
    scorePhoneOne: varchar('score_phone_one', { length: 20 }),
  },
  (t) => [
    unique('paper_score_code').on(t.applyId, t.raceSchedule, t.scoreCode),
    index('paper_scores_school_idx').on(t.schoolId, t.season, t.raceSchedule),
  ],
)

/** Mailing addresses of a user; the default one fills the application form. */
export const userAddresses = pgTable(
  'user_addresses',
  {
    id: serial('id').primaryKey(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    receiptName: varchar('receipt_name', { length: 50 }).notNull(),
    receiptPhone: varchar('receipt_phone', { length: 20 }).notNull(),
    email: varchar('email', { length: 200 }),
    provinceCode: varchar('province_code', { length: 6 }).notNull(),
    cityCode: varchar('city_code', { length: 6 }).notNull(),
    areaCode: varchar('area_code', { length: 6 }).notNull().default(''),
    province: varchar('province', { length: 60 }).notNull().default(''),
    city: varchar('city', { length: 60 }).notNull().default(''),
    area: varchar('area', { length: 60 }).notNull().default(''),
    receiptAddress: varchar('receipt_address', { length: 200 }).notNull(),
    isDefault: boolean('is_default').notNull().default(false),
    createdAt: createdAt(),
  },
  (t) => [index('user_addresses_user_idx').on(t.userId)],
)

/** A school's individual-contest sign-up from the registration dialog, and the state of its order. */
export const schoolEnrollments = pgTable(
  'school_enrollments',
  {
    id: serial('id').primaryKey(),
    schoolId: integer('school_id')
      .notNull()
      .references(() => schools.id, { onDelete: 'cascade' }),
    userId: integer('user_id').references(() => users.id, { onDelete: 'set null' }),
    season: smallint('season')
      .notNull()
      .references(() => seasons.id),
    expectedTime: timestamp('expected_time', { withTimezone: true }).notNull(),
    gradeStr: varchar('grade_str', { length: 40 }).notNull(),
    classStr: smallint('class_str').notNull(),
    gradeList: jsonb('grade_list').notNull(),
    examNum: integer('exam_num').notNull(),
    teacherName: varchar('teacher_name', { length: 20 }).notNull(),
    phone: varchar('phone', { length: 20 }).notNull(),
    /** 3002 unpaid, 3003 paid (enrolmentStatuses); the orders module marks it paid. */
    orderState: smallint('order_state').notNull().default(3002),
    createdAt: createdAt(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [unique('school_enrollment_season').on(t.schoolId, t.season)],
)
