import { eq } from 'drizzle-orm'
import ExcelJS from 'exceljs'
import { orders, schoolEnrollments, transferReferences, userSchools } from '../../db/schema'
import { buildSignedInUser, buildUser } from '../../test-support/factories'
import { buildSchoolRow } from '../../test-support/school-factory'
import { call, type TestServer } from '../../test-support/test-server'
import { startSession } from '../auth/sessions.service'

/** The committee's account a test site takes transfers into. */
export const BANK_ENV = {
  BANK_TRANSFER_ACCOUNT_NAME: '中英双语汉字拼写大赛组委会',
  BANK_TRANSFER_BANK: '中国工商银行北京海淀支行',
  BANK_TRANSFER_NUMBER: '0200 0045 0920 0123 456',
}

/** The school sign-up's fee (product 8 of the first season), in fen. */
export const SCHOOL_FEE = 100_000
/** The team fee (product 9), in fen. */
export const TEAM_FEE = 48_000

/** What the bank-transfer tests share: calls in a language, schools with orders awaiting transfers, statements. */
export function bankTransferFixtures(serverOf: () => TestServer) {
  const as = (token: string | null, lang: string) => ({
    ...(token ? { authorization: token } : {}),
    'accept-language': lang,
  })
  const get = (path: string, token: string | null, input: Record<string, unknown> = {}, lang = 'zh-CN') =>
    call(serverOf(), 'GET', path, input, as(token, lang))
  const post = (path: string, token: string | null, input: Record<string, unknown> = {}, lang = 'zh-CN') =>
    call(serverOf(), 'POST', path, input, as(token, lang))

  /** A school with its teacher (signed in, with an e-mail) and its individual sign-up of season 3, unpaid. */
  async function buildSchoolWithSignUp(name?: string) {
    const { db } = serverOf()
    const school = await buildSchoolRow(db, name)
    const teacher = await buildUser(db, 'schoolTeacher', { email: `school${school.id}@example.cn` })
    await db.insert(userSchools).values({ userId: teacher.id, schoolId: school.id })
    const [enrollment] = await db
      .insert(schoolEnrollments)
      .values({
        schoolId: school.id,
        userId: teacher.id,
        season: 3,
        expectedTime: new Date(Date.now() + 30 * 86_400_000),
        gradeStr: '1',
        classStr: 1,
        gradeList: [{ grade: 1, gradeName: '一年级', classListDto: [{ className: '1班', number: 30 }] }],
        examNum: 30,
        teacherName: '王老师',
        phone: '13800003333',
      })
      .returning()
    if (!enrollment) throw new Error('no enrollment')
    return { school, teacher, token: await startSession(db, teacher.id), enrollmentId: enrollment.id }
  }

  /** The sign-up's order, paid by bank transfer: the transfer details the school is shown. */
  async function awaitingSignUp(name?: string) {
    const school = await buildSchoolWithSignUp(name)
    const answer = await post('/order/createTransferOrder', school.token, {
      productId: 8,
      tbProductDetail: [8],
      enrollmentId: school.enrollmentId,
    })
    if (answer.code !== 200) throw new Error(`transfer order refused: ${answer.msg}`)
    return { ...school, orderNo: answer.data.orderNo as string, reference: answer.data.reference as string }
  }

  const committee = () => buildSignedInUser(serverOf().db, 'committee')

  const orderRow = async (orderNo: string) =>
    (await serverOf().db.select().from(orders).where(eq(orders.orderNo, orderNo)))[0]

  const referenceOf = async (orderNo: string) => {
    const order = await orderRow(orderNo)
    const [row] = await serverOf()
      .db.select()
      .from(transferReferences)
      .where(eq(transferReferences.orderId, order?.id ?? 0))
    return row?.reference
  }

  return { get, post, buildSchoolWithSignUp, awaitingSignUp, committee, orderRow, referenceOf }
}

/** A statement row as a bank lists it: date, payer, amount (yuan text or a number), note. */
export type StatementRow = [string | Date, string, string | number, string]

const HEADINGS = ['交易日期', '对方户名', '贷方金额', '附言']

/** An .xlsx statement as online banking exports it: the account above, then the headings and rows. */
export async function xlsxStatement(rows: StatementRow[], adjust?: (sheet: ExcelJS.Worksheet) => void) {
  const book = new ExcelJS.Workbook()
  const sheet = book.addWorksheet('交易明细')
  sheet.addRow(['账号：0200004509200123456', '', '', ''])
  sheet.addRow(['查询期间：2025-03-01 至 2025-03-31', '', '', ''])
  sheet.addRow(HEADINGS)
  for (const row of rows) sheet.addRow(row)
  adjust?.(sheet)
  return Buffer.from(await book.xlsx.writeBuffer()).toString('base64')
}

/** A .csv statement, in GB18030 (as Chinese online banking writes it) unless asked for UTF-8. */
export function csvStatement(rows: StatementRow[], encoding: 'gb18030' | 'utf8' = 'gb18030') {
  const quote = (cell: string | number | Date) => {
    const text = cell instanceof Date ? cell.toISOString().slice(0, 10) : String(cell)
    return /[",\n]/.test(text) ? `"${text.replace(/"/g, '""')}"` : text
  }
  const text = ['Date,Payer,Amount,Note', ...rows.map((row) => row.map(quote).join(','))].join('\r\n')
  if (encoding === 'utf8') return Buffer.from(text, 'utf8').toString('base64')
  return Buffer.from(encodeGb18030(text)).toString('base64')
}

/** GB18030 bytes of a text (Node decodes GB18030 but does not encode it): the two-byte table read back from the decoder. */
function encodeGb18030(text: string) {
  const decoder = new TextDecoder('gb18030')
  const table = new Map<string, number[]>()
  for (let lead = 0x81; lead <= 0xfe; lead++)
    for (let trail = 0x40; trail <= 0xfe; trail++) {
      if (trail === 0x7f) continue
      const char = decoder.decode(Uint8Array.from([lead, trail]))
      if (char.length === 1 && !table.has(char)) table.set(char, [lead, trail])
    }
  const bytes: number[] = []
  for (const char of text) {
    const code = char.codePointAt(0) ?? 0
    if (code < 0x80) bytes.push(code)
    else {
      const pair = table.get(char)
      if (!pair) throw new Error(`no GBK code for ${char}`)
      bytes.push(...pair)
    }
  }
  return Uint8Array.from(bytes)
}
