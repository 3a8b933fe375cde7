import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { volunteerInterests } from '../../db/schema'
import { buildSignedInUser } from '../../test-support/factories'
import { call, fromAnotherClient, startTestServer, type TestServer } from '../../test-support/test-server'
import { currentSeasonId } from '../seasons/seasons.service'
import { setCharacterBankPassword } from './character-bank-password'

let server: TestServer

beforeAll(async () => {
  server = await startTestServer()
})
afterAll(() => server?.stop())

const unlock = (password: unknown, headers: Record<string, string> = fromAnotherClient()) =>
  call(server, 'POST', '/public/characterBank/unlock', { password }, headers)

describe('the character bank password', () => {
  it('says the bank is not open while the season has no password', async () => {
    const answer = await unlock('anything')
    expect(answer).toMatchObject({ code: 4004, data: null })
    expect(answer.msg).toContain('尚未开放')
  })

  it('refuses a wrong password in the asker language and opens the lexicon with the right one', async () => {
    await setCharacterBankPassword(
      server.db,
      server.services.personalData,
      'Hanzi@2025',
      await currentSeasonId(server.db),
    )
    const wrong = await unlock('hanzi@2025', { ...fromAnotherClient(), 'accept-language': 'en' })
    expect(wrong).toMatchObject({ code: 4003, data: null })
    expect(wrong.msg).toMatch(/password is not correct/)

    const right = await unlock('  Hanzi@2025 ')
    expect(right.code).toBe(200)
    expect(right.data.season).toBe('2024~2025')
    const sizes = right.data.sections.map((s: { size: number }) => s.size)
    // Four group lexicons of characters to write (1,200) and the general lexicon of 2,000 to understand.
    expect(sizes.slice(0, 4).reduce((a: number, b: number) => a + b, 0)).toBe(1200)
    expect(sizes.at(-1)).toBe(2000)
    expect(right.data.sections[0].preview[0]).toMatchObject({ character: '日', pinyin: 'rì' })
  })

  it('asks for a password when none is given', async () => {
    const answer = await unlock('   ')
    expect(answer.code).toBe(4000)
    expect(answer.msg).toBe('请输入字库密码')
  })

  it('answers 4029 once a client has tried too many passwords in a minute', async () => {
    const sameClient = fromAnotherClient()
    const codes: number[] = []
    for (let attempt = 0; attempt < 11; attempt++) codes.push((await unlock('guess', sameClient)).code)
    expect(codes.slice(0, 10).every((code) => code === 4003)).toBe(true)
    expect(codes.at(-1)).toBe(4029)
    // Another client is not affected.
    expect((await unlock('Hanzi@2025')).code).toBe(200)
  })
})

const interest = {
  name: '陈思远',
  phone: '13912345678',
  email: 'siyuan@example.cn',
  city: '杭州',
  roles: ['venue', 'translation'],
  message: '周末可以到赛场帮忙。',
}

describe('volunteer interest', () => {
  it('is saved from the public form and listed for the committee, newest first', async () => {
    const first = await call(server, 'POST', '/public/volunteerInterest', interest, fromAnotherClient())
    expect(first).toMatchObject({ code: 200, data: null })
    const second = await call(
      server,
      'POST',
      '/public/volunteerInterest',
      { name: 'Emma Li', phone: '13700000009', city: 'Suzhou', roles: ['tutoring'] },
      fromAnotherClient(),
    )
    expect(second.code).toBe(200)

    const { token } = await buildSignedInUser(server.db, 'committee')
    const list = await call(server, 'GET', '/admin/volunteerInterests', {}, { authorization: token })
    expect(list.code).toBe(200)
    expect(list.data.map((row: { name: string }) => row.name)).toEqual(['Emma Li', '陈思远'])
    expect(list.data[1]).toMatchObject({ ...interest, message: '周末可以到赛场帮忙。' })
    expect(list.data[0].email).toBe('')
  })

  it('names what is wrong and saves nothing', async () => {
    const before = await server.db.select().from(volunteerInterests)
    const answer = await call(
      server,
      'POST',
      '/public/volunteerInterest',
      { ...interest, phone: '12345', roles: [] },
      { ...fromAnotherClient(), 'accept-language': 'en' },
    )
    expect(answer.code).toBe(4000)
    expect(answer.msg).toBe('Please enter the correct mobile phone number')
    const messages = answer.data.fields.map((f: { message: string }) => f.message)
    expect(messages).toContain('Please choose at least one way you would like to help')
    expect(await server.db.select().from(volunteerInterests)).toHaveLength(before.length)
  })

  it('is listed only for the committee', async () => {
    expect((await call(server, 'GET', '/admin/volunteerInterests')).code).toBe(401)
    const { token } = await buildSignedInUser(server.db, 'student')
    const answer = await call(server, 'GET', '/admin/volunteerInterests', {}, { authorization: token })
    expect(answer.code).toBe(4003)
  })
})
