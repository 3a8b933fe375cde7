import {
  boolean,
  char,
  index,
  integer,
  jsonb,
  pgTable,
  serial,
  smallint,
  timestamp,
  varchar,
} from 'drizzle-orm/pg-core'
import { users } from './accounts'

/** The character bank. */

/**
 * One character of the lexicon. `speech` holds the speechVo list (languageType
 * 0 Chinese, 1 English, each with its parts of speech). A null productType is the general lexicon
 * every registered student may read. `seq` orders the list: by first letter, then frequency.
 */
export const lexiconWords = pgTable(
  'lexicon_words',
  {
    id: serial('id').primaryKey(),
    cword: varchar('cword', { length: 8 }).notNull().unique(),
    firstLetter: char('first_letter', { length: 1 }).notNull(),
    ctopic: varchar('ctopic', { length: 64 }).notNull().default(''),
    pinyin: varchar('pinyin', { length: 60 }).notNull().default(''),
    /** Pinyin without tone marks, for search ("xue"). */
    pinyinPlain: varchar('pinyin_plain', { length: 60 }).notNull().default(''),
    sound: varchar('sound', { length: 300 }),
    simpleUrl: varchar('simple_url', { length: 300 }),
    sealScript: varchar('seal_script', { length: 300 }),
    officialScript: varchar('official_script', { length: 300 }),
    regularScript: varchar('regular_script', { length: 300 }),
    speech: jsonb('speech').notNull().default([]),
    frequencyRank: integer('frequency_rank').notNull().default(100000),
    productType: smallint('product_type'),
    /** Hidden from students by the committee, or by the seed when every meaning is unsuitable. */
    hidden: boolean('hidden').notNull().default(false),
    /**
     * When the committee last saved the entry; null while it holds what the seed wrote, which each
     * start keeps in step with the committed lexicon and the list of unsuitable words.
     */
    editedAt: timestamp('edited_at', { withTimezone: true }),
    /**
     * The committee has read the entry's texts and approved them (its content desk's review queue).
     * A start that rewrites the texts of an entry clears it.
     */
    reviewed: boolean('reviewed').notNull().default(false),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('lexicon_words_letter_idx').on(t.firstLetter, t.frequencyRank)],
)

/**
 * A student's "Write it" attempt at one character (hanzi-writer's quiz): the mistakes on each stroke
 * in stroke order, kept as the student's writing practice history.
 */
export const lexiconWritings = pgTable(
  'lexicon_writings',
  {
    id: serial('id').primaryKey(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    cword: varchar('cword', { length: 8 }).notNull(),
    strokeMistakes: jsonb('stroke_mistakes').$type<number[]>().notNull(),
    totalMistakes: smallint('total_mistakes').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('lexicon_writings_user_idx').on(t.userId, t.createdAt)],
)
