import { eq } from 'drizzle-orm'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { invoiceRequests, outboxMessages } from '../../db/schema'
import { zipOf } from '../../test-support/bill-files'
import { buildSignedInUser } from '../../test-support/factories'
import { paidEntry } from '../../test-support/paid-entry'
import { call, startTestServer, type TestServer } from '../../test-support/test-server'

let server: TestServer
let committee: string

beforeAll(async () => {
  server = await startTestServer({ INVOICE_FILE_MAX_MB: '1', INVOICE_DESK_EMAIL: 'invoices@committee.cn' })
  committee = (await buildSignedInUser(server.db, 'committee')).token
})
afterAll(() => server?.stop())

const as = (token: string, lang = 'zh-CN') => ({ authorization: token, 'accept-language': lang })
const today = () => new Date(Date.now() + 8 * 3_600_000).toISOString().slice(0, 10)
const PDF = Buffer.from('%PDF-1.4\n1 0 obj << /Type /Catalog >> endobj\ntrailer << /Root 1 0 R >>\n%%EOF\n')

const company = {
  kind: 'special',
  titleType: 'company',
  title: '北京某某科技有限公司',
  taxNo: '91350100m000100y43',
  address: '北京市海淀区学院路 1 号',
  phone: '010-88886666',
  bankName: '中国工商银行北京海淀支行',
  bankAccount: '0200 0045 0902 0000 123',
  email: 'finance@example.cn',
}

const ask = (token: string, input: Record<string, unknown>, lang = 'zh-CN') =>
  call(server, 'POST', '/order/invoice/request', input, as(token, lang))
const desk = async (view: 'open' | 'all' = 'open') =>
  (await call(server, 'GET', '/admin/orders/invoices', { view }, as(committee))).data as {
    id: number
    orderNo: string
    status: string
    amount: number
  }[]
const invoiceOf = async (orderNo: string) => (await desk('all')).find((i) => i.orderNo === orderNo)
const stored = async () => server.db.select().from(invoiceRequests)

/** The committee's multipart upload of an e-invoice, as the desk's form sends it. */
function upload(fields: Record<string, string>, file?: { name: string; bytes: Buffer }, token = committee) {
  const form = new FormData()
  for (const [name, value] of Object.entries(fields)) form.append(name, value)
  if (file) form.append('file', new Blob([new Uint8Array(file.bytes)]), file.name)
  return fetch(new URL('/api/admin/orders/invoices/upload', server.url), {
    method: 'POST',
    headers: as(token),
    body: form,
  }).then((r) => r.json() as Promise<{ code: number; msg: string }>)
}
const download = (orderNo: string, token: string) =>
  fetch(new URL(`/api/order/invoice/file?orderNo=${orderNo}`, server.url), { headers: as(token) })

describe('requesting an invoice', () => {
  it('needs a login, and refuses an order of someone else', async () => {
    const s = await paidEntry(server)
    expect(
      (await call(server, 'POST', '/order/invoice/request', { ...company, orderNo: s.orderNo })).code,
    ).toBe(401)
    const other = await buildSignedInUser(server.db, 'student')
    expect(await ask(other.token, { ...company, orderNo: s.orderNo })).toMatchObject({
      code: 4004,
      msg: '订单不存在',
    })
    expect(await stored()).toEqual([])
  })

  it.each([
    ['a code with a wrong check character', { taxNo: '91350100M000100Y44' }, 'taxNo', '统一社会信用代码无效'],
    ['a company title without its code', { taxNo: '' }, 'taxNo', '单位抬头须填写统一社会信用代码'],
    [
      'a special invoice for a person',
      { titleType: 'personal', taxNo: '' },
      'kind',
      '增值税专用发票只能开给单位',
    ],
    ['a special invoice without the bank account', { bankAccount: '' }, 'bankAccount', '须填写银行账号'],
    ['a bank account with letters', { bankAccount: 'ABC123456' }, 'bankAccount', '银行账号应为'],
    ['a personal title with a code', { kind: 'ordinary', titleType: 'personal' }, 'taxNo', '个人抬头不填写'],
    ['no e-mail', { email: '' }, 'email', '请填写接收电子发票的邮箱'],
  ])('refuses %s, naming the field, and stores nothing', async (_what, change, field, message) => {
    const s = await paidEntry(server)
    const answer = await ask(s.token, { ...company, ...change, orderNo: s.orderNo })
    expect(answer.code).toBe(4000)
    expect(answer.msg).toContain(message)
    expect(answer.data?.fields?.map((f: { field: string }) => f.field) ?? [field]).toContain(field)
    expect(await invoiceOf(s.orderNo)).toBeUndefined()
  })

  it('answers in English too', async () => {
    const s = await paidEntry(server)
    const answer = await ask(s.token, { ...company, taxNo: '91350100M000100Y44', orderNo: s.orderNo }, 'en')
    expect(answer.msg).toBe(
      'The unified social credit code is not valid: it has 18 digits or capital letters and a correct check character',
    )
  })

  it('takes a personal ordinary invoice without a code, once, and only for a paid order', async () => {
    const s = await paidEntry(server)
    const personal = { kind: 'ordinary', titleType: 'personal', title: '张三', email: 'zhang@example.cn' }
    expect(await ask(s.token, { ...personal, orderNo: s.orderNo })).toMatchObject({
      code: 200,
      data: { status: 'requested' },
    })
    expect(await ask(s.token, { ...personal, orderNo: s.orderNo })).toMatchObject({
      code: 4009,
      msg: '该订单已申请过发票',
    })
    const mine = await call(server, 'GET', '/order/invoices', {}, as(s.token))
    expect(mine.data).toEqual([
      expect.objectContaining({
        orderNo: s.orderNo,
        title: '张三',
        taxNo: '',
        amount: 53000,
        hasFile: false,
      }),
    ])

    const unpaid = await call(
      server,
      'POST',
      '/order/creatTbProductOrder',
      { productId: 2, tbProductDetail: [2] },
      as(s.token),
    )
    expect(await ask(s.token, { ...personal, orderNo: unpaid.data.orderNo })).toMatchObject({
      code: 4009,
      msg: '只有已支付的订单可以申请发票',
    })
  })
})

describe('the committee issues, the requester downloads', () => {
  it('keeps the desk to the committee', async () => {
    const s = await paidEntry(server)
    expect((await call(server, 'GET', '/admin/orders/invoices', {}, as(s.token))).code).toBe(4003)
    expect(
      (await upload({ id: '1', invoiceNo: '12345678', invoiceDate: today() }, undefined, s.token)).code,
    ).toBe(4003)
  })

  it('refuses a file that is no PDF or OFD, one too big, and a wrong number or date, and issues nothing', async () => {
    const s = await paidEntry(server)
    await ask(s.token, { ...company, orderNo: s.orderNo })
    const { id } = (await invoiceOf(s.orderNo)) ?? { id: 0 }
    const fields = { id: String(id), invoiceNo: '24112000000012345678', invoiceDate: today() }
    expect(
      await upload(fields, { name: 'invoice.pdf', bytes: Buffer.from('<html>not a pdf</html>') }),
    ).toMatchObject({
      code: 4000,
      msg: '电子发票须为 PDF 或 OFD 文件',
    })
    expect(await upload(fields, { name: 'invoice.ofd', bytes: PDF })).toMatchObject({ code: 4000 })
    const huge = Buffer.concat([PDF, Buffer.alloc(1024 * 1024 + 10)])
    expect(await upload(fields, { name: 'invoice.pdf', bytes: huge })).toMatchObject({
      code: 4000,
      msg: '电子发票文件不能超过 1 MB',
    })
    expect(await upload({ ...fields, invoiceNo: '123' }, { name: 'i.pdf', bytes: PDF })).toMatchObject({
      code: 4000,
      msg: '发票号码应为 8 位或 20 位数字',
    })
    expect(
      await upload({ ...fields, invoiceDate: '2020-01-01' }, { name: 'i.pdf', bytes: PDF }),
    ).toMatchObject({
      code: 4000,
      msg: '开票日期不能早于付款日，也不能晚于今天',
    })
    expect(await upload(fields)).toMatchObject({ code: 4000, msg: '请选择电子发票文件（PDF 或 OFD）' })
    expect((await invoiceOf(s.orderNo))?.status).toBe('requested')
  })

  it('uploads a PDF: the requester is told by e-mail and downloads it; no one else can', async () => {
    const s = await paidEntry(server)
    await ask(s.token, { ...company, orderNo: s.orderNo })
    const { id } = (await invoiceOf(s.orderNo)) ?? { id: 0 }
    const fields = { id: String(id), invoiceNo: '24112000000012345678', invoiceDate: today() }
    expect(await upload(fields, { name: 'Invoice.PDF', bytes: PDF })).toMatchObject({ code: 200 })
    expect(await upload(fields, { name: 'invoice.pdf', bytes: PDF })).toMatchObject({
      code: 4009,
      msg: '该发票申请已开具或已取消，不能再次开具',
    })

    const [mail] = await server.db
      .select()
      .from(outboxMessages)
      .where(eq(outboxMessages.recipient, 'finance@example.cn'))
    expect(mail?.subject).toBe('发票已开具 / Invoice issued')
    expect(mail?.body).toContain(`您的订单 ${s.orderNo} 的发票已开具`)
    expect(mail?.body).toContain('24112000000012345678')

    const mine = await download(s.orderNo, s.token)
    expect(mine.headers.get('content-type')).toBe('application/pdf')
    expect(Buffer.from(await mine.arrayBuffer())).toEqual(PDF)
    expect((await download(s.orderNo, committee)).status).toBe(200)
    const stranger = await buildSignedInUser(server.db, 'student')
    const refused = await download(s.orderNo, stranger.token)
    expect(refused.headers.get('content-type')).toContain('application/json')
    expect(await refused.json()).toMatchObject({ code: 4004 })
    const anonymous = await fetch(new URL(`/api/order/invoice/file?orderNo=${s.orderNo}`, server.url))
    expect(await anonymous.json()).toMatchObject({ code: 401 })
  })

  it('takes an OFD invoice (a zip holding OFD.xml) and records a number without a file', async () => {
    const a = await paidEntry(server)
    const b = await paidEntry(server)
    for (const s of [a, b]) await ask(s.token, { ...company, kind: 'ordinary', orderNo: s.orderNo })
    const ofd = zipOf(
      [{ name: 'OFD.xml', bytes: Buffer.from('<ofd:OFD xmlns:ofd="http://www.ofdspec.org/2016"/>') }],
      true,
    )
    const idOf = async (orderNo: string) => String((await invoiceOf(orderNo))?.id)
    expect(
      await upload(
        { id: await idOf(a.orderNo), invoiceNo: '24112000000012345679', invoiceDate: today() },
        { name: 'invoice.ofd', bytes: ofd },
      ),
    ).toMatchObject({ code: 200 })
    expect((await download(a.orderNo, a.token)).headers.get('content-type')).toBe('application/ofd')

    const recorded = await call(
      server,
      'POST',
      '/admin/orders/invoices/record',
      { id: Number(await idOf(b.orderNo)), invoiceNo: '12345678', invoiceDate: today() },
      as(committee),
    )
    expect(recorded.code).toBe(200)
    expect(await call(server, 'GET', '/order/invoices', {}, as(b.token))).toMatchObject({
      data: [expect.objectContaining({ status: 'issued', invoiceNo: '12345678', hasFile: false })],
    })
    expect(await (await download(b.orderNo, b.token)).json()).toMatchObject({ code: 4004 })
  })
})

describe('a refund of an invoiced order', () => {
  async function refunded(s: Awaited<ReturnType<typeof paidEntry>>) {
    await call(server, 'POST', '/order/applyRefund', { orderNo: s.orderNo, reason: '生病' }, as(s.token))
    const requests = await call(server, 'GET', '/admin/orders/refunds', {}, as(committee))
    const request = requests.data.find((r: { orderNo: string }) => r.orderNo === s.orderNo)
    expect(
      (
        await call(
          server,
          'POST',
          '/admin/orders/refunds/decide',
          { id: request.id, approve: true },
          as(committee),
        )
      ).code,
    ).toBe(200)
  }

  it('asks the desk for a red-letter invoice and keeps it on the queue until one is recorded', async () => {
    const s = await paidEntry(server)
    await ask(s.token, { ...company, orderNo: s.orderNo })
    const id = (await invoiceOf(s.orderNo))?.id ?? 0
    await upload(
      { id: String(id), invoiceNo: '24112000000012345680', invoiceDate: today() },
      { name: 'i.pdf', bytes: PDF },
    )
    expect((await desk()).some((i) => i.orderNo === s.orderNo)).toBe(false)

    await refunded(s)
    expect(await desk()).toContainEqual(
      expect.objectContaining({ orderNo: s.orderNo, status: 'redLetterNeeded' }),
    )
    const told = await server.db
      .select()
      .from(outboxMessages)
      .where(eq(outboxMessages.recipient, 'invoices@committee.cn'))
    expect(told.map((m) => m.body).join('\n')).toContain(`订单 ${s.orderNo} 已退款`)

    const red = (input: Record<string, unknown>) =>
      call(server, 'POST', '/admin/orders/invoices/red-letter', { id, ...input }, as(committee))
    expect(await red({ redLetterNo: 'x', redLetterDate: today() })).toMatchObject({ code: 4000 })
    expect((await desk()).some((i) => i.orderNo === s.orderNo)).toBe(true)
    expect(await red({ redLetterNo: '24112000000099999999', redLetterDate: today() })).toMatchObject({
      code: 200,
    })
    expect((await desk()).some((i) => i.orderNo === s.orderNo)).toBe(false)
    expect(await invoiceOf(s.orderNo)).toMatchObject({ status: 'redLettered' })
    expect(await red({ redLetterNo: '24112000000099999999', redLetterDate: today() })).toMatchObject({
      code: 4009,
      msg: '该发票不需要开具红字发票',
    })
    // The requester keeps the invoice they were given.
    expect((await download(s.orderNo, s.token)).status).toBe(200)
  })

  it('cancels a request not issued yet, which then cannot be issued', async () => {
    const s = await paidEntry(server)
    await ask(s.token, { ...company, orderNo: s.orderNo })
    const id = (await invoiceOf(s.orderNo))?.id ?? 0
    await refunded(s)
    expect(await invoiceOf(s.orderNo)).toMatchObject({ status: 'cancelled' })
    expect((await desk()).some((i) => i.orderNo === s.orderNo)).toBe(false)
    expect(
      await call(
        server,
        'POST',
        '/admin/orders/invoices/record',
        { id, invoiceNo: '12345678', invoiceDate: today() },
        as(committee),
      ),
    ).toMatchObject({ code: 4009 })
  })
})
