import type { SpeechPart, SpeechVo } from '@spell/shared/api/lexicon/words'
import { sql } from 'drizzle-orm'
import type { Db } from '../database'
import { lexiconWords } from '../schema'
import lexicon from './data/lexicon.json' with { type: 'json' }

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

export const lexiconRows = (lexicon as unknown as { characters: LexiconRow[] }).characters

/**
 * Loads the committed lexicon on the first start; later starts find it there and keep the committee's
 * edits. Returns the number of characters stored.
 */
export async function seedLexicon(db: Db) {
  const [{ count } = { count: 0 }] = await db.select({ count: sql<number>`count(*)::int` }).from(lexiconWords)
  if (count > 0) return count
  const rows = lexiconRows.map((row) => ({
    cword: row.c,
    firstLetter: row.l,
    ctopic: row.t.join(','),
    pinyin: row.p,
    pinyinPlain: plain(row.p),
    sound: pinyinAudioUrl(row.n),
    speech: speechOf(row),
    frequencyRank: row.r,
  }))
  // One statement with the rows as a single JSON parameter: much faster than 22,000 bound values.
  await db.execute(sql`
    insert into lexicon_words (cword, first_letter, ctopic, pinyin, pinyin_plain, sound, speech, frequency_rank)
    select r.cword, r."firstLetter", r.ctopic, r.pinyin, r."pinyinPlain", r.sound, r.speech, r."frequencyRank"
    from jsonb_to_recordset(${JSON.stringify(rows)}::jsonb) as r(
      cword text, "firstLetter" text, ctopic text, pinyin text, "pinyinPlain" text, sound text,
      speech jsonb, "frequencyRank" integer)
    on conflict (cword) do nothing`)
  return rows.length
}
