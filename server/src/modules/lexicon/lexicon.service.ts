import type { WordEdit } from '@spell/shared/api/lexicon/admin-words'
import type { SpeechVo, WordEntry, WordListItem } from '@spell/shared/api/lexicon/words'
import { and, asc, eq, isNull, or, sql } from 'drizzle-orm'
import type { Db } from '../../db/database'
import { lexiconWords } from '../../db/schema'
import { AppError } from '../../http/app-error'
import { originsOf, withGenerated } from './generated-content'

type WordRow = typeof lexiconWords.$inferSelect

/**
 * Who reads: the students' pages (students, and the committee looking at them) show the entries that
 * are not hidden; the committee's back office shows every entry.
 */
type Reader = 'student' | 'committee'

/** What a reader sees; a product type picks its own characters plus the general lexicon (null product type). */
const readable = (reader: Reader, productType?: number) =>
  and(
    reader === 'student' ? eq(lexiconWords.hidden, false) : undefined,
    productType === undefined
      ? undefined
      : or(isNull(lexiconWords.productType), eq(lexiconWords.productType, productType)),
  )

/**
 * The lexicon in one order (first letter, then frequency): an entry's position among those students
 * see is the font page's p. A hidden entry, in the committee's views, gets the position it would take
 * if it were shown.
 */
const seqColumn = () =>
  sql<number>`(count(*) filter (where not ${lexiconWords.hidden}) over (order by ${lexiconWords.firstLetter}, ${lexiconWords.frequencyRank}, ${lexiconWords.id}) + ${lexiconWords.hidden}::int)::int`.as(
    'seq',
  )

const listFields = {
  id: lexiconWords.id,
  cword: lexiconWords.cword,
  firstLetter: lexiconWords.firstLetter,
  ctopic: lexiconWords.ctopic,
  pinyin: lexiconWords.pinyin,
  pinyinPlain: lexiconWords.pinyinPlain,
  hidden: lexiconWords.hidden,
  seq: seqColumn(),
}

const toListItem = ({
  pinyinPlain: _plain,
  ...item
}: WordListItem & { pinyinPlain: string; hidden: boolean }) => item

/**
 * Directory list. Search text matches a character it contains, or the start of a toneless pinyin
 * ("xue", "xué" and "XUE" all find 学); `seq` stays the position in the whole lexicon.
 */
export async function listWords(
  db: Db,
  query: { productType?: number; pageNum: number; pageSize: number; CWord?: string; firstLetter?: string },
  reader: Reader = 'student',
) {
  const ranked = db
    .select(listFields)
    .from(lexiconWords)
    .where(readable(reader, query.productType))
    .as('ranked')
  const search = query.CWord?.trim()
  const conditions = []
  if (query.firstLetter) conditions.push(eq(ranked.firstLetter, query.firstLetter))
  if (search) {
    const chars = [...search].filter((c) => /\p{Script=Han}/u.test(c))
    const letters = search
      .normalize('NFD')
      .replace(/[\u0300-\u036f]/g, '')
      .replace(/ü/g, 'v')
      .toLowerCase()
      .replace(/[^a-z]/g, '')
    const matches = []
    if (chars.length) matches.push(sql`${ranked.cword} = any(${sql.param(chars)}::text[])`)
    if (letters) matches.push(sql`${ranked.pinyinPlain} like ${`${letters}%`}`)
    if (!matches.length) return { list: [], total: 0 }
    conditions.push(or(...matches))
  }
  const where = conditions.length ? and(...conditions) : undefined
  const [{ total } = { total: 0 }] = await db
    .select({ total: sql<number>`count(*)::int` })
    .from(ranked)
    .where(where)
  const rows = await db
    .select()
    .from(ranked)
    .where(where)
    .orderBy(asc(ranked.seq))
    .limit(query.pageSize)
    .offset((query.pageNum - 1) * query.pageSize)
  return { list: rows.map(toListItem), total }
}

export function toEntry(row: WordRow & { seq: number }): WordEntry {
  return {
    id: row.id,
    cword: row.cword,
    firstLetter: row.firstLetter,
    ctopic: row.ctopic,
    pinyin: row.pinyin,
    seq: row.seq,
    sound: row.sound,
    simpleUrl: row.simpleUrl,
    sealScript: row.sealScript,
    officialScript: row.officialScript,
    regularScript: row.regularScript,
    speechVo: row.speech as SpeechVo[],
  }
}

/** The entries at positions pageNum.. of the whole lexicon (the font page asks for one). */
export async function wordsAt(db: Db, query: { productType?: number; pageNum: number; pageSize: number }) {
  const ranked = db
    .select({ id: lexiconWords.id, seq: seqColumn() })
    .from(lexiconWords)
    .where(readable('student', query.productType))
    .as('ranked')
  const [{ total } = { total: 0 }] = await db
    .select({ total: sql<number>`count(*)::int` })
    .from(lexiconWords)
    .where(readable('student', query.productType))
  const from = (query.pageNum - 1) * query.pageSize + 1
  const rows = await db
    .select({ word: lexiconWords, seq: ranked.seq })
    .from(ranked)
    .innerJoin(lexiconWords, eq(lexiconWords.id, ranked.id))
    .where(sql`${ranked.seq} between ${from} and ${from + query.pageSize - 1}`)
    .orderBy(asc(ranked.seq))
  return { list: rows.map(({ word, seq }) => withGenerated(toEntry({ ...word, seq }))), total }
}

/** One entry as stored: what the committee edits (generated items are not stored). */
async function storedWordById(db: Db, id: number, reader: Reader) {
  const ranked = db
    .select({ id: lexiconWords.id, seq: seqColumn() })
    .from(lexiconWords)
    .where(readable(reader))
    .as('ranked')
  const [row] = await db
    .select({ word: lexiconWords, seq: ranked.seq })
    .from(ranked)
    .innerJoin(lexiconWords, eq(lexiconWords.id, ranked.id))
    .where(eq(ranked.id, id))
  if (!row) throw new AppError('notFound', 'lexicon.notFound')
  return { ...toEntry({ ...row.word, seq: row.seq }), hidden: row.word.hidden }
}

/** One entry as the students' pages show it, with the generated items. */
export const wordById = async (db: Db, id: number) => withGenerated(await storedWordById(db, id, 'student'))

/** The committee's view of one entry: as stored, with each item's origin and whether it is hidden. */
export async function committeeWord(db: Db, id: number) {
  const stored = await storedWordById(db, id, 'committee')
  return { ...stored, origins: originsOf(stored) }
}

/** The committee hides an entry from students, or shows it again. */
export async function setWordHidden(db: Db, { id, hidden }: { id: number; hidden: boolean }) {
  const updated = await db
    .update(lexiconWords)
    .set({ hidden, updatedAt: new Date() })
    .where(eq(lexiconWords.id, id))
    .returning({ id: lexiconWords.id })
  if (!updated.length) throw new AppError('notFound', 'lexicon.notFound')
  return committeeWord(db, id)
}

/** The committee's edit of one entry; the first letter follows the pinyin. */
export async function saveWord(db: Db, edit: WordEdit) {
  const plain = edit.pinyin
    .normalize('NFD')
    .replace(/[\u0300-\u036f]/g, '')
    .replace(/ü/g, 'v')
    .toLowerCase()
  const firstLetter = plain.match(/[a-z]/)?.[0]?.toUpperCase()
  if (!firstLetter) throw new AppError('invalidInput', 'lexicon.pinyinRequired')
  const updated = await db
    .update(lexiconWords)
    .set({
      ctopic: edit.ctopic,
      pinyin: edit.pinyin,
      pinyinPlain: plain.replace(/[^a-z]/g, ''),
      firstLetter,
      sound: edit.sound,
      simpleUrl: edit.simpleUrl,
      sealScript: edit.sealScript,
      officialScript: edit.officialScript,
      regularScript: edit.regularScript,
      // Where each text comes from is worked out when it is served, never stored.
      speech: edit.speechVo.map((vo) => ({
        ...vo,
        parts: vo.parts.map(({ sources: _sources, ...part }) => part),
      })),
      editedAt: new Date(),
      updatedAt: new Date(),
    })
    .where(eq(lexiconWords.id, edit.id))
    .returning({ id: lexiconWords.id })
  if (!updated.length) throw new AppError('notFound', 'lexicon.notFound')
  return committeeWord(db, edit.id)
}
