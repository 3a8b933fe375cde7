import {
  boolean,
  char,
  index,
  integer,
  pgTable,
  primaryKey,
  serial,
  smallint,
  timestamp,
  varchar,
} from 'drizzle-orm/pg-core'
import { users } from './accounts'
import { createdAt } from './columns'

/** Member schools, who acts for them, and a student's school and place. */

/** Member schools. A school typed in at registration is listed once the committee approves it. */
export const schools = pgTable(
  'schools',
  {
    id: serial('id').primaryKey(),
    schoolName: varchar('school_name', { length: 100 }).notNull(),
    schoolType: smallint('school_type').notNull().default(0),
    /** Comma-joined grades taught, e.g. "1,2,3,4,5,6". */
    schoolLevel: varchar('school_level', { length: 40 }).notNull().default(''),
    provinceCode: char('province_code', { length: 6 }).notNull(),
    cityCode: char('city_code', { length: 6 }).notNull(),
    areaCode: varchar('area_code', { length: 6 }).notNull().default(''),
    province: varchar('province', { length: 60 }).notNull().default(''),
    city: varchar('city', { length: 60 }).notNull().default(''),
    area: varchar('area', { length: 60 }).notNull().default(''),
    schoolAddress: varchar('school_address', { length: 200 }),
    foundingYear: smallint('founding_year'),
    schoolMotto: varchar('school_motto', { length: 100 }),
    schoolProfile: varchar('school_profile', { length: 200 }),
    phone: varchar('phone', { length: 20 }),
    approved: boolean('approved').notNull().default(false),
    createdAt: createdAt(),
  },
  (t) => [index('schools_region_idx').on(t.provinceCode, t.cityCode, t.areaCode)],
)

/** Which schools a school teacher or club teacher acts for. */
export const userSchools = pgTable(
  'user_schools',
  {
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    schoolId: integer('school_id')
      .notNull()
      .references(() => schools.id, { onDelete: 'cascade' }),
  },
  (t) => [primaryKey({ columns: [t.userId, t.schoolId] })],
)

/** A student's school and place (sysUserInfo). Group and level are derived from the grade. */
export const userInfos = pgTable('user_infos', {
  userId: integer('user_id')
    .primaryKey()
    .references(() => users.id, { onDelete: 'cascade' }),
  provinceCode: varchar('province_code', { length: 6 }),
  cityCode: varchar('city_code', { length: 6 }),
  areaCode: varchar('area_code', { length: 6 }),
  province: varchar('province', { length: 60 }),
  city: varchar('city', { length: 60 }),
  area: varchar('area', { length: 60 }),
  schoolId: integer('school_id').references(() => schools.id, { onDelete: 'set null' }),
  schoolName: varchar('school_name', { length: 100 }),
  grade: smallint('grade'),
  level: smallint('level'),
  groupId: smallint('group_id'),
  nationality: varchar('nationality', { length: 60 }),
  userpicurl: varchar('userpicurl', { length: 300 }),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
})
