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
const partNames: Record<string, string> = {
  verb: 'verb',
  classifier: 'measure word',
  particle: 'particle',
  general: 'common meanings',
}

const emptyPart = (partOfSpeechStr: string): SpeechPart => ({
  partOfSpeechStr,
  meaning: null,
  meaningUrl: null,
  words: null,
  sentence: null,
  sentenceUrl: null,
  idiom: null,
  idiomUrl: null,
  classicPoetry: null,
  classicPoetryUrl: null,
})

/** CC-CEDICT's notes on other pronunciations and spellings, which are no meaning. */
const dictionaryNote = /^also (pr\.|written|called) /

/** CC-CEDICT's abbreviations spelt out for children. */
const plainEnglish = (gloss: string) => gloss.replace(/\bsth\b/g, 'something').replace(/\bsb\b/g, 'somebody')

/**
 * The entry's speechVo list from a built row. Chinese: one part with the words and idiom containing
 * the character; its explanation is the committee's to write (no openly licensed modern Chinese
 * character dictionary exists to build it from). English: CC-CEDICT's senses, one part per rough part
 * of speech, one sense a line, with the words and idiom in the first part.
 */
function speechOf(row: LexiconRow): SpeechVo[] {
  // Place names and other proper nouns (capitalised pinyin) teach little about the character.
  const words = row.w.filter(([, pinyin]) => pinyin && pinyin[0] === pinyin[0]?.toLowerCase())
  const zh: SpeechPart = {
    ...emptyPart('基本释义'),
    words: words.length ? words.map(([w, p]) => `${w}（${p}）`).join('、') : null,
    idiom: row.i ? `${row.i[0]}（${row.i[1]}）` : null,
  }
  const senses = Object.entries(row.d)
    .map(([part, glosses]) => [part, glosses.filter((gloss) => !dictionaryNote.test(gloss))] as const)
    .filter(([, glosses]) => glosses.length)
  const en = senses.map(([part, glosses], index) => ({
    ...emptyPart(partNames[part] ?? part),
    meaning: glosses.map(plainEnglish).join('\n'),
    ...(index === 0
      ? {
          words: words.length ? words.map(([w, p, g]) => `${w} ${p}: ${plainEnglish(g)}`).join('\n') : null,
          idiom: row.i ? `${row.i[0]} ${row.i[1]}: ${plainEnglish(row.i[2])}` : null,
        }
      : {}),
  }))
  return [
    { languageType: 0, parts: [zh] },
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

/** What the seed writes for each character: the texts whose stored copy is CC-CEDICT's, not the committee's. */
const seeded = new Map(lexiconRows.map((row) => [row.c, row]))
export const seededSpeech = (cword: string) => {
  const row = seeded.get(cword)
  return row ? speechOf(row) : undefined
}

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
 * The rewritten entries lose their review.
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
  // New texts need a new review.
  await db.execute(sql`
    update lexicon_words set speech = r.speech, hidden = r.hidden, reviewed = false
    from jsonb_to_recordset(${JSON.stringify(changed)}::jsonb) as r(id integer, speech jsonb, hidden boolean)
    where lexicon_words.id = r.id`)
}
