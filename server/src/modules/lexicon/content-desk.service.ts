import {
  type CoverageSource,
  DESK_FIELDS,
  type DeskField,
  REVIEW_PAGE_SIZE,
} from '@spell/shared/api/lexicon/content-desk'
import type { WordEntry } from '@spell/shared/api/lexicon/words'
import { asc, eq, sql } from 'drizzle-orm'
import type { Db } from '../../db/database'
import { lexiconWords } from '../../db/schema'
import { AppError } from '../../http/app-error'
import { withGenerated } from './generated-content'
import { toEntry } from './lexicon.service'

/** The committee's content desk: coverage of each field by source, and the review queue. */

const textFields = ['meaning', 'words', 'sentence', 'idiom', 'classicPoetry'] as const
const mediaFields = ['sound', 'simpleUrl', 'regularScript', 'sealScript', 'officialScript'] as const

/** Each field an entry shows, with where it comes from; a field it lacks is absent. */
function fieldSources(stored: WordEntry): Partial<Record<DeskField, CoverageSource>> {
  const shown = withGenerated(stored)
  const found: Partial<Record<DeskField, CoverageSource>> = {}
  for (const vo of shown.speechVo) {
    const language = vo.languageType === 1 ? 'en' : 'zh'
    for (const column of textFields) {
      const part = vo.parts.find((p) => p[column])
      if (part) found[`${language}.${column}`] = part.sources?.[column] ?? 'committee'
    }
  }
  for (const key of mediaFields) {
    if (!shown[key]) continue
    const generated = key === 'sound' ? stored.sound?.startsWith('/audio/pinyin/') : !stored[key]
    found[key] = generated ? 'generated' : 'committee'
  }
  return found
}

/** For each field: how many entries have it, how many of those are reviewed, and the count per source. */
export async function lexiconCoverage(db: Db) {
  const rows = await db.select().from(lexiconWords)
  const fields = DESK_FIELDS.map((field) => ({
    field,
    present: 0,
    reviewed: 0,
    sources: {} as Partial<Record<CoverageSource, number>>,
  }))
  for (const row of rows) {
    const found = fieldSources(toEntry({ ...row, seq: 0 }))
    for (const count of fields) {
      const source = found[count.field]
      if (!source) continue
      count.present += 1
      if (row.reviewed) count.reviewed += 1
      count.sources[source] = (count.sources[source] ?? 0) + 1
    }
  }
  return {
    total: rows.length,
    reviewed: rows.filter((row) => row.reviewed).length,
    hidden: rows.filter((row) => row.hidden).length,
    fields,
  }
}

/** Entries the committee has not reviewed yet, most frequent first, as students see them. */
export async function reviewQueue(db: Db, pageNum: number) {
  const [{ total } = { total: 0 }] = await db
    .select({ total: sql<number>`count(*)::int` })
    .from(lexiconWords)
    .where(eq(lexiconWords.reviewed, false))
  const rows = await db
    .select()
    .from(lexiconWords)
    .where(eq(lexiconWords.reviewed, false))
    .orderBy(asc(lexiconWords.frequencyRank), asc(lexiconWords.id))
    .limit(REVIEW_PAGE_SIZE)
    .offset((pageNum - 1) * REVIEW_PAGE_SIZE)
  const list = rows.map((row) => ({
    ...withGenerated(toEntry({ ...row, seq: 0 })),
    hidden: row.hidden,
    reviewed: row.reviewed,
  }))
  return { list, total }
}

/** The committee approves an entry (or takes its approval back). */
export async function setReviewed(db: Db, { id, reviewed }: { id: number; reviewed: boolean }) {
  const [updated] = await db
    .update(lexiconWords)
    .set({ reviewed, updatedAt: new Date() })
    .where(eq(lexiconWords.id, id))
    .returning({ id: lexiconWords.id, reviewed: lexiconWords.reviewed })
  if (!updated) throw new AppError('notFound', 'lexicon.notFound')
  return updated
}
