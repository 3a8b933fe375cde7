import type { WordEdit } from '@spell/shared/api/lexicon/admin-words'
import type { SpeechVo, WordEntry, WordListItem } from '@spell/shared/api/lexicon/words'
import { and, asc, eq, isNull, or, sql } from 'drizzle-orm'
import type { Db } from '../../db/database'
import { lexiconWords } from '../../db/schema'
import { AppError } from '../../http/app-error'
import { originsOf, withGenerated } from './generated-content'

type WordRow = typeof lexiconWords.$inferSelect

/**
 * The lexicon in one order (first letter, then frequency): a character's position in it is the font
 * page's p. A product type picks its own characters plus the general lexicon (null product type).
 */
const inProduct = (productType?: number) =>
  productType === undefined
    ? undefined
    : or(isNull(lexiconWords.productType), eq(lexiconWords.productType, productType))

const seqColumn = () =>
  sql<number>`(row_number() over (order by ${lexiconWords.firstLetter}, ${lexiconWords.frequencyRank}, ${lexiconWords.id}))::int`.as(
    'seq',
  )

const listFields = {
  id: lexiconWords.id,
  cword: lexiconWords.cword,
  firstLetter: lexiconWords.firstLetter,
  ctopic: lexiconWords.ctopic,
  pinyin: lexiconWords.pinyin,
  pinyinPlain: lexiconWords.pinyinPlain,
  seq: seqColumn(),
}

const toListItem = ({ pinyinPlain: _plain, ...item }: WordListItem & { pinyinPlain: string }) => item

/**
 * Directory list. Search text matches a character it contains, or the start of a toneless pinyin
 * ("xue", "xué" and "XUE" all find 学); `seq` stays the position in the whole lexicon.
 */
export async function listWords(
  db: Db,
  query: { productType?: number; pageNum: number; pageSize: number; CWord?: string; firstLetter?: string },
) {
  const ranked = db.select(listFields).from(lexiconWords).where(inProduct(query.productType)).as('ranked')
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

function toEntry(row: WordRow & { seq: number }): WordEntry {
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
    .where(inProduct(query.productType))
    .as('ranked')
  const [{ total } = { total: 0 }] = await db
    .select({ total: sql<number>`count(*)::int` })
    .from(lexiconWords)
    .where(inProduct(query.productType))
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
async function storedWordById(db: Db, id: number) {
  const ranked = db.select({ id: lexiconWords.id, seq: seqColumn() }).from(lexiconWords).as('ranked')
  const [row] = await db
    .select({ word: lexiconWords, seq: ranked.seq })
    .from(ranked)
    .innerJoin(lexiconWords, eq(lexiconWords.id, ranked.id))
    .where(eq(ranked.id, id))
  if (!row) throw new AppError('notFound', 'lexicon.notFound')
  return toEntry({ ...row.word, seq: row.seq })
}

/** One entry as pages show it, with the generated items. */
export const wordById = async (db: Db, id: number) => withGenerated(await storedWordById(db, id))

/** The committee's view of one entry: as stored, with each item's origin. */
export async function committeeWord(db: Db, id: number) {
  const stored = await storedWordById(db, id)
  return { ...stored, origins: originsOf(stored) }
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
      speech: edit.speechVo,
      updatedAt: new Date(),
    })
    .where(eq(lexiconWords.id, edit.id))
    .returning({ id: lexiconWords.id })
  if (!updated.length) throw new AppError('notFound', 'lexicon.notFound')
  return committeeWord(db, edit.id)
}
