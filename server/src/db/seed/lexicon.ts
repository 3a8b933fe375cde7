import { isDeepStrictEqual } from 'node:util'
import type { SpeechPart, SpeechVo } from '@spell/shared/api/lexicon/words'
import { isNull, sql } from 'drizzle-orm'
import type { Db } from '../database'
import { lexiconWords } from '../schema'
import lexicon from './data/lexicon.json' with { type: 'json' }
import { isSuitable } from './unsuitable-words'

/** One character as scripts/build-lexicon.mjs writes it (short keys keep the committed file small). */
interface LexiconRow {
  c: string
  l: string
  p: string
  n: string
  t: string[]
  d: Record<string, string[]>
  w: [word: string, pinyin: string, gloss: string][]
  i?: [idiom: string, pinyin: string, english: string]
  r: number
}

/** CC-CEDICT has no parts of speech; the build script guesses these four from the glosses. */
const partNames: Record<string, { zh: string; en: string }> = {
  verb: { zh: '动词', en: 'verb' },
  classifier: { zh: '量词', en: 'measure word' },
  particle: { zh: '助词', en: 'particle' },
  general: { zh: '常用义', en: 'common meanings' },
}

const emptyPart = (partOfSpeechStr: string): SpeechPart => ({
  partOfSpeechStr,
  meaning: null,
  meaningUrl: null,
  sentence: null,
  sentenceUrl: null,
  idiom: null,
  idiomUrl: null,
  classicPoetry: null,
  classicPoetryUrl: null,
})

/** The entry's speechVo list from a built row: Chinese (words with the character) and English (CC-CEDICT). */
function speechOf(row: LexiconRow): SpeechVo[] {
  const parts = Object.entries(row.d)
  const words = row.w.filter(([, pinyin]) => pinyin)
  const zh = parts.map(([part], index) => ({
    ...emptyPart(partNames[part]?.zh ?? part),
    ...(index === 0 && words.length
      ? { meaning: `组词：${words.map(([w, p]) => `${w}（${p}）`).join('、')}` }
      : {}),
    ...(index === 0 && row.i ? { idiom: `${row.i[0]}（${row.i[1]}）` } : {}),
  }))
  const en = parts.map(([part, glosses], index) => ({
    ...emptyPart(partNames[part]?.en ?? part),
    meaning:
      glosses.join('; ') +
      (index === 0 && words.length
        ? `\nWords: ${words.map(([w, p, g]) => `${w} ${p} (${g})`).join('; ')}`
        : ''),
    ...(index === 0 && row.i ? { idiom: `${row.i[0]} ${row.i[1]}: ${row.i[2]}` } : {}),
  }))
  return [
    { languageType: 0, parts: zh },
    { languageType: 1, parts: en },
  ]
}

const pinyinAudioUrl = (numbered: string) => `/audio/pinyin/${numbered}.mp3`
const plain = (pinyin: string) =>
  pinyin
    .normalize('NFD')
    .replace(/[\u0300-\u036f]/g, '')
    .replace(/ü/g, 'v')

/**
 * A built row without the meanings, words and idiom that hold a word of the unsuitable list
 * (data/unsuitable-words.json): what the database may hold for children.
 */
function forChildren(row: LexiconRow): LexiconRow {
  const { i: idiom, ...rest } = row
  const meanings = Object.entries(row.d)
    .map(([part, glosses]) => [part, glosses.filter((gloss) => isSuitable(gloss))] as const)
    .filter(([, glosses]) => glosses.length)
  return {
    ...rest,
    d: Object.fromEntries(meanings),
    w: row.w.filter((word) => isSuitable(...word)),
    ...(idiom && isSuitable(...idiom) ? { i: idiom } : {}),
  }
}

/** The committed lexicon as children may read it; a row left without a meaning is stored hidden. */
export const lexiconRows = (lexicon as unknown as { characters: LexiconRow[] }).characters.map(forChildren)
const withoutMeaning = (row: LexiconRow) => Object.keys(row.d).length === 0

/**
 * Loads the committed lexicon on the first start. Later starts keep the committee's edits and bring
 * every entry it has not edited in step with the file and the list of unsuitable words. Returns the
 * number of characters stored.
 */
export async function seedLexicon(db: Db) {
  const [{ count } = { count: 0 }] = await db.select({ count: sql<number>`count(*)::int` }).from(lexiconWords)
  if (count > 0) {
    await refreshUnedited(db)
    return count
  }
  const rows = lexiconRows.map((row) => ({
    cword: row.c,
    firstLetter: row.l,
    ctopic: row.t.join(','),
    pinyin: row.p,
    pinyinPlain: plain(row.p),
    sound: pinyinAudioUrl(row.n),
    speech: speechOf(row),
    frequencyRank: row.r,
    hidden: withoutMeaning(row),
  }))
  // One statement with the rows as a single JSON parameter: much faster than 22,000 bound values.
  await db.execute(sql`
    insert into lexicon_words (cword, first_letter, ctopic, pinyin, pinyin_plain, sound, speech, frequency_rank, hidden)
    select r.cword, r."firstLetter", r.ctopic, r.pinyin, r."pinyinPlain", r.sound, r.speech, r."frequencyRank", r.hidden
    from jsonb_to_recordset(${JSON.stringify(rows)}::jsonb) as r(
      cword text, "firstLetter" text, ctopic text, pinyin text, "pinyinPlain" text, sound text,
      speech jsonb, "frequencyRank" integer, hidden boolean)
    on conflict (cword) do nothing`)
  return rows.length
}

/**
 * Rewrites the texts of the entries the committee has not edited where they differ from the file as
 * children may read it (a word added to the list, or a rebuilt file). An entry the rewrite leaves
 * without a meaning is hidden; one the committee showed again stays shown, as its texts no longer change.
 */
async function refreshUnedited(db: Db) {
  const rows = new Map(lexiconRows.map((row) => [row.c, row]))
  const stored = await db
    .select({
      id: lexiconWords.id,
      cword: lexiconWords.cword,
      speech: lexiconWords.speech,
      hidden: lexiconWords.hidden,
    })
    .from(lexiconWords)
    .where(isNull(lexiconWords.editedAt))
  const changed = stored.flatMap((entry) => {
    const row = rows.get(entry.cword)
    const speech = row && speechOf(row)
    if (!row || isDeepStrictEqual(entry.speech, speech)) return []
    return [{ id: entry.id, speech, hidden: entry.hidden || withoutMeaning(row) }]
  })
  if (!changed.length) return
  await db.execute(sql`
    update lexicon_words set speech = r.speech, hidden = r.hidden
    from jsonb_to_recordset(${JSON.stringify(changed)}::jsonb) as r(id integer, speech jsonb, hidden boolean)
    where lexicon_words.id = r.id`)
}
