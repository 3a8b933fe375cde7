import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { bankTransfers } from '../../db/schema'
import { zipOf } from '../../test-support/bill-files'
import { startTestServer, type TestServer } from '../../test-support/test-server'
import {
  BANK_ENV,
  bankTransferFixtures,
  csvStatement,
  type StatementRow,
  xlsxStatement,
} from './bank-transfer.fixtures'
import { newReference } from './transfer-reference'

/** The signature of a zip's central directory record, where each entry's sizes are declared. */
const CENTRAL_RECORD = Buffer.from([0x50, 0x4b, 0x01, 0x02])

let server: TestServer
let committeeToken: string
beforeAll(async () => {
  server = await startTestServer(BANK_ENV)
  committeeToken = (await committee()).token
})
afterAll(() => server?.stop())

const { post, awaitingSignUp, committee, orderRow } = bankTransferFixtures(() => server)
const importing = (content: string, options: { matchedOnly?: boolean; lang?: string } = {}) =>
  post(
    '/admin/transfers/import',
    committeeToken,
    { content, matchedOnly: options.matchedOnly ?? false },
    options.lang,
  )
const statusOf = async (orderNo: string) => (await orderRow(orderNo))?.status
/** A reference of the right form that no order has. */
const unknownReference = () => newReference()

describe('A bank statement', () => {
  it('with one matching row, one wrong amount and one unknown reference pays only the first order (.xlsx)', async () => {
    const [a, b] = [await awaitingSignUp('甲小学'), await awaitingSignUp('乙小学')]
    const stranger = unknownReference()
    // Banks fold notes their own way: lower case, spaces inside, text around the reference.
    const file = await xlsxStatement([
      [
        new Date('2025-03-03T00:00:00Z'),
        '甲小学',
        1000,
        `学校报名费 ${a.reference.slice(0, 4).toLowerCase()} ${a.reference.slice(4)}`,
      ],
      ['2025-03-04', '乙小学', '999.00', `报名费${b.reference}`],
      ['2025-03-05', '丙中学', '1000.00', `汇款识别码 ${stranger}`],
    ])

    const refused = await importing(file)
    expect(refused.code).toBe(200)
    expect(refused.data).toEqual({
      applied: false,
      matched: [
        {
          row: 4,
          orderNo: a.orderNo,
          reference: a.reference,
          schoolName: '甲小学',
          productName: '学校个人赛报名（申请试卷）',
          paidOn: '2025-03-03',
          payer: '甲小学',
          amount: 100_000,
        },
      ],
      problems: [
        {
          row: 5,
          reason: 'amountMismatch',
          message: `第 5 行：金额 ¥999.00 与订单 ${b.orderNo} 应付的 ¥1000.00 不符`,
        },
        { row: 6, reason: 'unknownReference', message: `第 6 行：汇款识别码 ${stranger} 不对应任何订单` },
      ],
    })
    // All or nothing: nothing changed.
    expect([await statusOf(a.orderNo), await statusOf(b.orderNo)]).toEqual([
      'awaitingTransfer',
      'awaitingTransfer',
    ])
    expect(await server.db.select().from(bankTransfers)).toHaveLength(0)
    const inEnglish = await importing(file, { lang: 'en' })
    expect(inEnglish.data.problems.map((p: { message: string }) => p.message)).toEqual([
      `Row 5: the amount ¥999.00 does not match the ¥1000.00 order ${b.orderNo} asks for`,
      `Row 6: the remittance reference ${stranger} names no order`,
    ])

    // The committee confirms: only the matching row is applied.
    const applied = await importing(file, { matchedOnly: true })
    expect(applied.data).toMatchObject({ applied: true, matched: [{ row: 4, orderNo: a.orderNo }] })
    expect([await statusOf(a.orderNo), await statusOf(b.orderNo)]).toEqual(['paid', 'awaitingTransfer'])
    const [transfer] = await server.db.select().from(bankTransfers)
    expect(transfer).toMatchObject({
      payer: '甲小学',
      amount: 100_000,
      paidOn: '2025-03-03',
      source: 'statement',
    })
    // The same statement again: its applied row is recognised, not a second payment.
    const again = await importing(file, { matchedOnly: true })
    expect(again.data.matched).toEqual([])
    expect(again.data.problems[0]).toMatchObject({ row: 4, reason: 'alreadyImported' })
  })

  it('with one matching row, one wrong amount and one unknown reference pays only the first order (.csv in GB18030)', async () => {
    const [a, b] = [await awaitingSignUp('丁小学'), await awaitingSignUp('戊小学')]
    const fullWidth = [...a.reference].map((c) => String.fromCharCode(c.charCodeAt(0) + 0xfee0)).join('')
    const file = csvStatement([
      ['2025/3/5', '丁小学', '1,000.00', `转账 ${fullWidth}，丁小学报名`],
      ['2025年3月6日', '戊小学', '1000.01', b.reference],
      ['20250307', '己中学', '1000', `ref ${unknownReference()}`],
    ])
    const refused = await importing(file)
    expect(refused.data.applied).toBe(false)
    expect(refused.data.matched.map((m: { row: number }) => m.row)).toEqual([2])
    expect(refused.data.problems.map((p: { row: number; reason: string }) => [p.row, p.reason])).toEqual([
      [3, 'amountMismatch'],
      [4, 'unknownReference'],
    ])
    expect(await statusOf(a.orderNo)).toBe('awaitingTransfer')
    await importing(file, { matchedOnly: true })
    expect([await statusOf(a.orderNo), await statusOf(b.orderNo)]).toEqual(['paid', 'awaitingTransfer'])
  })

  it('that matches cleanly is applied at once', async () => {
    const a = await awaitingSignUp()
    const answer = await importing(csvStatement([['2025-03-08', '某小学', '1000', a.reference]], 'utf8'))
    expect(answer.data).toMatchObject({ applied: true, problems: [] })
    expect(await statusOf(a.orderNo)).toBe('paid')
  })

  it('names every row that does not pay an order cleanly, with its reason', async () => {
    const [a, b, c] = [await awaitingSignUp(), await awaitingSignUp(), await awaitingSignUp()]
    await post('/order/cancelOrder', c.token, { orderNo: c.orderNo })
    const future = new Date(Date.now() + 5 * 86_400_000).toISOString().slice(0, 10)
    const rows: StatementRow[] = [
      ['2025-03-10', '甲', '1000', a.reference],
      ['2025-03-10', '甲', '1000', a.reference],
      ['2025-03-11', '甲', '1000', `再次 ${a.reference}`],
      ['2025-03-10', '丙', '1000', c.reference],
      ['2025-03-10', '某人', '1000', '学校报名费'],
      ['昨天', '乙', '1000', b.reference],
      [future, '乙', '1000', b.reference],
      ['2025-03-10', '组委会', '-500.00', '退款'],
      ['2025-03-10', '乙', '', b.reference],
      ['2025-03-10', '', '1000', b.reference],
      ['2025-03-10', '乙', '1000', `${a.reference} ${b.reference}`],
      ['2025-03-10', '乙', '一千元', b.reference],
    ]
    const answer = await importing(csvStatement(rows, 'utf8'), { lang: 'en' })
    expect(answer.data.applied).toBe(false)
    expect(answer.data.matched.map((m: { row: number }) => m.row)).toEqual([2])
    expect(answer.data.problems.map((p: { row: number; reason: string }) => [p.row, p.reason])).toEqual([
      [3, 'duplicateRow'],
      [4, 'sameOrderTwice'],
      [5, 'cancelled'],
      [6, 'noReference'],
      [7, 'badDate'],
      [8, 'futureDate'],
      [9, 'notIncoming'],
      [10, 'notIncoming'],
      [11, 'payerMissing'],
      [12, 'severalReferences'],
      [13, 'badAmount'],
    ])
    expect(answer.data.problems[0].message).toBe('Row 3: it is the same as row 2')
    expect(await statusOf(a.orderNo)).toBe('awaitingTransfer')
  })
})

describe('A hostile statement file', () => {
  /** Refused with this message, quickly, and nothing changed. */
  async function refusedWith(content: string, message: string) {
    const a = await awaitingSignUp()
    const started = performance.now()
    const answer = await importing(content, { lang: 'en', matchedOnly: true })
    expect(performance.now() - started).toBeLessThan(5000)
    expect(answer).toMatchObject({ code: 4000, msg: message })
    expect(await statusOf(a.orderNo)).toBe('awaitingTransfer')
  }

  it('that is huge is refused before it is read', async () => {
    await refusedWith(
      Buffer.alloc(600 * 1024, 'a').toString('base64'),
      'The statement file may be at most 512 KB; import it in parts by date',
    )
  })

  it('larger than any request the site takes is refused whole, unread', async () => {
    const a = await awaitingSignUp()
    const started = performance.now()
    const answer = await importing(Buffer.alloc(3 * 1024 * 1024, 'a').toString('base64'), { lang: 'en' })
    expect(performance.now() - started).toBeLessThan(5000)
    expect(answer).toMatchObject({ code: 4000, msg: 'Some of the input is not valid' })
    expect(await statusOf(a.orderNo)).toBe('awaitingTransfer')
  })

  it('of another type is refused: a picture, a PDF, an old .xls, a zip that is no workbook', async () => {
    const notStatement =
      'The file is not a statement in .xlsx or .csv; export one of these from online banking and import it'
    const png = Buffer.from('89504e470d0a1a0a0000000d4948445200000001000000010806000000', 'hex')
    await refusedWith(png.toString('base64'), notStatement)
    await refusedWith(Buffer.from('%PDF-1.7\n1 0 obj\n<<>>\nendobj\n').toString('base64'), notStatement)
    const xls = Buffer.concat([Buffer.from('d0cf11e0a1b11ae1', 'hex'), Buffer.alloc(512)])
    await refusedWith(
      xls.toString('base64'),
      'Old .xls files are not read; save it as .xlsx or .csv and import that',
    )
    const notWorkbook = zipOf([{ name: 'readme.txt', bytes: Buffer.from('hello') }])
    await refusedWith(notWorkbook.toString('base64'), notStatement)
    const cutShort = (await xlsxStatement([])).slice(0, 600)
    await refusedWith(cutShort, 'The statement file cannot be read; export it again and retry')
    await refusedWith(
      Buffer.from('hello, world\nthis is a letter').toString('base64'),
      'No header found: one of the first 10 rows must name the four columns Date, Payer, Amount and Note (or 交易日期, 付款人, 金额, 附言)',
    )
  })

  it('that unpacks to gigabytes is refused while unpacking, within bounded memory', async () => {
    // 64 MB of one letter packs to about 64 KB; ExcelJS would hold it all (and its parse) in memory.
    const bomb = zipOf([
      { name: '[Content_Types].xml', bytes: Buffer.from('<?xml version="1.0"?><Types/>') },
      { name: 'xl/sharedStrings.xml', bytes: Buffer.alloc(64 * 1024 * 1024, 'a') },
    ])
    expect(bomb.length).toBeLessThan(200 * 1024)
    const heapBefore = process.memoryUsage().heapUsed
    await refusedWith(
      bomb.toString('base64'),
      'This .xlsx unpacks to more than 4 MB, which no bank statement does; it was not imported',
    )
    expect(process.memoryUsage().heapUsed - heapBefore).toBeLessThan(48 * 1024 * 1024)
    // The same archive declaring every entry 10 bytes long: what the inflater gives is what counts.
    const lying = Buffer.from(bomb)
    let declared = 0
    for (let at = lying.indexOf(CENTRAL_RECORD); at >= 0; at = lying.indexOf(CENTRAL_RECORD, at + 4)) {
      lying.writeUInt32LE(10, at + 24)
      declared += 1
    }
    expect(declared).toBe(2)
    await refusedWith(
      lying.toString('base64'),
      'This .xlsx unpacks to more than 4 MB, which no bank statement does; it was not imported',
    )
  })

  it('with formulas is refused, in a workbook or a .csv', async () => {
    const a = await awaitingSignUp()
    const workbook = await xlsxStatement([['2025-03-03', '甲小学', '1000', a.reference]], (sheet) => {
      sheet.getCell('C4').value = { formula: 'SUM(500,500)', result: 1000 }
    })
    await refusedWith(workbook, 'The statement holds formulas (#4); keep the values only and import again')
    const csv = csvStatement(
      [['2025-03-03', '=HYPERLINK("http://evil.example","甲")', '1000', a.reference]],
      'utf8',
    )
    await refusedWith(csv, 'The statement holds formulas (#2); keep the values only and import again')
    expect(await statusOf(a.orderNo)).toBe('awaitingTransfer')
  })

  it('with more rows than a statement holds is refused', async () => {
    const rows: StatementRow[] = Array.from({ length: 2100 }, (_, i) => [
      '2025-03-03',
      `付款人${i}`,
      '1',
      '附言',
    ])
    const tooMany = 'The statement has more than 2000 rows; import it in parts by date'
    await refusedWith(csvStatement(rows, 'utf8'), tooMany)
    await refusedWith(await xlsxStatement(rows), tooMany)
  })
})
