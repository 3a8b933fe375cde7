import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { userInfos } from '../../db/schema'
import { buildSignedInUser, buildUser } from '../../test-support/factories'
import { call, startTestServer, type TestServer } from '../../test-support/test-server'
import { startSession } from '../auth/sessions.service'
import { idNumberColumns } from '../privacy/id-numbers'

let server: TestServer
beforeAll(async () => {
  server = await startTestServer()
})
afterAll(() => server?.stop())

async function readyStudent() {
  const user = await buildUser(server.db, 'student', {
    email: `w${Date.now()}${Math.random()}@family.cn`,
    sex: 1,
    cardType: 1,
    ...idNumberColumns(server.services.personalData, '110105201506150027'),
    dateBirth: '2015-06-15',
    userName: '李小明',
  })
  await server.db.insert(userInfos).values({
    userId: user.id,
    provinceCode: '310000',
    province: '上海市',
    schoolName: '上海市徐汇区第一中心小学',
    grade: 4,
  })
  return { authorization: await startSession(server.db, user.id) }
}

describe('"Write it" practice history', () => {
  it("keeps each finished attempt with its mistakes per stroke, newest first, in the student's own history", async () => {
    const auth = await readyStudent()
    const first = await call(
      server,
      'POST',
      '/word/writing',
      { cword: '山', strokeMistakes: [0, 2, 1] },
      auth,
    )
    expect(first.code).toBe(200)
    expect(first.data).toMatchObject({ cword: '山', strokeMistakes: [0, 2, 1], totalMistakes: 3 })
    await call(server, 'POST', '/word/writing', { cword: '山', strokeMistakes: [0, 0, 0] }, auth)
    await call(server, 'POST', '/word/writing', { cword: '水', strokeMistakes: [1, 0, 0, 0] }, auth)

    const mountain = await call(server, 'GET', '/word/writing/history', { cword: '山' }, auth)
    expect(mountain.data.list.map((r: { totalMistakes: number }) => r.totalMistakes)).toEqual([0, 3])
    const all = await call(server, 'GET', '/word/writing/history', {}, auth)
    expect(all.data.list).toHaveLength(3)

    const other = await readyStudent()
    expect((await call(server, 'GET', '/word/writing/history', {}, other)).data.list).toEqual([])
  })

  it('refuses a malformed record or a character outside the bank, naming what is wrong', async () => {
    const auth = await readyStudent()
    const empty = await call(server, 'POST', '/word/writing', { cword: '山', strokeMistakes: [] }, auth)
    expect(empty.code).toBe(4000)
    expect(empty.msg).toContain('每一笔的错误次数')
    const two = await call(server, 'POST', '/word/writing', { cword: '山水', strokeMistakes: [0] }, auth)
    expect(two.code).toBe(4000)
    const outside = await call(server, 'POST', '/word/writing', { cword: '𠀀', strokeMistakes: [0] }, auth)
    expect(outside.code).toBe(4004)
    expect((await call(server, 'GET', '/word/writing/history', {}, auth)).data.list).toEqual([])
    const committee = await buildSignedInUser(server.db, 'committee')
    const refused = await call(
      server,
      'POST',
      '/word/writing',
      { cword: '山', strokeMistakes: [0] },
      { authorization: committee.token },
    )
    expect(refused.code).toBe(4003)
  })
})
