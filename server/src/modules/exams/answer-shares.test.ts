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

async function setUp() {
  const judge = await buildSignedInUser(server.db, 'judge')
  const students = await Promise.all([0, 1, 2].map(() => buildSignedInUser(server.db, 'student')))
  const { exam, questions } = await buildExam(server.db, {
    seconds: 1,
    real: 3,
    judgeIds: [judge.user.id],
    studentIds: students.map((s) => s.user.id),
  })
  const as = (token: string) => ({ authorization: token })
  const press = (type: string, fromIndex: number) =>
    call(server, 'POST', '/judge/command', { quizId: exam.id, type, fromIndex }, as(judge.token))
  const save = (token: string, questionId: number, userAnswer: string) =>
    call(
      server,
      'POST',
      '/formMatch/saveTheOnlineFormAnswer',
      { quizId: exam.id, quizInfoId: questionId, userAnswer, revision: 1 },
      as(token),
    )
  const shares = (token: string, questionId: number) =>
    call(server, 'GET', '/judge/exam/shares', { quizId: exam.id, questionId }, as(token))
  const questionAt = (index: number) => {
    const question = questions.find((q) => q.quizSequence === index + 1)
    if (!question) throw new Error(`no question at ${index}`)
    return question
  }
  return { judge, students, exam, press, save, shares, questionAt }
}

describe('the answer shares of the hall’s projector', () => {
  it('are refused while the question is open and given, with the right option marked, once it closes', async () => {
    const { judge, students, press, save, shares, questionAt } = await setUp()
    const first = questionAt(1)
    expect((await shares(judge.token, first.id)).code).toBe(4003)

    await press('start', -1)
    await clock.advance(1100)
    await press('next', 0)
    const [alice, bob, carol] = students
    if (!alice || !bob || !carol) throw new Error('three students expected')
    expect((await save(alice.token, first.id, '水')).code).toBe(200)
    expect((await save(bob.token, first.id, '火')).code).toBe(200)
    expect((await save(carol.token, first.id, '水')).code).toBe(200)

    const open = await shares(judge.token, first.id)
    expect(open).toMatchObject({ code: 4003, msg: '本题尚未结束，暂不能公布作答分布' })
    expect(open.data).toBeFalsy()
    // The next question's shares are not given before it has even opened.
    expect((await shares(judge.token, questionAt(2).id)).code).toBe(4003)

    await clock.advance(1100)
    const closed = await shares(judge.token, first.id)
    expect(closed).toMatchObject({ code: 200 })
    expect(closed.data).toEqual({
      questionId: first.id,
      answered: 3,
      kind: 'choice',
      options: [
        { choice: '水', count: 2, correct: true },
        { choice: '火', count: 1, correct: false },
        { choice: '木', count: 0, correct: false },
        { choice: '土', count: 0, correct: false },
      ],
    })
  })

  it('count a multiple-choice answer for every option in it and leave out empty answers', async () => {
    const { judge, students, press, save, shares, questionAt } = await setUp()
    await press('start', -1)
    for (const index of [0, 1, 2]) {
      await clock.advance(1100)
      await press('next', index)
    }
    const last = questionAt(3)
    const [alice, bob, carol] = students
    if (!alice || !bob || !carol) throw new Error('three students expected')
    await save(alice.token, last.id, '水,木')
    await save(bob.token, last.id, '火')
    await save(carol.token, last.id, '')
    await clock.advance(1100)
    const answer = await shares(judge.token, last.id)
    expect(answer.data).toMatchObject({
      answered: 2,
      options: [
        { choice: '水', count: 1, correct: true },
        { choice: '火', count: 1, correct: false },
        { choice: '木', count: 1, correct: true },
        { choice: '土', count: 0, correct: false },
      ],
    })
  })

  it('are refused to students, to a judge of another exam, and for a question of another exam', async () => {
    const { students, press, shares, questionAt } = await setUp()
    const other = await setUp()
    await press('start', -1)
    await clock.advance(1100)
    const example = questionAt(0)
    const student = students[0]
    if (!student) throw new Error('a student expected')
    expect((await shares(student.token, example.id)).code).toBe(4003)
    expect((await shares(other.judge.token, example.id)).code).toBe(4003)
    const committee = await buildSignedInUser(server.db, 'committee')
    expect((await shares(committee.token, example.id)).code).toBe(200)
    // Another exam's question, asked through this exam, is not found.
    expect((await other.shares(other.judge.token, example.id)).code).toBe(4004)
  })
})
