import { char, index, integer, pgTable, serial, smallint, unique, varchar } from 'drizzle-orm/pg-core'

/** Reference data: the dictionaries and China's regions. */

export const sysDictData = pgTable(
  'sys_dict_data',
  {
    id: serial('id').primaryKey(),
    dictType: varchar('dict_type', { length: 64 }).notNull(),
    dictValue: varchar('dict_value', { length: 64 }).notNull(),
    dictLabel: varchar('dict_label', { length: 100 }).notNull(),
    dictLabelEn: varchar('dict_label_en', { length: 100 }).notNull(),
    dictSort: integer('dict_sort').notNull().default(0),
  },
  (t) => [unique('sys_dict_unique').on(t.dictType, t.dictValue)],
)

/** China's regions: province (level 1), city (2), district (3), with their 6-digit codes. */
export const regions = pgTable(
  'regions',
  {
    code: char('code', { length: 6 }).primaryKey(),
    name: varchar('name', { length: 60 }).notNull(),
    parentCode: char('parent_code', { length: 6 }),
    level: smallint('level').notNull(),
  },
  (t) => [index('regions_parent_idx').on(t.parentCode)],
)
