import type { SpeechPart, WordEntry } from '@spell/shared/api/lexicon/words'
import content from '../../db/seed/data/lexicon-content.json' with { type: 'json' }
import { seededSpeech } from '../../db/seed/lexicon'
import { isSuitable } from '../../db/seed/unsuitable-words'
import { GLYPH_STYLES, glyphUrl } from './glyph-fonts'
import { type SpeechLanguage, speechAllowed, speechVersion, spokenText } from './speech-audio'

/**
 * What the site makes itself where the committee has stored nothing: script images from open fonts,
 * a couplet of classic poetry from an open corpus (scripts/build-lexicon-content.mjs), and spoken
 * clips. A stored value (the committee's) always wins, so an upload replaces a generated item.
 * Example sentences are only the committee's: no open corpus gives modern ones.
 */
const corpus = content as unknown as {
  poetry: Record<string, [line: string, title: string, author: string]>
}
/** The corpus's lines without those holding a word of the unsuitable list, as the seed does for the rest. */
const poetry = Object.fromEntries(Object.entries(corpus.poetry).filter(([, line]) => isSuitable(...line)))

const languageOf = (languageType: number): SpeechLanguage => (languageType === 1 ? 'en' : 'zh')

/**
 * The English sentence an earlier build wrote for every character, “gloss” is 词 (cí) in Chinese.: it
 * teaches nothing and its clip said "'illegal' is in Chinese.", so it counts as no sentence.
 */
const templateSentence = /^“[^”]*” is \S+ \([^)]*\) in Chinese\.$/
const realSentence = (sentence: string | null) =>
  sentence && !templateSentence.test(sentence) ? sentence : null

function poetryOf(cword: string, language: SpeechLanguage) {
  const line = poetry[cword]
  if (!line) return null
  const [text, title, author] = line
  return language === 'zh' ? `${text}\n——${author}《${title}》` : `${text}\n— ${author}, “${title}”`
}

const spokenColumns = ['meaning', 'sentence', 'idiom', 'classicPoetry'] as const
const textColumns = ['meaning', 'words', 'sentence', 'idiom', 'classicPoetry'] as const

/**
 * Where each stored text of a part comes from: CC-CEDICT where it is what the seed writes for the
 * character, else the committee (its edit or its import).
 */
function storedSources(cword: string, languageType: number, part: SpeechPart, index: number) {
  const seeded = seededSpeech(cword)?.find((vo) => vo.languageType === languageType)?.parts[index]
  const sources: NonNullable<SpeechPart['sources']> = {}
  for (const column of textColumns) {
    const text = part[column]
    if (text) sources[column] = text === seeded?.[column] ? 'cedict' : 'committee'
  }
  return sources
}

function fillPart(entry: WordEntry, languageType: number, part: SpeechPart, index: number): SpeechPart {
  const language = languageOf(languageType)
  const filled = { ...part, words: part.words ?? null, sentence: realSentence(part.sentence) }
  const sources = storedSources(entry.cword, languageType, filled, index)
  if (index === 0 && !filled.classicPoetry) {
    filled.classicPoetry = poetryOf(entry.cword, language)
    if (filled.classicPoetry) sources.classicPoetry = 'chinese-poetry'
  }
  filled.sources = sources
  for (const column of spokenColumns) {
    const urlKey = `${column}Url` as const
    const spoken = spokenText(language, filled[column])
    if (!filled[urlKey] && speechAllowed(language, spoken))
      filled[urlKey] =
        `/api/word/speech/${entry.id}/${languageType}/${index}/${column}?v=${speechVersion(language, spoken)}`
  }
  return filled
}

const imageFields = { simple: 'simpleUrl', regular: 'regularScript' } as const

/** The entry as pages show it: stored values, and generated ones where nothing is stored. */
export function withGenerated(entry: WordEntry): WordEntry {
  const filled: WordEntry = {
    ...entry,
    speechVo: entry.speechVo.map((vo) => ({
      ...vo,
      parts: vo.parts.map((part, index) => fillPart(entry, vo.languageType, part, index)),
    })),
  }
  for (const style of GLYPH_STYLES) filled[imageFields[style]] ??= glyphUrl(style, entry.cword)
  return filled
}

type Origin = 'generated' | 'uploaded' | 'missing'

const originOf = (stored: string | null | undefined, shown: string | null | undefined): Origin =>
  stored ? 'uploaded' : shown ? 'generated' : 'missing'

/** Per item, whether the committee stored it, the site generates it, or it is missing. */
export function originsOf(stored: WordEntry): Record<string, Origin> {
  const shown = withGenerated(stored)
  const origins: Record<string, Origin> = {
    sound: stored.sound?.startsWith('/audio/pinyin/') ? 'generated' : originOf(stored.sound, shown.sound),
  }
  for (const key of ['simpleUrl', 'sealScript', 'officialScript', 'regularScript'] as const)
    origins[key] = originOf(stored[key], shown[key])
  for (const vo of shown.speechVo) {
    const storedPart = stored.speechVo.find((s) => s.languageType === vo.languageType)?.parts[0]
    const part = vo.parts[0]
    if (!part) continue
    const language = languageOf(vo.languageType)
    for (const key of ['sentence', 'classicPoetry', 'meaningUrl', 'sentenceUrl'] as const)
      origins[`${language}.${key}`] = originOf(storedPart?.[key], part[key])
  }
  return origins
}
