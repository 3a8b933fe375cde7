import { z } from 'zod'
import { defineCall } from '../contract'
import { downloadSchema } from '../download'
import { contentSourceSchema, wordEntrySchema } from './words'

/**
 * The committee's content desk for the lexicon: how much of the bank each field covers and where it
 * comes from, a review queue, and the whole bank as an .xlsx to edit and import back.
 */

/** The fields the desk counts: the texts of each language, the pinyin clip and the script images. */
export const DESK_FIELDS = [
  'zh.meaning',
  'zh.words',
  'zh.sentence',
  'zh.idiom',
  'zh.classicPoetry',
  'en.meaning',
  'en.words',
  'en.sentence',
  'en.idiom',
  'en.classicPoetry',
  'sound',
  'simpleUrl',
  'regularScript',
  'sealScript',
  'officialScript',
] as const
export type DeskField = (typeof DESK_FIELDS)[number]

/** Where a covered field comes from: a text source, or the site's own generation (fonts, eSpeak NG). */
export const coverageSourceSchema = z.union([contentSourceSchema, z.literal('generated')])
export type CoverageSource = z.infer<typeof coverageSourceSchema>

export const adminLexiconCoverage = defineCall({
  method: 'GET',
  paths: ['/admin/lexicon/coverage'],
  request: z.object({}),
  response: z.object({
    /** Entries in the bank, hidden ones included; `reviewed` of them the committee has approved. */
    total: z.number().int(),
    reviewed: z.number().int(),
    hidden: z.number().int(),
    fields: z.array(
      z.object({
        field: z.enum(DESK_FIELDS),
        /** Entries that have the field, how many of those are reviewed, and the count per source. */
        present: z.number().int(),
        reviewed: z.number().int(),
        sources: z.partialRecord(coverageSourceSchema, z.number().int()),
      }),
    ),
  }),
})

export const REVIEW_PAGE_SIZE = 10

/** An entry of the review queue: as students see it (with each text's source), hidden or not. */
export const reviewEntrySchema = wordEntrySchema.extend({ hidden: z.boolean(), reviewed: z.boolean() })
export type ReviewEntry = z.infer<typeof reviewEntrySchema>

/** Entries not yet reviewed, most frequent first. */
export const adminReviewQueue = defineCall({
  method: 'GET',
  paths: ['/admin/lexicon/review'],
  request: z.object({ pageNum: z.coerce.number().int().min(1).default(1) }),
  response: z.object({ list: z.array(reviewEntrySchema), total: z.number().int() }),
})

/** The committee approves an entry's texts (or takes the approval back). */
export const adminReviewWord = defineCall({
  method: 'POST',
  paths: ['/admin/lexicon/review'],
  request: z.object({ id: z.coerce.number().int().positive(), reviewed: z.boolean() }),
  response: z.object({ id: z.number().int(), reviewed: z.boolean() }),
})

/** The whole bank as an .xlsx: a sheet of entries and a sheet of their texts, one row per part. */
export const adminExportLexicon = defineCall({
  method: 'GET',
  paths: ['/admin/lexicon/export'],
  request: z.object({}),
  response: downloadSchema,
})

/** The request body (JSON, base64) is limited to 1 MB. */
export const LEXICON_SHEET_MAX_BYTES = 700 * 1024

/**
 * An edited export imported back, all or nothing: any bad row refuses the whole file, each bad row
 * named with its sheet and number. Entries whose texts changed count as the committee's edits.
 */
export const adminImportLexicon = defineCall({
  method: 'POST',
  paths: ['/admin/lexicon/import'],
  request: z.object({
    content: z
      .string({ error: 'lexicon.sheetRequired' })
      .min(1, 'lexicon.sheetRequired')
      .max(Math.ceil((LEXICON_SHEET_MAX_BYTES * 4) / 3) + 4, 'lexicon.sheetTooBig'),
  }),
  response: z.object({ updated: z.number().int(), unchanged: z.number().int() }),
})
