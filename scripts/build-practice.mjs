#!/usr/bin/env node
// Builds server/src/db/seed/data/practice.json, the fun-learning content, from the
// committed lexicon: for each of five levels (by HSK level) three free trials, one per quiz type, of five
// questions each, and papers 1-4 of ten questions each. Deterministic (a seeded random generator), so a
// rebuild gives the same papers. Quiz types:
//   1  read (and hear) an English meaning, choose the character               (single answer)
//   2  choose every character read with this pinyin                          (one or two answers)
//   3  hear a word's pinyin and meaning, pick its two characters as tiles     (order-independent)
//   4  hear a character's pinyin, meaning and a word with it; write it by hand (a free trial only;
//      the server grades the strokes against hanzi-writer-data, so only characters it has are used)
// Then `npm run lexicon:audio` makes the clips it names (word pinyin, English meanings).
//
//   npm run practice:build
import { createHash } from 'node:crypto'
import fs from 'node:fs'
import { createRequire } from 'node:module'
import path from 'node:path'

const repoRoot = path.resolve(import.meta.dirname, '..')
const lexicon = JSON.parse(
  fs.readFileSync(path.join(repoRoot, 'server/src/db/seed/data/lexicon.json'), 'utf8'),
)
const outFile = path.join(repoRoot, 'server/src/db/seed/data/practice.json')

export const levels = [
  { name: '小初 · 一二年级', nameEn: 'Lower primary (grades 1-2)', hsk: ['1'] },
  { name: '小中 · 三四年级', nameEn: 'Middle primary (grades 3-4)', hsk: ['2'] },
  { name: '小高 · 五六年级', nameEn: 'Upper primary (grades 5-6)', hsk: ['3'] },
  { name: '初中', nameEn: 'Junior high', hsk: ['4'] },
  { name: '高中', nameEn: 'Senior high', hsk: ['5', '6'] },
]
const QUESTION_TIME = { 1: 60, 2: 60, 3: 90, 4: 120 }
const PAPER_TYPES = [1, 1, 1, 1, 2, 2, 2, 3, 3, 3]
/** A free trial is a short set of one question type, enough for a score that means something. */
const TRIAL_SIZE = 5
/** Writing takes longer than choosing: a writing trial is three characters. */
const WRITING_TRIAL_SIZE = 3
const strokesDir = path.dirname(createRequire(import.meta.url).resolve('hanzi-writer-data/package.json'))
const hasStrokes = (character) => fs.existsSync(path.join(strokesDir, `${character}.json`))

/** mulberry32: a small seeded generator, so the papers are the same on every build. */
function random(seed) {
  let a = seed
  return () => {
    a = (a + 0x6d2b79f5) | 0
    let t = Math.imul(a ^ (a >>> 15), 1 | a)
    t = (t + Math.imul(t ^ (t >>> 7), 61 | t)) ^ t
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296
  }
}
const shuffle = (items, rnd) => {
  const list = [...items]
  for (let i = list.length - 1; i > 0; i--) {
    const j = Math.floor(rnd() * (i + 1))
    ;[list[i], list[j]] = [list[j], list[i]]
  }
  return list
}

const byChar = new Map(lexicon.characters.map((c) => [c.c, c]))
/** A short English meaning without commas (choices and questions are comma-separated). */
const glossOf = (row) => {
  const first = Object.values(row.d)[0] ?? []
  return first
    .filter((g) => !g.startsWith('['))
    .slice(0, 2)
    .join('; ')
    .replace(/,/g, ';')
}
export const clipName = (text) => createHash('sha1').update(text).digest('hex').slice(0, 12)

function buildLevel(level, levelIndex) {
  const rnd = random(2024 + levelIndex)
  const pool = lexicon.characters.filter((c) => c.t.some((t) => level.hsk.includes(t)) && glossOf(c))
  const used = new Set()
  const distractors = (exclude, count) =>
    shuffle(
      pool.filter((c) => !exclude.includes(c.c)),
      rnd,
    )
      .slice(0, count)
      .map((c) => c.c)

  const type1 = () => {
    const row = shuffle(pool, rnd).find((c) => !used.has(`1${c.c}`))
    used.add(`1${row.c}`)
    const definition = glossOf(row)
    return {
      quizType: 1,
      question: definition,
      choice: shuffle([row.c, ...distractors([row.c], 3)], rnd).join(','),
      answer: row.c,
      definition,
    }
  }
  const type2 = () => {
    const groups = new Map()
    for (const c of pool) groups.set(c.p, [...(groups.get(c.p) ?? []), c])
    const pairs = shuffle(
      [...groups.values()].filter((g) => g.length >= 2 && !used.has(`2${g[0].p}`)),
      rnd,
    )
    const group = pairs[0] ?? [shuffle(pool, rnd).find((c) => !used.has(`2${c.p}`))]
    used.add(`2${group[0].p}`)
    const answer = group.slice(0, 2).map((c) => c.c)
    const others = distractors(
      pool.filter((c) => c.p === group[0].p).map((c) => c.c),
      4 - answer.length,
    )
    return {
      quizType: 2,
      question: group[0].p,
      choice: shuffle([...answer, ...others], rnd).join(','),
      answer: answer.join(','),
      pinyinClip: group[0].n,
    }
  }
  const type3 = () => {
    const words = shuffle(pool, rnd).flatMap((row) =>
      row.w
        .filter(([word, pinyin]) => {
          const chars = [...word]
          if (chars.length !== 2 || chars[0] === chars[1] || used.has(`3${word}`)) return false
          const rows = chars.map((ch) => byChar.get(ch))
          return rows.every(Boolean) && pinyin === rows.map((r) => r.p).join('')
        })
        .map(([word, pinyin, gloss]) => ({ word, pinyin, gloss })),
    )
    const { word, gloss } = words.find((w) => !/,/.test(w.gloss)) ?? words[0]
    used.add(`3${word}`)
    const chars = [...word]
    const definition = gloss.replace(/,/g, ';')
    return {
      quizType: 3,
      question: definition,
      choice: shuffle([...chars, ...distractors(chars, 4)], rnd).join(','),
      answer: chars.join(','),
      definition,
      wordClip: chars.map((ch) => byChar.get(ch).n).join('-'),
    }
  }
  const make = { 1: type1, 2: type2, 3: type3 }
  const trial = [1, 2, 3].map((type) => ({ quizType: type, questions: [make[type]()] }))
  const papers = [1, 2, 3, 4].map((paperNo) => ({
    paperNo,
    questions: PAPER_TYPES.map((type) => make[type]()),
  }))
  // The rest of each trial comes after the papers, so that adding to a trial leaves the papers as they were.
  for (const set of trial) {
    while (set.questions.length < TRIAL_SIZE) set.questions.push(make[set.quizType]())
  }
  trial.push({ quizType: 4, questions: writingTrial(pool, levelIndex) })
  return { ...level, trial, papers }
}

/** Two-character words of the row whose characters are in the lexicon with the word's own pinyin. */
const readableWords = (row) =>
  row.w.filter(([word, pinyin]) => {
    const chars = [...word]
    if (chars.length !== 2 || chars[0] === chars[1]) return false
    const rows = chars.map((ch) => byChar.get(ch))
    return rows.every(Boolean) && pinyin === rows.map((r) => r.p).join('')
  })

/**
 * The "listen and write" trial: characters with stroke data and a word to hear them in. Its own seeded
 * generator, so that adding it leaves the other trials and the papers as they were.
 */
function writingTrial(pool, levelIndex) {
  const rnd = random(4096 + levelIndex)
  const rows = shuffle(
    pool.filter((row) => hasStrokes(row.c) && readableWords(row).length > 0),
    rnd,
  ).slice(0, WRITING_TRIAL_SIZE)
  return rows.map((row) => {
    const [word] = readableWords(row)[0]
    return {
      quizType: 4,
      question: row.p,
      choice: '',
      answer: row.c,
      definition: glossOf(row),
      pinyinClip: row.n,
      wordClip: [...word].map((ch) => byChar.get(ch).n).join('-'),
    }
  })
}

const practice = {
  meta: { from: 'lexicon.json', questionTime: QUESTION_TIME, paperScore: 100 },
  levels: levels.map(buildLevel),
}
fs.writeFileSync(outFile, `${JSON.stringify(practice)}\n`)
const questions = practice.levels.flatMap((l) => [...l.trial, ...l.papers]).flatMap((q) => q.questions)
console.log(
  `wrote ${practice.levels.length} levels, ${questions.length} questions to ${path.relative(repoRoot, outFile)}`,
)
