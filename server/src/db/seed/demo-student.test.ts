import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { call, startTestServer, type TestServer } from '../../test-support/test-server'

let server: TestServer
beforeAll(async () => {
  server = await startTestServer({ SEED_DEMO: '1' })
})
afterAll(() => server?.stop())

async function demoStudent() {
  const login = await call(server, 'POST', '/common/loginWebByPhone', {
    phone: '13800000002',
    password: 'Demo@2024',
  })
  expect(login.code).toBe(200)
  return { authorization: login.data.authorization as string }
}

describe('the demo student', () => {
  it('has complete basic information, so the lexicon opens without asking for it', async () => {
    const auth = await demoStudent()
    expect((await call(server, 'GET', '/user/checkBasicsUserInfo', {}, auth)).code).toBe(200)
    const words = await call(server, 'GET', '/word/getCWordList', { pageNum: 1, pageSize: 10 }, auth)
    expect(words.code).toBe(200)
    expect(words.data.total).toBeGreaterThan(0)
  })

  it('opens fun learning: the levels and a free trial', async () => {
    const auth = await demoStudent()
    const levels = await call(server, 'GET', '/product/getAppletsProductList', {}, auth)
    expect(levels.code).toBe(200)
    const level = levels.data[0]
    const product = await call(server, 'GET', '/exercises/queryQuizProductList', { id: level.id }, auth)
    expect(product.code).toBe(200)
    const trial = product.data.quizTypeList[0]
    const quiz = await call(server, 'GET', '/exercises/testLevel/quizInfo', { id: trial.id }, auth)
    expect(quiz.code).toBe(200)
    expect(quiz.data.list.length).toBeGreaterThan(0)
  })

  it('shows a masked ID number and the consent that saving requires', async () => {
    const auth = await demoStudent()
    const info = await call(server, 'POST', '/user/getBasicsUserInfo', {}, auth)
    expect(info.data.sysUser.idCard).toBe('**************0013')
    expect(info.data.sysUser.dateBirth).toBe('2011-03-07')
    expect(info.data.sysUserInfo.grade).toBe(9)
    const consent = await call(server, 'GET', '/privacy/consent', {}, auth)
    expect(consent.data.sensitive).not.toBeNull()
  })

  it('has paid the entry the home says is paid, and My orders shows that order', async () => {
    const auth = await demoStudent()
    const home = await call(server, 'GET', '/stu/home', {}, auth)
    expect(home.data.enrolmentStatus).toBe(3003)
    const mine = await call(server, 'GET', '/order/getMyOrders', {}, auth)
    expect(mine.data).toHaveLength(1)
    expect(mine.data[0]).toMatchObject({ status: 'paid' })
  })
})
