import { type Lang, plainTextOnly, translate } from '@spell/shared'
import {
  OPTIONAL_QUESTION_COLUMNS,
  QUESTION_COLUMNS,
  type QuestionDraft,
  questionDraftSchema,
  questionListSchema,
} from '@spell/shared/api/exam-admin/questions'
import { describeIssues } from '@spell/shared/api/validation'
import ExcelJS from 'exceljs'
import { findCharacterData } from '../../handwriting/character-data'
import { AppError } from '../../http/app-error'

export const XLSX_MIME = 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet'

/** What each column holds, for the template's second row and its instructions sheet. */
const columnHelp: Record<(typeof QUESTION_COLUMNS)[number], string> = {
  quizForm: '1 = 示例 example, 0 = 正式 real',
  section: 'A-E (进度条分区 progress-bar section)',
  quizTypeStr: '题型 question type',
  description: '中文题目 question in Chinese',
  engDescription: '英文题目 question in English',
  choice: '选项，逗号分隔；图片写网址 choices, comma-separated; an image is its URL',
  answer:
    '答案，逗号分隔，须为选项之一；书写题为要写的一个汉字 answers, comma-separated, each one of the choices; for a write question the one character to write',
}

const optionalColumnHelp: Record<(typeof OPTIONAL_QUESTION_COLUMNS)[number], string> = {
  kind: '可不填：choice 选择题（默认）或 write 书写题 optional: choice (the default) or write',
  pinyin: '书写题的拼音 the pinyin of a write question',
  seconds: '可不填：本题答题秒数，空则用考试设置 optional: seconds for this question, else the exam’s',
}

const templateRows: Record<(typeof QUESTION_COLUMNS)[number], string | number>[] = [
  {
    quizForm: 1,
    section: 'A',
    quizTypeStr: '英文释义与例句 / English meaning and sentence',
    description: '示例：根据英文释义和例句，选出正确的汉字。',
    engDescription: 'Meaning: person. Sentence: There is one ___ in the room.',
    choice: '人,入,八,大',
    answer: '人',
  },
  {
    quizForm: 0,
    section: 'A',
    quizTypeStr: '英文释义与例句 / English meaning and sentence',
    description: '根据英文释义和例句，选出正确的汉字。',
    engDescription: 'Meaning: water. Sentence: Please drink more ___ every day.',
    choice: '水,火,木,土',
    answer: '水',
  },
  {
    quizForm: 0,
    section: 'C',
    quizTypeStr: '拼音、释义与词性 / Pinyin, meaning and part of speech',
    description: '选出所有表示颜色的字（多选）。',
    engDescription: 'Choose every character that names a colour (several answers).',
    choice: '红,山,白,口',
    answer: '红,白',
  },
]

/** The template in either format: the columns (a write question's too), what they mean, and three example rows. */
export async function questionTemplate(format: 'xlsx' | 'json') {
  if (format === 'json')
    return {
      fileName: 'questions-template.json',
      mimeType: 'application/json',
      content: Buffer.from(JSON.stringify({ questions: templateRows }, null, 2)).toString('base64'),
    }
  const book = new ExcelJS.Workbook()
  const sheet = book.addWorksheet('questions')
  sheet.columns = [...QUESTION_COLUMNS, ...OPTIONAL_QUESTION_COLUMNS].map((key) => ({
    header: key,
    key,
    width: key.endsWith('escription') ? 48 : 20,
  }))
  sheet.getRow(1).font = { bold: true }
  sheet.addRows(templateRows)
  const help = book.addWorksheet('说明 instructions')
  help.columns = [
    { header: 'column 列', key: 'column', width: 18 },
    { header: 'meaning 含义', key: 'meaning', width: 80 },
  ]
  for (const column of QUESTION_COLUMNS) help.addRow({ column, meaning: columnHelp[column] })
  for (const column of OPTIONAL_QUESTION_COLUMNS) help.addRow({ column, meaning: optionalColumnHelp[column] })
  help.addRow({})
  help.addRow({
    column: 'rows 行',
    meaning: '按考试顺序，一行一题；示例题放在最前 One question per row, in exam order; examples first',
  })
  return {
    fileName: 'questions-template.xlsx',
    mimeType: XLSX_MIME,
    content: Buffer.from(await book.xlsx.writeBuffer()).toString('base64'),
  }
}

type RawRow = Record<string, unknown>

async function rowsOfXlsx(file: Buffer, lang: Lang): Promise<RawRow[]> {
  const book = new ExcelJS.Workbook()
  try {
    await book.xlsx.load(file as unknown as ArrayBuffer)
  } catch {
    throw new AppError('invalidInput', 'examAdmin.fileUnreadable')
  }
  const sheet = book.worksheets[0]
  if (!sheet) throw new AppError('invalidInput', 'examAdmin.fileUnreadable')
  const header = new Map<number, string>()
  sheet.getRow(1).eachCell((cell, column) => {
    header.set(column, cell.text.trim())
  })
  const missing = QUESTION_COLUMNS.filter((key) => ![...header.values()].includes(key))
  if (missing.length > 0)
    throw new AppError(
      'invalidInput',
      translate('examAdmin.missingColumns', lang, { columns: missing.join(', ') }),
    )
  const rows: RawRow[] = []
  sheet.eachRow((row, number) => {
    if (number === 1) return
    const raw: RawRow = {}
    row.eachCell((cell, column) => {
      const key = header.get(column)
      // cell.text flattens rich text, hyperlinks (Excel links URLs) and numbers into what the cell shows.
      if (key) raw[key] = cell.text
    })
    if (Object.values(raw).some((value) => String(value).trim() !== '')) rows.push(raw)
  })
  return rows
}

function rowsOfJson(file: Buffer): RawRow[] {
  try {
    const parsed: unknown = JSON.parse(file.toString('utf8'))
    const list = Array.isArray(parsed) ? parsed : (parsed as { questions?: unknown })?.questions
    if (Array.isArray(list) && list.every((row) => typeof row === 'object' && row !== null)) return list
  } catch {
    // Reported below as unreadable.
  }
  throw new AppError('invalidInput', 'examAdmin.fileUnreadable')
}

/** A row of a paper file: its text is held to the same rule as text typed into a call. */
const questionRowSchema = plainTextOnly(questionDraftSchema)

/**
 * Every question of an uploaded paper, checked row by row. Any problem refuses the whole file, with
 * each bad row named (the row number as the spreadsheet shows it: the header is row 1).
 */
export async function readQuestionFile(
  fileName: string,
  base64: string,
  lang: Lang,
): Promise<QuestionDraft[]> {
  const file = Buffer.from(base64, 'base64')
  const isJson = fileName.toLowerCase().endsWith('.json')
  const rows = isJson ? rowsOfJson(file) : await rowsOfXlsx(file, lang)
  const firstRow = isJson ? 1 : 2
  const questions: QuestionDraft[] = []
  const fields: { field: string; message: string }[] = []
  rows.forEach((raw, i) => {
    const parsed = questionRowSchema.safeParse(raw)
    if (parsed.success) questions.push(parsed.data)
    else
      for (const issue of describeIssues(parsed.error.issues, lang))
        fields.push({
          field: `${firstRow + i}.${issue.field}`,
          message: translate('examAdmin.rowProblem', lang, { row: firstRow + i, problem: issue.message }),
        })
  })
  if (fields.length > 0)
    throw new AppError('invalidInput', fields[0]?.message, { fields: fields.slice(0, 50) })
  const whole = questionListSchema.safeParse(questions)
  if (!whole.success) throw new AppError('invalidInput', describeIssues(whole.error.issues, lang)[0]?.message)
  await refuseUnwritable(whole.data, lang, firstRow)
  return whole.data
}

/**
 * Refuses a paper whose write questions ask for a character the stroke data does not hold: it could
 * not be graded. Each such question is named by its row (`firstRow` for the first question).
 */
export async function refuseUnwritable(questions: readonly QuestionDraft[], lang: Lang, firstRow = 1) {
  const fields: { field: string; message: string }[] = []
  for (const [i, q] of questions.entries())
    if (q.kind === 'write' && !(await findCharacterData(q.answer)))
      fields.push({
        field: `${firstRow + i}.answer`,
        message: translate('examAdmin.writeNoStrokes', lang, { row: firstRow + i, character: q.answer }),
      })
  if (fields.length > 0) throw new AppError('invalidInput', fields[0]?.message, { fields })
}
