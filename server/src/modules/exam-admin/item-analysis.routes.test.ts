import ExcelJS from 'exceljs'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { buildExam, buildSignedInUser } from '../../test-support/factories'
import { buildSchoolUser } from '../../test-support/school-factory'
import { testClock } from '../../test-support/test-clock'
import { call, startTestServer, type TestServer } from '../../test-support/test-server'

let server: TestServer
let committee: { authorization: string }
const clock = testClock()
beforeAll(async () => {
  server = await startTestServer({}, { examClock: clock })
  committee = { authorization: (await buildSignedInUser(server.db, 'committee')).token }
})
afterAll(async () => {
  await server?.stop()
})

describe('the item analysis of a semi-final', () => {
  it('gives the committee each question’s numbers on screen and on the export’s second sheet', async () => {
    const judge = await buildSignedInUser(server.db, 'judge')
    const [alice, bob, absent] = await Promise.all(
      [1, 2, 3].map(() => buildSignedInUser(server.db, 'student')),
    )
    if (!alice || !bob || !absent) throw new Error('students missing')
    const { exam, questions } = await buildExam(server.db, {
      seconds: 30,
      real: 2,
      judgeIds: [judge.user.id],
      studentIds: [alice.user.id, bob.user.id, absent.user.id],
    })
    const [, first] = questions
    if (!first) throw new Error('no real question')
    const asJudge = { authorization: judge.token }
    const save = (token: string, userAnswer: string) =>
      call(
        server,
        'POST',
        '/formMatch/saveTheOnlineFormAnswer',
        { quizId: exam.id, quizInfoId: first.id, userAnswer, revision: 1 },
        { authorization: token },
      )
    await call(server, 'POST', '/judge/command', { quizId: exam.id, type: 'start', fromIndex: -1 }, asJudge)
    await clock.advance(30_500)
    await call(server, 'POST', '/judge/command', { quizId: exam.id, type: 'next', fromIndex: 0 }, asJudge)
    await clock.advance(4000)
    expect((await save(alice.token, '水')).code).toBe(200)
    await clock.advance(2000)
    expect((await save(bob.token, '火')).code).toBe(200)
    await clock.advance(30_000)
    await call(server, 'POST', '/judge/command', { quizId: exam.id, type: 'end', fromIndex: 1 }, asJudge)

    const analysis = await call(server, 'GET', '/admin/exam/analysis', { quizId: exam.id }, committee)
    // The student who never came is not counted; one student in each group.
    expect(analysis.data).toMatchObject({ takers: 2, groupSize: 1 })
    const [q1, q2] = analysis.data.items
    expect(q1).toMatchObject({ facility: 0.5, discrimination: 1, noAnswer: 0, medianSeconds: 5, flags: [] })
    expect(q1.options.map((o: { count: number }) => o.count)).toEqual([1, 1, 0, 0])
    // Never opened: nobody answered, no time.
    expect(q2).toMatchObject({ facility: 0, noAnswer: 2, medianSeconds: null, flags: ['tooHard'] })

    const file = await call(server, 'GET', '/admin/exam/results/export', { quizId: exam.id }, committee)
    const book = new ExcelJS.Workbook()
    await book.xlsx.load(Buffer.from(file.data.content, 'base64') as unknown as ArrayBuffer)
    const sheet = book.worksheets[1]
    expect(sheet?.name).toBe('item analysis 试题分析')
    expect(sheet?.getRow(2).values).toEqual([undefined, 1, '水', 0.5, 1, 1, 1, 0, 0, 0, 5, ''])
    expect(sheet?.getRow(3).getCell(9).value).toBe(2)
    expect(sheet?.getRow(3).getCell(11).text).toContain('Too hard')
    expect(sheet?.getRow(3).getCell(11).text).toContain('过难')
  })

  it('is for the committee only', async () => {
    const { exam } = await buildExam(server.db)
    const judge = await buildSignedInUser(server.db, 'judge')
    const student = await buildSignedInUser(server.db, 'student')
    const school = await buildSchoolUser(server.db)
    const tokens = [judge.token, student.token, school.token]
    for (const token of tokens) {
      const refused = await call(
        server,
        'GET',
        '/admin/exam/analysis',
        { quizId: exam.id },
        { authorization: token },
      )
      expect(refused.code).toBe(4003)
      const exported = await call(
        server,
        'GET',
        '/admin/exam/results/export',
        { quizId: exam.id },
        { authorization: token },
      )
      expect(exported.code).toBe(4003)
    }
    expect((await call(server, 'GET', '/admin/exam/analysis', { quizId: exam.id })).code).toBe(401)
  })
})
