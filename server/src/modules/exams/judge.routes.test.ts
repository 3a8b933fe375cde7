import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { buildExam, buildSignedInUser } from '../../test-support/factories'
import { testClock } from '../../test-support/test-clock'
import { call, startTestServer, type TestServer } from '../../test-support/test-server'

let server: TestServer
const clock = testClock()
beforeAll(async () => {
  server = await startTestServer({}, { examClock: clock })
})
afterAll(async () => {
  await server?.stop()
})

describe('a judge who signs in before the window', () => {
  it('sees the assigned exam with its opening time, and presses only once it opens', async () => {
    const judge = await buildSignedInUser(server.db, 'judge')
    const as = { authorization: judge.token }
    const opensAt = new Date(clock.now() + 3600_000)
    const { exam } = await buildExam(server.db, {
      judgeIds: [judge.user.id],
      opensAt,
      closesAt: new Date(clock.now() + 7200_000),
    })
    const start = () =>
      call(server, 'POST', '/judge/command', { quizId: exam.id, type: 'start', fromIndex: -1 }, as)

    const list = await call(server, 'GET', '/judge/exams', {}, as)
    expect(list.data).toEqual([
      expect.objectContaining({ id: exam.id, opensAt: opensAt.getTime(), opened: false }),
    ])
    expect((await call(server, 'GET', '/judge/exam', { quizId: exam.id }, as)).data).toMatchObject({
      exam: { opened: false },
      canControl: false,
    })
    expect(await start()).toMatchObject({ code: 4003, msg: '当前不在考试时间内' })

    await clock.advance(3600_000)
    expect((await call(server, 'GET', '/judge/exam', { quizId: exam.id }, as)).data).toMatchObject({
      exam: { opened: true },
      canControl: true,
    })
    expect(await start()).toMatchObject({ code: 200, data: { phase: 'open', index: 0 } })
  })
})
