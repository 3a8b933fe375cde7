import { messages, raceSchedules, sysDictionaries } from '@spell/shared'
import { describe, expect, it } from 'vitest'

/**
 * One name per round (docs/decisions/0022-one-name-per-round.md): every text a person reads names a
 * round as the `c_race_schedule` dictionary does, or round 2 by the first part of its name. The texts
 * are read as the site reads them, module by module, so comments and identifiers do not count.
 */
type Lang = 'zh' | 'en'

/** Other names of the rounds, refused in any text; each is written so that the dictionary's names pass. */
const refusedChinese: RegExp[] = [
  /复赛/,
  /分区决赛/,
  /半决赛/,
  // 复选 without 赛 (初赛/复选报名)
  /复选(?!赛)/,
  // 全国晋级赛 only as the gloss of 复选赛
  /(?<!复选赛（全国)晋级赛/,
  // 决赛 and 总决赛, except in 全国总决赛
  /(?<!全国总)决赛/,
  // 初赛 and 校园初赛, except in 市级初赛
  /(?<!市级)初赛/,
  // Every round and every registration happens on this website, never in a mini-program.
  /小程序/,
]

/** The same in English texts (where a text is known to be English). */
const refusedEnglish: RegExp[] = [
  /semi[- ]?finals?/i,
  /division finals?/i,
  /\bfinals\b/i,
  /\b(final|qualifying) round/i,
  /grand final/i,
  /(?<!city )\bpreliminar(y|ies)\b/i,
  /\breselection\b/i,
  /(?<!\()national entry round/i,
  /mini-?program/i,
]

/** Placeholders ({semiFinalWindow}, {{name}}) are names in code, filled before anyone reads them. */
const withoutPlaceholders = (text: string) => text.replace(/\{\{?\w+\}?\}/g, '')

const refusedIn = (text: string, lang: Lang | undefined) =>
  [...refusedChinese, ...(lang === 'en' ? refusedEnglish : [])].filter((rule) =>
    rule.test(withoutPlaceholders(text)),
  )

interface Finding {
  source: string
  text: string
  refused: string[]
}

/** Every string of a value, with the language its nearest `zh` or `en` key (or its file) gives it. */
function* textsOf(value: unknown, lang: Lang | undefined): Generator<[string, Lang | undefined]> {
  if (typeof value === 'string') yield [value, lang]
  else if (Array.isArray(value)) for (const item of value) yield* textsOf(item, lang)
  else if (value && typeof value === 'object')
    for (const [key, inner] of Object.entries(value))
      yield* textsOf(inner, key === 'zh' || key === 'en' ? key : lang)
}

const sources: Record<string, unknown> = {
  ...import.meta.glob(['./i18n/{zh,en}.ts', './features/*/i18n/{zh,en}.ts'], { eager: true }),
  ...import.meta.glob('./features/public-site/content/*.ts', { eager: true }),
  ...import.meta.glob('./features/privacy/pages/*-text.ts', { eager: true }),
  ...import.meta.glob('./features/exam/sample-paper.ts', { eager: true }),
}
const seasonText = import.meta.glob<{ seasonValues: (overview: undefined, lang: Lang) => unknown }>(
  './features/public-site/season-text.ts',
  { eager: true },
)

function scan() {
  const all: [string, unknown][] = [
    ...Object.entries(sources),
    ...Object.entries(seasonText).map(([path, module]): [string, unknown] => [
      path,
      { zh: module.seasonValues(undefined, 'zh'), en: module.seasonValues(undefined, 'en') },
    ]),
    ['@spell/shared messages', messages],
    ['@spell/shared dictionaries', sysDictionaries],
  ]
  const texts: { source: string; text: string; lang: Lang | undefined }[] = []
  for (const [source, value] of all) {
    const fileLang = source.match(/\/(zh|en)\.ts$/)?.[1] as Lang | undefined
    for (const [text, lang] of textsOf(value, fileLang)) texts.push({ source, text, lang })
  }
  return texts
}

describe('The names of the rounds', () => {
  it('are the dictionary’s, as the refused variants were written for', () => {
    expect(raceSchedules.map((r) => [r.value, r.label.zh, r.label.en])).toEqual([
      [1, '市级初赛', 'City preliminary'],
      [2, '复选赛（全国晋级赛）', 'Re-selection (national entry round)'],
      [4, '全国总决赛', 'National final'],
    ])
  })

  it('refuse the other names and keep the dictionary’s in a sentence', () => {
    for (const other of [
      '参加复赛',
      '线上半决赛',
      '分区决赛',
      '初赛/复选报名',
      '总决赛舞台',
      '校园初赛',
      '全国晋级赛',
    ])
      expect(refusedIn(other, 'zh'), other).not.toEqual([])
    for (const other of [
      'the online semi-final',
      'Semifinal',
      'division finals',
      'the national finals',
      'the preliminary starts',
      'the national entry round',
    ])
      expect(refusedIn(other, 'en'), other).not.toEqual([])
    const kept = {
      zh: [...raceSchedules.map((r) => r.label.zh), '进入复选赛', '晋级全国总决赛', '市级初赛/复选赛报名'],
      en: [
        ...raceSchedules.map((r) => r.label.en),
        'the city preliminary starts',
        'Enter the re-selection round',
        'the national final',
        "The judges' ruling is final.",
      ],
    }
    for (const lang of ['zh', 'en'] as const)
      for (const text of kept[lang]) expect(refusedIn(text, lang), text).toEqual([])
  })

  it('read in every text source are the dictionary’s and no other', () => {
    const texts = scan()
    // The scan reaches what it means to: every namespace in both languages and the content.
    expect(new Set(texts.map((t) => t.source)).size).toBeGreaterThan(40)
    expect(texts).toContainEqual(expect.objectContaining({ text: '进入复选赛', lang: 'zh' }))
    expect(texts).toContainEqual(expect.objectContaining({ text: 'National final', lang: 'en' }))
    for (const source of ['@spell/shared messages', '@spell/shared dictionaries'])
      expect(texts.filter((t) => t.source === source).length, source).toBeGreaterThan(20)
    const findings: Finding[] = texts
      .map(({ source, text, lang }) => ({ source, text, refused: refusedIn(text, lang).map(String) }))
      .filter((f) => f.refused.length > 0)
    expect(findings).toEqual([])
  })
})
