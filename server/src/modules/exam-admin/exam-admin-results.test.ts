import ExcelJS from 'exceljs'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { buildExam, buildSignedInUser, buildUser } from '../../test-support/factories'
import { testClock } from '../../test-support/test-clock'
import { call, startTestServer, type TestServer } from '../../test-support/test-server'
import { examAdminFixtures, question, settings } from './exam-admin.fixtures'

let server: TestServer
let committee: { authorization: string }
/** The semi-final's time: a question's second passes when the test says so. */
const clock = testClock()
beforeAll(async () => {
  server = await startTestServer({}, { examClock: clock })
  committee = { authorization: (await buildSignedInUser(server.db, 'committee')).token }
})
afterAll(async () => {
  await server?.stop()
})

const { openSchedule } = examAdminFixtures(
  () => server,
  () => committee,
)

describe('the committee’s exam management: judges, students and results', () => {
  it('assigns judges, enrols students all or none, and freezes the paper once the judge starts', async () => {
    const season = await openSchedule()
    const exam = (await call(server, 'POST', '/admin/exams', settings(season), committee)).data
    await call(
      server,
      'POST',
      '/admin/exam/questions',
      { quizId: exam.id, questions: [question()] },
      committee,
    )
    const judge = await buildSignedInUser(server.db, 'judge')
    const notJudge = await buildUser(server.db, 'student')
    const refused = await call(
      server,
      'POST',
      '/admin/exam/judges',
      { quizId: exam.id, judgeIds: [judge.user.id, notJudge.id] },
      committee,
    )
    expect(refused.code).toBe(4000)
    const judges = await call(
      server,
      'POST',
      '/admin/exam/judges',
      { quizId: exam.id, judgeIds: [judge.user.id] },
      committee,
    )
    expect(judges.data.find((j: { userId: number }) => j.userId === judge.user.id).assigned).toBe(true)

    const student = await buildSignedInUser(server.db, 'student')
    const unknown = await call(
      server,
      'POST',
      '/admin/exam/students',
      { quizId: exam.id, accounts: [student.user.phone, '19900000000'] },
      committee,
    )
    expect(unknown).toMatchObject({ code: 4000 })
    expect(unknown.msg).toContain('19900000000')
    expect(
      (await call(server, 'GET', '/admin/exam', { quizId: exam.id }, committee)).data.exam.studentCount,
    ).toBe(0)
    const enrolled = await call(
      server,
      'POST',
      '/admin/exam/students',
      { quizId: exam.id, accounts: [student.user.phone, student.user.phone] },
      committee,
    )
    expect(enrolled.data).toEqual({ added: 1, already: 0 })

    const started = await call(
      server,
      'POST',
      '/judge/command',
      { quizId: exam.id, type: 'start', fromIndex: -1 },
      { authorization: judge.token },
    )
    expect(started.code).toBe(200)
    const frozen = await call(
      server,
      'POST',
      '/admin/exam/questions',
      { quizId: exam.id, questions: [question()] },
      committee,
    )
    expect(frozen).toMatchObject({ code: 4009, msg: '考试已经开始，不能再修改试题或设置' })
    const settingsFrozen = await call(
      server,
      'POST',
      '/admin/exams',
      { id: exam.id, ...settings(season) },
      committee,
    )
    expect(settingsFrozen.code).toBe(4009)
  })

  it('shows results and exports them as a spreadsheet with each answer', async () => {
    const judge = await buildSignedInUser(server.db, 'judge')
    const alice = await buildSignedInUser(server.db, 'student')
    const bob = await buildSignedInUser(server.db, 'student')
    const { exam, questions } = await buildExam(server.db, {
      seconds: 1,
      real: 1,
      judgeIds: [judge.user.id],
      studentIds: [alice.user.id, bob.user.id],
    })
    const asJudge = { authorization: judge.token }
    await call(server, 'POST', '/judge/command', { quizId: exam.id, type: 'start', fromIndex: -1 }, asJudge)
    await clock.advance(1100)
    await call(server, 'POST', '/judge/command', { quizId: exam.id, type: 'next', fromIndex: 0 }, asJudge)
    const real = questions[1]
    if (!real) throw new Error('no real question')
    await call(
      server,
      'POST',
      '/formMatch/saveTheOnlineFormAnswer',
      { quizId: exam.id, quizInfoId: real.id, userAnswer: real.answer, revision: 1 },
      { authorization: alice.token },
    )
    await call(server, 'POST', '/judge/command', { quizId: exam.id, type: 'end', fromIndex: 1 }, asJudge)
    // Scored once the answers have closed, 2 s after the end.
    await clock.advance(3000)

    const results = await call(server, 'GET', '/admin/exam/results', { quizId: exam.id }, committee)
    expect(results.data).toMatchObject({ realQuestions: 1, ended: true })
    expect(results.data.rows.map((r: { userId: number; score: number }) => [r.userId, r.score])).toEqual([
      [alice.user.id, 1],
      [bob.user.id, 0],
    ])
    const file = await call(server, 'GET', '/admin/exam/results/export', { quizId: exam.id }, committee)
    const book = new ExcelJS.Workbook()
    await book.xlsx.load(Buffer.from(file.data.content, 'base64') as unknown as ArrayBuffer)
    const sheet = book.worksheets[0]
    expect(sheet?.getRow(2).getCell(1).text).toBe('1')
    expect(sheet?.getRow(2).getCell(6).text).toBe('1')
    expect(sheet?.getRow(2).getCell(9).text).toBe(real.answer)
    expect(sheet?.getRow(3).getCell(1).text).toBe('2')
  })

  it('imports a student’s answer file: answers given while their question was open count, once', async () => {
    const judge = await buildSignedInUser(server.db, 'judge')
    const alice = await buildSignedInUser(server.db, 'student')
    const { exam, questions } = await buildExam(server.db, {
      seconds: 1,
      real: 2,
      judgeIds: [judge.user.id],
      studentIds: [alice.user.id],
    })
    const asJudge = { authorization: judge.token }
    const [, first, second] = questions
    if (!first || !second) throw new Error('questions missing')
    await call(server, 'POST', '/judge/command', { quizId: exam.id, type: 'start', fromIndex: -1 }, asJudge)
    await clock.advance(1100)
    await call(server, 'POST', '/judge/command', { quizId: exam.id, type: 'next', fromIndex: 0 }, asJudge)
    const whileOpen = new Date(clock.now()).toISOString()
    await call(server, 'POST', '/judge/command', { quizId: exam.id, type: 'end', fromIndex: 1 }, asJudge)
    const file = (quizId: number) =>
      Buffer.from(
        JSON.stringify({
          format: 'spell-exam-answers',
          version: 1,
          quizId,
          userId: alice.user.id,
          userName: alice.user.userName,
          exportedAt: new Date().toISOString(),
          answers: [
            {
              quizInfoId: first.id,
              quizNumber: 1,
              userAnswer: first.answer,
              revision: 2,
              changedAt: whileOpen,
              refusedBecause: null,
            },
            // Never opened: the judge ended the exam first.
            {
              quizInfoId: second.id,
              quizNumber: 2,
              userAnswer: second.answer,
              revision: 1,
              changedAt: whileOpen,
              refusedBecause: null,
            },
          ],
        }),
      ).toString('base64')
    const upload = (content: string) =>
      call(
        server,
        'POST',
        '/admin/exam/answers/import',
        { quizId: exam.id, fileName: 'answers.json', content },
        committee,
      )

    const imported = await upload(file(exam.id))
    expect(imported.data).toEqual({
      userName: alice.user.userName,
      stored: 1,
      unchanged: 0,
      refused: 1,
      score: 1,
    })
    expect((await upload(file(exam.id))).data).toMatchObject({ stored: 0, unchanged: 1, score: 1 })
    expect((await upload(file(exam.id + 1000))).msg).toBe('这个答案文件属于另一场考试')
    const notAFile = await upload(Buffer.from('{"hello":1}').toString('base64'))
    expect(notAFile).toMatchObject({ code: 4000, msg: '这不是考试页面保存的答案文件' })
  })
})
