import {
  awards,
  competitionGroups,
  type FieldError,
  fieldLabels,
  isPhone,
  type Lang,
  textProblemMessage,
  textProblemOf,
  translate,
} from '@spell/shared'
import { and, eq, inArray } from 'drizzle-orm'
import ExcelJS from 'exceljs'
import type { Db } from '../../db/database'
import { users } from '../../db/schema'
import { AppError } from '../../http/app-error'
import { seasonName } from './certificates.service'
import { insertIndividuals } from './issue-certificates'

const XLSX_MIME = 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet'
const RESULT_COLUMNS = ['姓名 Name', '手机号 Phone', '组别 Group', '奖项 Award'] as const

const normal = (value: string) => value.trim().toLowerCase().replace(/\s+/g, ' ')

/** Every way a label may be written: 小高, 小高组, Upper primary, Upper primary Group, or its number. */
function lookup(
  list: readonly { value: number; label: { zh: string; en: string } }[],
  suffix: { zh: string; en: string },
) {
  const names = new Map<string, number>()
  for (const { value, label } of list) {
    for (const name of [label.zh, label.en, label.zh + suffix.zh, `${label.en} ${suffix.en}`, String(value)])
      names.set(normal(name), value)
  }
  return names
}
const groupNames = lookup(competitionGroups, { zh: '组', en: 'group' })
const awardNames = lookup(awards, { zh: '', en: '' })
const allowed = (list: readonly { label: { zh: string; en: string } }[], lang: Lang) =>
  list.map((e) => e.label[lang]).join(lang === 'zh' ? '、' : ', ')

/** The template the committee fills in: the four columns, and a second sheet with the accepted values. */
export async function resultsTemplate() {
  const book = new ExcelJS.Workbook()
  const sheet = book.addWorksheet('results 成绩')
  sheet.columns = RESULT_COLUMNS.map((header) => ({ header, width: header.startsWith('手机') ? 18 : 22 }))
  sheet.getRow(1).font = { bold: true }
  sheet.views = [{ state: 'frozen', ySplit: 1 }]
  const notes = book.addWorksheet('说明 Notes')
  notes.columns = [{ width: 16 }, { width: 70 }]
  notes.addRows([
    ['组别 Group', competitionGroups.map((g) => `${g.label.zh}组 / ${g.label.en}`).join('；')],
    ['奖项 Award', awards.map((a) => `${a.label.zh} / ${a.label.en}`).join('；')],
    ['手机号 Phone', '11 位手机号；与学生账号的手机号和姓名一致时，证书会显示在该学生的个人中心。'],
    [
      '',
      'An 11-digit mobile number; when it and the name match a student account, the certificate shows in their profile.',
    ],
  ])
  return {
    fileName: 'certificate-results-template.xlsx',
    mimeType: XLSX_MIME,
    content: Buffer.from(await book.xlsx.writeBuffer()).toString('base64'),
  }
}

interface ResultRow {
  row: number
  holderName: string
  holderPhone: string
  groupId: number
  award: number
}

/** Reads and checks every row; any bad row refuses the whole file, each named by its row number. */
async function readResults(content: string, lang: Lang): Promise<ResultRow[]> {
  const book = new ExcelJS.Workbook()
  try {
    await book.xlsx.load(Buffer.from(content, 'base64') as unknown as ArrayBuffer)
  } catch {
    throw new AppError('invalidInput', 'certificate.notXlsx')
  }
  const sheet = book.worksheets[0]
  if (!sheet) throw new AppError('invalidInput', 'certificate.notXlsx')
  const fields: FieldError[] = []
  const good: ResultRow[] = []
  const seen = new Map<string, number>()
  sheet.eachRow((excelRow, row) => {
    if (row === 1) return
    const cell = (k: number) => excelRow.getCell(k).text.trim()
    const [name, phone, group, award] = [cell(1), cell(2), cell(3), cell(4)]
    if (!name && !phone && !group && !award) return
    const problems: string[] = []
    const say = (key: string, params: Record<string, string> = {}) =>
      problems.push(translate(key, lang, params))
    const nameProblem = textProblemOf(name, false)
    if (!name) say('certificate.nameRequired')
    else if (nameProblem) say(textProblemMessage[nameProblem], { field: fieldLabels.name?.[lang] ?? 'name' })
    else if (name.length > 100) say('certificate.nameTooLong')
    if (!phone) say('certificate.phoneRequired')
    else if (!isPhone(phone)) say('certificate.phoneInvalid', { value: phone })
    const groupId = groupNames.get(normal(group))
    if (groupId === undefined)
      say('certificate.groupInvalid', { value: group, allowed: allowed(competitionGroups, lang) })
    const awardId = awardNames.get(normal(award))
    if (awardId === undefined)
      say('certificate.awardInvalid', { value: award, allowed: allowed(awards, lang) })
    const key = `${phone}:${name}`
    const other = seen.get(key)
    if (name && phone && other !== undefined) say('certificate.duplicateRow', { other: String(other) })
    seen.set(key, seen.get(key) ?? row)
    if (problems.length > 0) {
      for (const message of problems)
        fields.push({ field: `rows.${row}`, message: translate('import.row', lang, { row, message }) })
      return
    }
    good.push({
      row,
      holderName: name,
      holderPhone: phone,
      groupId: groupId as number,
      award: awardId as number,
    })
  })
  if (fields.length > 0) {
    const reason = fields
      .slice(0, 5)
      .map((f) => f.message)
      .join(lang === 'zh' ? '；' : '; ')
    throw new AppError('invalidInput', 'import.failed', { params: { reason }, fields })
  }
  if (good.length === 0) throw new AppError('invalidInput', 'import.rowsRequired')
  return good
}

/**
 * Imports final results as certificates of a season and stage, all or nothing. A row whose phone and
 * name are a student account's is linked to it (and shows in their profile); others keep the phone.
 */
export async function importResults(
  db: Db,
  input: { season: number; stage: number; content: string },
  lang: Lang,
  issuedBy: number,
) {
  const name = await seasonName(db, input.season)
  const rows = await readResults(input.content, lang)
  const phones = [...new Set(rows.map((r) => r.holderPhone))]
  const accounts = await db
    .select({ id: users.id, phone: users.phone, userName: users.userName })
    .from(users)
    .where(and(eq(users.role, 'student'), inArray(users.phone, phones)))
  const byPhone = new Map(accounts.map((a) => [a.phone, a]))
  const values = rows.map((r) => {
    const account = byPhone.get(r.holderPhone)
    const linked = account && account.userName.trim() === r.holderName ? account.id : null
    return {
      holderName: r.holderName,
      holderPhone: r.holderPhone,
      userId: linked,
      award: r.award,
      groupId: r.groupId,
      issuedBy,
    }
  })
  const { issued, already } = await db.transaction((tx) =>
    insertIndividuals(tx, { season: input.season, seasonName: name, stage: input.stage }, values),
  )
  return { issued, alreadyIssued: already, linked: values.filter((v) => v.userId !== null).length }
}
