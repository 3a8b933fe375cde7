import { isDeepStrictEqual } from 'node:util'
import { type FieldError, type Lang, textProblemMessage, textProblemOf, translate } from '@spell/shared'
import type { SpeechPart, SpeechVo } from '@spell/shared/api/lexicon/words'
import { sql } from 'drizzle-orm'
import ExcelJS from 'exceljs'
import type { Db } from '../../db/database'
import { lexiconWords } from '../../db/schema'
import { AppError } from '../../http/app-error'

/**
 * The whole bank as an .xlsx the committee edits and imports back. Sheet 1 has one row per entry
 * (pinyin, topics, hidden, reviewed); sheet 2 one row per part of an entry's explanations in one
 * language (its texts as stored: what the site generates, such as poetry couplets, is not in it).
 * Audio and image addresses are not in the file and stay as they are.
 */

const XLSX_MIME = 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet'
const ENTRY_SHEET = '字条 Entries'
const TEXT_SHEET = '释义 Texts'
const ENTRY_COLUMNS = ['字 Character', '拼音 Pinyin', '主题 Topics', '隐藏 Hidden', '已审核 Reviewed']
const textColumns = ['meaning', 'words', 'sentence', 'idiom', 'classicPoetry'] as const
type TextColumn = (typeof textColumns)[number]
const TEXT_HEADERS = [
  '字 Character',
  '语言 Language',
  '序号 Part',
  '词性 Part of speech',
  '释义 Explanation',
  '组词 Words',
  '例句 Sentence',
  '成语 Idiom',
  '经典诗词 Poetry',
]
const columnLabels: Record<TextColumn | 'partOfSpeechStr', { zh: string; en: string }> = {
  partOfSpeechStr: { zh: '词性', en: 'part of speech' },
  meaning: { zh: '释义', en: 'explanation' },
  words: { zh: '组词', en: 'words' },
  sentence: { zh: '例句', en: 'sentence' },
  idiom: { zh: '成语', en: 'idiom' },
  classicPoetry: { zh: '经典诗词', en: 'poetry' },
}
const TEXT_MAX = 4000
const yes = (flag: boolean) => (flag ? '是 yes' : '否 no')
const languageNames: Record<string, 0 | 1> = { zh: 0, 中文: 0, chinese: 0, en: 1, 英文: 1, english: 1 }

const storedRows = (db: Db) =>
  db
    .select({
      id: lexiconWords.id,
      cword: lexiconWords.cword,
      pinyin: lexiconWords.pinyin,
      ctopic: lexiconWords.ctopic,
      hidden: lexiconWords.hidden,
      reviewed: lexiconWords.reviewed,
      speech: lexiconWords.speech,
    })
    .from(lexiconWords)
    .orderBy(lexiconWords.frequencyRank, lexiconWords.id)

export async function exportLexicon(db: Db) {
  const rows = await storedRows(db)
  const book = new ExcelJS.Workbook()
  const entries = book.addWorksheet(ENTRY_SHEET)
  entries.columns = ENTRY_COLUMNS.map((header) => ({ header, width: 16 }))
  const texts = book.addWorksheet(TEXT_SHEET)
  texts.columns = TEXT_HEADERS.map((header, i) => ({ header, width: i < 4 ? 12 : 40 }))
  for (const sheet of [entries, texts]) {
    sheet.getRow(1).font = { bold: true }
    sheet.views = [{ state: 'frozen', ySplit: 1 }]
  }
  for (const row of rows) {
    entries.addRow([row.cword, row.pinyin, row.ctopic, yes(row.hidden), yes(row.reviewed)])
    for (const vo of row.speech as SpeechVo[])
      vo.parts.forEach((part, index) => {
        texts.addRow([
          row.cword,
          vo.languageType === 1 ? 'en' : 'zh',
          index + 1,
          part.partOfSpeechStr,
          ...textColumns.map((column) => part[column] ?? ''),
        ])
      })
  }
  const notes = book.addWorksheet('说明 Notes')
  notes.columns = [{ width: 100 }]
  notes.addRows([
    ['导入时整份文件要么全部生效，要么在有任何错误行时完全不生效，并列出每个错误行。'],
    ['The import applies the whole file, or nothing when any row is wrong; each wrong row is named.'],
    [
      '「释义」表中一个字的行会替换这个字在该语言的全部释义；没有行的字和语言保持不变。音频和图片地址不在表中，保持不变。',
    ],
    [
      "A character's rows in the Texts sheet replace its texts in that language; characters and languages without rows stay as they are. Audio and image addresses are not in the file and stay as they are.",
    ],
    ['语言 Language: zh / en；隐藏、已审核 Hidden, Reviewed: 是 / 否 (yes / no)'],
  ])
  return {
    fileName: 'lexicon.xlsx',
    mimeType: XLSX_MIME,
    content: Buffer.from(await book.xlsx.writeBuffer()).toString('base64'),
  }
}

function flagOf(value: string): boolean | undefined {
  const v = value.trim().toLowerCase().split(/\s+/)[0] ?? ''
  if (['是', 'yes', 'y', 'true', '1'].includes(v)) return true
  if (['否', 'no', 'n', 'false', '0', ''].includes(v)) return false
  return undefined
}

const plainPinyin = (pinyin: string) =>
  pinyin
    .normalize('NFD')
    .replace(/[\u0300-\u036f]/g, '')
    .replace(/ü/g, 'v')
    .toLowerCase()

/** A part as the comparison sees it: its texts, null when empty, and its stored audio addresses. */
const normalPart = (part: Partial<SpeechPart>): SpeechPart => ({
  partOfSpeechStr: part.partOfSpeechStr ?? '',
  meaning: part.meaning || null,
  meaningUrl: part.meaningUrl ?? null,
  words: part.words || null,
  sentence: part.sentence || null,
  sentenceUrl: part.sentenceUrl ?? null,
  idiom: part.idiom || null,
  idiomUrl: part.idiomUrl ?? null,
  classicPoetry: part.classicPoetry || null,
  classicPoetryUrl: part.classicPoetryUrl ?? null,
})

interface EntryEdit {
  pinyin: string
  ctopic: string
  hidden: boolean
  reviewed: boolean
}
type PartRow = { index: number; part: SpeechPart }

function sheetOf(book: ExcelJS.Workbook, name: string, position: number) {
  const key = name.split(' ')[0] ?? name
  return book.worksheets.find((s) => s.name.includes(key)) ?? book.worksheets[position]
}

/**
 * Imports an edited export, all or nothing: every row of both sheets is checked first and any bad
 * one refuses the file, each named by its sheet and row.
 */
export async function importLexicon(db: Db, content: string, lang: Lang) {
  const book = new ExcelJS.Workbook()
  try {
    await book.xlsx.load(Buffer.from(content, 'base64') as unknown as ArrayBuffer)
  } catch {
    throw new AppError('invalidInput', 'lexicon.notXlsx')
  }
  const entrySheet = sheetOf(book, ENTRY_SHEET, 0)
  const textSheet = sheetOf(book, TEXT_SHEET, 1)
  if (!entrySheet || !textSheet) throw new AppError('invalidInput', 'lexicon.notXlsx')

  const stored = await storedRows(db)
  const byChar = new Map(stored.map((row) => [row.cword, row]))
  const errors: FieldError[] = []
  const fail = (sheet: string, row: number, key: string, params: Record<string, string | number> = {}) =>
    errors.push({
      field: `${sheet}.${row}`,
      message: translate('lexicon.sheetRow', lang, { sheet, row, message: translate(key, lang, params) }),
    })

  const entryEdits = new Map<string, EntryEdit>()
  const entryRows = new Map<string, number>()
  entrySheet.eachRow((excelRow, row) => {
    if (row === 1) return
    const cell = (k: number) => excelRow.getCell(k).text.trim()
    const [cword, pinyin, ctopic, hidden, reviewed] = [cell(1), cell(2), cell(3), cell(4), cell(5)]
    if (!cword && !pinyin && !ctopic) return
    const at = (key: string, params: Record<string, string | number> = {}) =>
      fail(entrySheet.name, row, key, params)
    const before = errors.length
    if (!byChar.has(cword)) at('lexicon.rowUnknown', { value: cword })
    else if (entryRows.has(cword))
      at('lexicon.rowRepeated', { value: cword, other: entryRows.get(cword) ?? 0 })
    if (!/[a-z]/.test(plainPinyin(pinyin)) || pinyin.length > 60) at('lexicon.rowPinyin')
    if (ctopic.length > 64 || !/^(\d+(,\d+)*)?$/.test(ctopic)) at('lexicon.badTopics')
    const isHidden = flagOf(hidden)
    const isReviewed = flagOf(reviewed)
    if (isHidden === undefined || isReviewed === undefined) at('lexicon.rowFlag')
    if (errors.length > before || isHidden === undefined || isReviewed === undefined) return
    entryRows.set(cword, row)
    entryEdits.set(cword, { pinyin, ctopic, hidden: isHidden, reviewed: isReviewed })
  })

  const partRows = new Map<string, PartRow[]>()
  const seenParts = new Map<string, number>()
  textSheet.eachRow((excelRow, row) => {
    if (row === 1) return
    const cell = (k: number) => excelRow.getCell(k).text.trim()
    const values = TEXT_HEADERS.map((_, k) => cell(k + 1))
    if (values.every((v) => !v)) return
    const [cword = '', language = '', number = '', partOfSpeechStr = '', ...texts] = values
    const at = (key: string, params: Record<string, string | number> = {}) =>
      fail(textSheet.name, row, key, params)
    const before = errors.length
    const languageType = languageNames[language.toLowerCase()]
    const index = Number(number) - 1
    if (!byChar.has(cword)) at('lexicon.rowUnknown', { value: cword })
    if (languageType === undefined) at('lexicon.rowLanguage', { value: language })
    if (!Number.isInteger(index) || index < 0 || index > 11) at('lexicon.rowPart', { value: number })
    const key = `${cword}:${languageType}:${index}`
    if (errors.length === before && seenParts.has(key))
      at('lexicon.rowRepeated', { value: `${cword} ${language} ${number}`, other: seenParts.get(key) ?? 0 })
    const fields = { partOfSpeechStr, ...Object.fromEntries(textColumns.map((c, i) => [c, texts[i] ?? ''])) }
    for (const [field, text] of Object.entries(fields)) {
      const label = columnLabels[field as keyof typeof columnLabels][lang]
      const problem = textProblemOf(text, field !== 'partOfSpeechStr')
      if (problem) at(textProblemMessage[problem], { field: label })
      else if (text.length > (field === 'partOfSpeechStr' ? 40 : TEXT_MAX))
        at('validation.tooLong', { field: label, max: field === 'partOfSpeechStr' ? 40 : TEXT_MAX })
    }
    if (errors.length > before || languageType === undefined) return
    seenParts.set(key, row)
    const list = partRows.get(`${cword}:${languageType}`) ?? []
    list.push({ index, part: normalPart(fields) })
    partRows.set(`${cword}:${languageType}`, list)
  })

  if (errors.length > 0) {
    const shown = errors.slice(0, 20).map((e) => e.message)
    if (errors.length > 20) shown.push(translate('lexicon.moreRows', lang, { count: errors.length - 20 }))
    throw new AppError('invalidInput', 'import.failed', {
      params: { reason: shown.join(lang === 'zh' ? '；' : '; ') },
      fields: errors,
    })
  }
  if (entryEdits.size === 0 && partRows.size === 0) throw new AppError('invalidInput', 'import.rowsRequired')
  return applyImport(db, stored, entryEdits, partRows)
}

type StoredRow = Awaited<ReturnType<typeof storedRows>>[number]

/** Writes the entries whose content changed in one statement; a change of texts or pinyin is an edit. */
async function applyImport(
  db: Db,
  stored: StoredRow[],
  entryEdits: Map<string, EntryEdit>,
  partRows: Map<string, PartRow[]>,
) {
  const changed = []
  let unchanged = 0
  for (const row of stored) {
    const edit = entryEdits.get(row.cword)
    const oldSpeech = (row.speech as SpeechVo[]).map((vo) => ({ ...vo, parts: vo.parts.map(normalPart) }))
    const speech = ([0, 1] as const).flatMap((languageType): SpeechVo[] => {
      const old = oldSpeech.find((vo) => vo.languageType === languageType)
      const rows = partRows.get(`${row.cword}:${languageType}`)
      if (!rows) return old ? [old] : []
      const parts = rows
        .sort((a, b) => a.index - b.index)
        .filter(({ part }) => part.partOfSpeechStr || textColumns.some((column) => part[column]))
        .map(({ index, part }) => {
          const urls = old?.parts[index]
          return normalPart({ ...urls, ...part, ...pick(urls) })
        })
      return parts.length ? [{ languageType, parts }] : []
    })
    const next = {
      pinyin: row.pinyin,
      ctopic: row.ctopic,
      hidden: row.hidden,
      reviewed: row.reviewed,
      ...edit,
    }
    const textsChanged =
      !isDeepStrictEqual(speech, oldSpeech) || next.pinyin !== row.pinyin || next.ctopic !== row.ctopic
    if (!textsChanged && next.hidden === row.hidden && next.reviewed === row.reviewed) {
      unchanged += 1
      continue
    }
    const plain = plainPinyin(next.pinyin)
    changed.push({
      id: row.id,
      ...next,
      pinyinPlain: plain.replace(/[^a-z]/g, ''),
      firstLetter: (plain.match(/[a-z]/)?.[0] ?? 'a').toUpperCase(),
      speech: textsChanged ? speech : row.speech,
      edited: textsChanged,
    })
  }
  if (changed.length)
    await db.execute(sql`
      update lexicon_words set
        pinyin = r.pinyin, pinyin_plain = r."pinyinPlain", first_letter = r."firstLetter", ctopic = r.ctopic,
        hidden = r.hidden, reviewed = r.reviewed, speech = r.speech,
        edited_at = case when r.edited then now() else lexicon_words.edited_at end, updated_at = now()
      from jsonb_to_recordset(${JSON.stringify(changed)}::jsonb) as r(
        id integer, pinyin text, "pinyinPlain" text, "firstLetter" text, ctopic text, hidden boolean,
        reviewed boolean, speech jsonb, edited boolean)
      where lexicon_words.id = r.id`)
  return { updated: changed.length, unchanged }
}

/** The stored audio addresses of a part, which the file does not carry. */
const pick = (part: SpeechPart | undefined) => ({
  meaningUrl: part?.meaningUrl ?? null,
  sentenceUrl: part?.sentenceUrl ?? null,
  idiomUrl: part?.idiomUrl ?? null,
  classicPoetryUrl: part?.classicPoetryUrl ?? null,
})
