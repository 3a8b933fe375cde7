import { z } from 'zod'
import { defineCall } from '../contract'
import { multiline } from '../plain-text'

/** Letters of the directory tabs; B is the one shown first. I, U and V never begin a pinyin. */
export const LEXICON_LETTERS = 'ABCDEFGHIJKLMNOPQRSTUVWXYZ'.split('')
export const LEXICON_FIRST_LETTER = 'B'
/** The specification's client asks for the whole list at once. */
export const WORD_LIST_PAGE_SIZE = 100000

/** 0 Chinese, 1 English: the two languages of the explanations. */
export const speechLanguageTypes = { zh: 0, en: 1 } as const

const text = multiline(z.string().max(4000)).nullable()
const url = z.string().max(300).nullable()

/**
 * Where a text of the lexicon comes from, shown beside it: CC-CEDICT (via chinese-lexicon), the
 * chinese-poetry corpus, or the committee.
 */
export const contentSourceSchema = z.enum(['cedict', 'chinese-poetry', 'committee'])
export type ContentSource = z.infer<typeof contentSourceSchema>

/**
 * One part of speech of one language: its explanation (meaning), words containing the character,
 * sentence, idiom and classic poetry with audio. `sources` says, per text shown, where it comes from.
 */
export const speechPartSchema = z.object({
  partOfSpeechStr: z.string().max(40),
  meaning: text,
  meaningUrl: url,
  words: text.optional(),
  sentence: text,
  sentenceUrl: url,
  idiom: text,
  idiomUrl: url,
  classicPoetry: text,
  classicPoetryUrl: url,
  sources: z
    .partialRecord(z.enum(['meaning', 'words', 'sentence', 'idiom', 'classicPoetry']), contentSourceSchema)
    .optional(),
})
export type SpeechPart = z.infer<typeof speechPartSchema>

export const speechVoSchema = z.object({
  languageType: z.union([z.literal(0), z.literal(1)]),
  parts: z.array(speechPartSchema).max(12),
})
export type SpeechVo = z.infer<typeof speechVoSchema>

/** A character in the directory list. `seq` is its position in the whole lexicon (the font page's p). */
export const wordListItemSchema = z.object({
  id: z.number().int(),
  cword: z.string(),
  firstLetter: z.string(),
  ctopic: z.string(),
  pinyin: z.string(),
  seq: z.number().int(),
})
export type WordListItem = z.infer<typeof wordListItemSchema>

/** Where an item of an entry comes from: the committee's upload, the site's own generation, or nowhere. */
export const mediaOriginSchema = z.enum(['generated', 'uploaded', 'missing'])
export type MediaOrigin = z.infer<typeof mediaOriginSchema>

/** A whole character entry. */
export const wordEntrySchema = wordListItemSchema.extend({
  sound: z.string().nullable(),
  simpleUrl: z.string().nullable(),
  sealScript: z.string().nullable(),
  officialScript: z.string().nullable(),
  regularScript: z.string().nullable(),
  speechVo: z.array(speechVoSchema),
  /** The committee's view only: per item (simpleUrl, zh.sentence, en.classicPoetry…), its origin. */
  origins: z.record(z.string(), mediaOriginSchema).optional(),
})
export type WordEntry = z.infer<typeof wordEntrySchema>

const productType = z.coerce.number().int().min(0).max(99).optional()

/** The directory: every character, or those matching CWord (a character, or pinyin without tones). */
export const getCWordList = defineCall({
  method: 'GET',
  paths: ['/word/getCWordList'],
  request: z.object({
    productType,
    pageNum: z.coerce.number().int().min(1).default(1),
    pageSize: z.coerce.number().int().min(1).max(WORD_LIST_PAGE_SIZE).default(WORD_LIST_PAGE_SIZE),
    CWord: z.string().trim().max(20, 'lexicon.searchTooLong').optional(),
    firstLetter: z
      .string()
      .regex(/^[A-Za-z]$/)
      .transform((s) => s.toUpperCase())
      .optional(),
  }),
  response: z.object({ list: z.array(wordListItemSchema), total: z.number().int() }),
})

/** The font page: the entry at position pageNum of the whole lexicon (pageSize 1). */
export const getCWordInfoGroupList = defineCall({
  method: 'GET',
  paths: ['/word/getCWordInfoGroupList'],
  request: z.object({
    productType,
    pageNum: z.coerce.number({ error: 'lexicon.pageRequired' }).int().min(1, 'lexicon.pageRequired'),
    pageSize: z.coerce.number().int().min(1).max(20).default(1),
  }),
  response: z.object({ list: z.array(wordEntrySchema), total: z.number().int() }),
})

/** Stroke data of one character for the simple-form glyph and its stroke-order animation. */
export const getCWordStrokes = defineCall({
  method: 'GET',
  paths: ['/word/strokes'],
  request: z.object({ cword: z.string().regex(/^\p{Script=Han}$/u, 'lexicon.oneCharacter') }),
  response: z.object({
    strokes: z.array(z.string()),
    medians: z.array(z.array(z.array(z.number()))),
    radStrokes: z.array(z.number()).optional(),
  }),
})
