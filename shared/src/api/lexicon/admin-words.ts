import { z } from 'zod'
import { defineCall } from '../contract'
import { speechVoSchema, wordEntrySchema, wordListItemSchema } from './words'

const mediaUrl = z
  .string()
  .trim()
  .max(300)
  .regex(/^((\/|https?:\/\/)\S*)?$/, 'lexicon.badUrl')
  .nullable()
  .transform((s) => s || null)

/** What the committee may change in an entry: every field of the entry except the character itself. */
export const wordEditSchema = z.object({
  id: z.coerce.number().int().positive(),
  ctopic: z
    .string()
    .trim()
    .max(64)
    .regex(/^(\d+(,\d+)*)?$/, 'lexicon.badTopics'),
  pinyin: z.string().trim().min(1, 'lexicon.pinyinRequired').max(60),
  sound: mediaUrl,
  simpleUrl: mediaUrl,
  sealScript: mediaUrl,
  officialScript: mediaUrl,
  regularScript: mediaUrl,
  speechVo: z.array(speechVoSchema).max(2),
})
export type WordEdit = z.infer<typeof wordEditSchema>

/** The committee sees every entry, each with whether it is hidden from students. */
const adminWordListItemSchema = wordListItemSchema.extend({ hidden: z.boolean() })
const adminWordEntrySchema = wordEntrySchema.extend({ hidden: z.boolean() })
export type AdminWordEntry = z.infer<typeof adminWordEntrySchema>

/** The committee's lexicon: search the list, read one entry by id, save it, hide it or show it again. */
export const adminGetWord = defineCall({
  method: 'GET',
  paths: ['/admin/lexicon/word'],
  request: z.object({ id: z.coerce.number().int().positive() }),
  response: adminWordEntrySchema,
})

export const adminSearchWords = defineCall({
  method: 'GET',
  paths: ['/admin/lexicon/words'],
  request: z.object({ CWord: z.string().trim().max(20).optional() }),
  response: z.object({ list: z.array(adminWordListItemSchema), total: z.number().int() }),
})

export const adminSaveWord = defineCall({
  method: 'POST',
  paths: ['/admin/lexicon/saveWord'],
  request: wordEditSchema,
  response: adminWordEntrySchema,
})

/**
 * Hides an entry from students or shows it again: a hidden entry is in none of their lists, searches,
 * pages or writing practice.
 */
export const adminSetWordHidden = defineCall({
  method: 'POST',
  paths: ['/admin/lexicon/setHidden'],
  request: z.object({ id: z.coerce.number().int().positive(), hidden: z.boolean() }),
  response: adminWordEntrySchema,
})

/** Audio (mp3, wav) and images (png, jpg) for lexicon entries; answers {url}. */
export const LEXICON_UPLOAD_PATH = '/admin/lexicon/upload'
export const LEXICON_UPLOAD_MAX_BYTES = 2 * 1024 * 1024
/** A clip the committee records or uploads lasts this long at least and at most (a recording stops there). */
export const LEXICON_CLIP_MIN_SECONDS = 0.3
export const LEXICON_CLIP_MAX_SECONDS = 60
