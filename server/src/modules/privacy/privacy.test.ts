import { codeTypes } from '@spell/shared/api/accounts/codes'
import { eq, inArray, type SQL, sql } from 'drizzle-orm'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { orders, outboxMessages, products, refundRequests, users } from '../../db/schema'
import { birthAndSexOf, buildCertificate, buildSignedInUser, buildUser } from '../../test-support/factories'
import {
  call,
  codeFor,
  fromAnotherClient,
  startTestServer,
  type TestServer,
} from '../../test-support/test-server'
import { MAX_FAILURES } from '../accounts/credentials'
import { hashPassword } from '../auth/passwords'
import { startSession } from '../auth/sessions.service'

let server: TestServer
beforeAll(async () => {
  server = await startTestServer()
})
afterAll(() => server?.stop())

const sysUserInfo = {
  provinceCode: '310000',
  cityCode: '310100',
  areaCode: '310104',
  province: '上海市',
  city: '市辖区',
  area: '徐汇区',
  schoolName: '上海市徐汇区第一中心小学',
  grade: 5,
}
const guardian = { name: '林大海', relation: 'mother', phone: '13600000009', agreed: true }
const GUARDIAN_CONSENT_CODE = codeTypes.guardianConsent

/** Rows of a raw query (PGlite and node-postgres both answer `{ rows }`). */
async function query<T>(statement: SQL) {
  return ((await server.db.execute(statement)) as unknown as { rows: T[] }).rows
}

let serial = 0
/** A student who registered, consented (with a guardian) and saved their basic information through the API. */
async function studentWithProfile(idCard: string) {
  serial++
  const phone = `1360000${String(serial).padStart(4, '0')}`
  const user = await buildUser(server.db, 'student', {
    phone: null,
    email: null,
    passwordHash: await hashPassword('Spell2026'),
  })
  const auth = { authorization: await startSession(server.db, user.id) }
  const code = await codeFor(server, guardian.phone, GUARDIAN_CONSENT_CODE)
  await call(server, 'POST', '/privacy/consent', { sensitive: true, guardian: { ...guardian, code } }, auth)
  const saved = await call(
    server,
    'POST',
    '/user/saveBasicsUser',
    {
      sysUser: {
        userName: `林小雨${serial}`,
        cardType: 1,
        idCard,
        ...birthAndSexOf(idCard),
        phone,
        email: `lin${serial}@family.cn`,
      },
      sysUserInfo,
      code: await codeFor(server, phone, 9),
    },
    auth,
  )
  expect(saved.code).toBe(200)
  return { user, auth, phone }
}

describe('ID numbers at rest', () => {
  it('are nowhere in the database in readable form: every text column of every table is scanned', async () => {
    const idCard = '11010519491231002X'
    await studentWithProfile(idCard.toLowerCase())
    const columns = await query<{ table_name: string; column_name: string }>(sql`
      select table_name, column_name from information_schema.columns
      where table_schema = current_schema()
        and data_type in ('text', 'character varying', 'character', 'json', 'jsonb')`)
    expect(columns.length).toBeGreaterThan(100)
    const columnsHolding = async (text: string) => {
      const holding: string[] = []
      for (const { table_name, column_name } of columns) {
        const found = await query(
          sql`select 1 from ${sql.identifier(table_name)} where upper(${sql.identifier(column_name)}::text) like ${`%${text}%`} limit 1`,
        )
        if (found.length) holding.push(`${table_name}.${column_name}`)
      }
      return holding
    }
    expect(await columnsHolding(idCard)).toEqual([])
    // The scan can see a number: one stored in plain text is found.
    const plain = await buildUser(server.db, 'student', { userName: `x ${idCard} x` })
    expect(await columnsHolding(idCard)).toEqual(['users.user_name'])
    await server.db.delete(users).where(sql`${users.id} = ${plain.id}`)
  })
})

describe('consent', () => {
  it('is stored with the policy version, the time and the guardian, and read back', async () => {
    const { auth } = await studentWithProfile('110105201506150027')
    const consent = await call(server, 'GET', '/privacy/consent', {}, auth)
    expect(consent.data).toMatchObject({
      policyVersion: '1.0',
      sensitive: { policyVersion: '1.0', consentedAt: expect.any(String) },
      guardian: { name: '林大海', relation: 'mother', phone: '13600000009' },
      underGuardianAge: true,
    })
  })

  it('refuses a guardian without a name or relation, in the language of the request', async () => {
    const { token } = await buildSignedInUser(server.db, 'student')
    const answer = await call(
      server,
      'POST',
      '/privacy/consent',
      { sensitive: true, guardian: { name: '', relation: 'uncle', phone: '13600000001', agreed: true } },
      { authorization: token, 'accept-language': 'en' },
    )
    expect(answer.code).toBe(4000)
    const messages = answer.data.fields.map((f: { message: string }) => f.message)
    expect(messages).toEqual(
      expect.arrayContaining([
        "Please enter the guardian's name",
        "Please choose the guardian's relation to the student",
      ]),
    )
  })
})

describe("the guardian's consent", () => {
  const guardianPhone = '13600000088'
  const give = (auth: Record<string, string>, guardian: object, lang = 'zh') =>
    call(
      server,
      'POST',
      '/privacy/consent',
      { sensitive: true, guardian: { name: '林大海', relation: 'father', agreed: true, ...guardian } },
      { ...auth, 'accept-language': lang },
    )
  const storedConsent = async (auth: Record<string, string>) =>
    (await call(server, 'GET', '/privacy/consent', {}, auth)).data

  it("is stored only with the code sent to the guardian's phone; without it nothing is stored", async () => {
    const { token } = await buildSignedInUser(server.db, 'student')
    const auth = { authorization: token }
    const withoutCode = await give(auth, { phone: guardianPhone })
    expect(withoutCode.code).toBe(4000)
    expect(withoutCode.data.fields).toEqual([{ field: 'guardian.code', message: '请输入短信验证码' }])
    // A code sent for another purpose, or to the student's own phone, is not the guardian's.
    const otherPurpose = await codeFor(server, guardianPhone, 9)
    expect(await give(auth, { phone: guardianPhone, code: otherPurpose }, 'en')).toMatchObject({
      code: 4000,
      msg: 'The verification code is wrong or has expired',
    })
    expect(await storedConsent(auth)).toMatchObject({ sensitive: null, guardian: null })

    const code = await codeFor(server, guardianPhone, GUARDIAN_CONSENT_CODE)
    expect((await give(auth, { phone: guardianPhone, code })).code).toBe(200)
    expect(await storedConsent(auth)).toMatchObject({
      sensitive: { policyVersion: '1.0' },
      guardian: { name: '林大海', relation: 'father', phone: guardianPhone },
    })
    // The code is spent.
    expect((await give(auth, { phone: guardianPhone, code })).code).toBe(4000)
  })

  it("refuses the student's own phone as the guardian's, before and after the profile is saved", async () => {
    const { user, token } = await buildSignedInUser(server.db, 'student')
    const auth = { authorization: token }
    const own = user.phone as string
    const refused = await give(
      auth,
      { phone: own, code: await codeFor(server, own, GUARDIAN_CONSENT_CODE) },
      'en',
    )
    expect(refused).toMatchObject({
      code: 4000,
      msg: "The guardian's phone must not be the student's own phone",
    })
    expect(await storedConsent(auth)).toMatchObject({ sensitive: null, guardian: null })

    // A consent from a phone the student then saves as their own does not count either.
    const phone = '13600000077'
    await give(auth, { phone, code: await codeFor(server, phone, GUARDIAN_CONSENT_CODE) })
    const saved = await call(
      server,
      'POST',
      '/user/saveBasicsUser',
      {
        sysUser: {
          userName: '林小雨',
          sex: 0,
          cardType: 1,
          idCard: '110105201506150027',
          dateBirth: '2015-06-15',
          phone,
          email: 'xiaoyu@family.cn',
        },
        sysUserInfo,
        code: await codeFor(server, phone, 9),
      },
      auth,
    )
    expect(saved).toMatchObject({ code: 4000, msg: '监护人手机号不能与选手本人的手机号相同' })
  })
})

describe('my data', () => {
  it('downloads everything stored about the student, the ID number whole', async () => {
    const { user, auth } = await studentWithProfile('110105201506150027')
    await buildCertificate(server.db, { userId: user.id, holderName: '林小雨', code: `PRIV-${user.id}` })
    const answer = await call(server, 'GET', '/privacy/myData', {}, auth)
    expect(answer.code).toBe(200)
    expect(answer.data.account).toMatchObject({ id: user.id, idCard: '110105201506150027' })
    expect(answer.data.account).not.toHaveProperty('passwordHash')
    expect(answer.data.profile).toMatchObject({ schoolName: sysUserInfo.schoolName })
    expect(answer.data.consents).toHaveLength(2)
    expect(answer.data.certificates).toEqual([expect.objectContaining({ code: `PRIV-${user.id}` })])
    for (const part of ['orders', 'examAnswers', 'practiceResults', 'addresses', 'sessions'])
      expect(Array.isArray(answer.data[part]), part).toBe(true)
  })

  it('deletes the account after the password: personal data gone, order and certificate kept anonymised, no more sign-in', async () => {
    const { user, auth, phone } = await studentWithProfile('110105201506150027')
    await buildCertificate(server.db, {
      userId: user.id,
      holderName: '林小雨',
      holderPhone: phone,
      code: `DEL-${user.id}`,
    })
    const [product] = await server.db.select({ id: products.id }).from(products).limit(1)
    const [order] = await server.db
      .insert(orders)
      .values({
        orderNo: `DEL${user.id}`,
        kind: 'practice',
        userId: user.id,
        productId: product?.id as number,
        season: 3,
        items: [],
        totalAmount: 100,
        paymentAmount: 100,
        provider: 'sandbox',
        status: 'paid',
        expiresAt: new Date(),
      })
      .returning()
    await server.db.insert(refundRequests).values({
      orderId: order?.id as number,
      userId: user.id,
      reason: `我叫林小雨，电话 ${phone}，生病了`,
      refundAmount: 100,
    })
    // The codes sent to the student's phone and e-mail, and the guardian's, wait in the outbox; a
    // stranger's message stays.
    await codeFor(server, `lin${serial}@family.cn`, 6)
    await server.db.insert(outboxMessages).values({
      channel: 'sms',
      recipient: '13900000077',
      body: 'someone else',
      code: '123456',
    })
    const recipients = [phone, `lin${serial}@family.cn`, guardian.phone]
    const outboxTo = async (to: string[]) =>
      server.db.select().from(outboxMessages).where(inArray(outboxMessages.recipient, to))
    for (const to of recipients) expect((await outboxTo([to])).length, to).toBeGreaterThan(0)

    expect(
      await call(server, 'POST', '/privacy/deleteAccount', { password: 'wrong-one' }, auth),
    ).toMatchObject({
      code: 4000,
      msg: '密码错误，账号未删除',
    })
    expect((await call(server, 'POST', '/privacy/deleteAccount', { password: 'Spell2026' }, auth)).code).toBe(
      200,
    )

    expect((await call(server, 'GET', '/privacy/myData', {}, auth)).code).toBe(401)
    const login = await call(
      server,
      'POST',
      '/common/loginWebByPhone',
      { phone, password: 'Spell2026' },
      fromAnotherClient(),
    )
    expect(login.code).not.toBe(200)
    const [row] = await server.db.select().from(users).where(sql`${users.id} = ${user.id}`)
    expect(row).toMatchObject({
      status: 'deleted',
      phone: null,
      email: null,
      idCardSealed: null,
      idCardHash: null,
      dateBirth: null,
      passwordHash: null,
      userName: '已注销用户 Deleted user',
    })
    const kept = await query(
      sql`select (select count(*) from orders where user_id = ${user.id})::int as orders,
                 (select holder_name from certificates where code = ${`DEL-${user.id}`}) as holder,
                 (select holder_phone from certificates where code = ${`DEL-${user.id}`}) as holder_phone,
                 (select count(*) from user_infos where user_id = ${user.id})::int as infos,
                 (select count(*) from personal_data_consents where user_id = ${user.id})::int as consents`,
    )
    expect(kept[0]).toEqual({
      orders: 1,
      holder: '林小雨',
      holder_phone: null,
      infos: 0,
      consents: 0,
    })
    expect(await outboxTo(recipients)).toEqual([])
    expect(await outboxTo(['13900000077'])).toHaveLength(1)
    const [refund] = await server.db.select().from(refundRequests).where(eq(refundRequests.userId, user.id))
    expect(refund).toMatchObject({ refundAmount: 100, reason: '' })
  })

  it('takes five wrong passwords for the deletion, then refuses even the right one, as the sign-in does', async () => {
    const user = await buildUser(server.db, 'student', { passwordHash: await hashPassword('Spell2026') })
    const auth = { authorization: await startSession(server.db, user.id) }
    const deletion = (password: string, lang = 'zh') =>
      call(server, 'POST', '/privacy/deleteAccount', { password }, { ...auth, 'accept-language': lang })
    for (let i = 0; i < MAX_FAILURES; i++)
      expect(await deletion(`wrong-${i}`)).toMatchObject({ code: 4000, msg: '密码错误，账号未删除' })
    expect(await deletion('Spell2026')).toMatchObject({ code: 4029, msg: '尝试次数过多，请 15 分钟后再试' })
    expect(await deletion('Spell2026', 'en')).toMatchObject({
      code: 4029,
      msg: 'Too many attempts, please try again in 15 minutes',
    })
    const [row] = await server.db.select().from(users).where(sql`${users.id} = ${user.id}`)
    expect(row?.status).toBe('active')
    // One count for the account: its sign-in waits too.
    const signIn = { phone: user.phone, password: 'Spell2026' }
    expect((await call(server, 'POST', '/common/loginWebByPhone', signIn, fromAnotherClient())).code).toBe(
      4029,
    )
  })
})

describe("the committee's view of students", () => {
  it('lists them masked, finds one by the whole ID number, and logs each opened whole record', async () => {
    const idCard = '11010519491231002X'
    const { user } = await studentWithProfile(idCard)
    const { token } = await buildSignedInUser(server.db, 'committee')
    const committee = { authorization: token }

    const found = await call(server, 'GET', '/admin/students', { keyword: idCard.toLowerCase() }, committee)
    expect(found.code).toBe(200)
    expect(found.data.rows.map((r: { userId: number }) => r.userId)).toContain(user.id)
    const listed = found.data.rows.find((r: { userId: number }) => r.userId === user.id)
    expect(listed.idCardMasked).toBe('**************002X')
    expect(JSON.stringify(found.data)).not.toContain(idCard)

    const before = await call(server, 'GET', '/admin/personalDataAccess', { subjectId: user.id }, committee)
    expect(before.data.total).toBe(0)
    const opened = await call(server, 'POST', '/admin/students/openRecord', { userId: user.id }, committee)
    expect(opened.data).toMatchObject({ idCard, dateBirth: '1949-12-31' })
    expect(opened.data.consents.map((c: { kind: string }) => c.kind).sort()).toEqual([
      'guardian',
      'sensitive',
    ])
    const log = await call(server, 'GET', '/admin/personalDataAccess', { subjectId: user.id }, committee)
    expect(log.data).toMatchObject({
      total: 1,
      rows: [{ subjectId: user.id, action: 'open-record', actorName: expect.stringMatching(/committee/) }],
    })
  })

  it('is the committee’s alone', async () => {
    const { token } = await buildSignedInUser(server.db, 'student')
    const auth = { authorization: token }
    expect((await call(server, 'GET', '/admin/students', {}, auth)).code).toBe(4003)
    expect((await call(server, 'POST', '/admin/students/openRecord', { userId: 1 }, auth)).code).toBe(4003)
    expect((await call(server, 'GET', '/admin/personalDataAccess', {}, auth)).code).toBe(4003)
  })
})
