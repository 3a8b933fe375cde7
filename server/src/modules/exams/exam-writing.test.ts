import { MAX_ANSWER } from '@spell/shared/api/exams/student-calls'
import { eq } from 'drizzle-orm'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { examQuestions, examStudents } from '../../db/schema'
import { characterData } from '../../handwriting/character-data'
import { buildExam, buildSignedInUser } from '../../test-support/factories'
import { testClock } from '../../test-support/test-clock'
import { call, startTestServer, type TestServer } from '../../test-support/test-server'
import { english, examAdminFixtures, question, settings } from '../exam-admin/exam-admin.fixtures'
import { resultsOf } from '../exam-admin/results.service'
import { integritySummary } from './integrity.service'

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

const { openSchedule } = examAdminFixtures(
  () => server,
  () => committee,
)

const writeRow = (overrides: Record<string, unknown> = {}) =>
  question({
    kind: 'write',
    section: 'D',
    quizTypeStr: '听写',
    pinyin: 'mù',
    description: '树干和树枝的材料。',
    engDescription: 'Wood, timber.',
    choice: '',
    answer: '木',
    seconds: 45,
    ...overrides,
  })
const jsonFile = (rows: unknown[]) => Buffer.from(JSON.stringify(rows)).toString('base64')

describe('a write question on the committee’s paper', () => {
  it('imports a character with its pinyin, meaning and seconds', async () => {
    const season = await openSchedule()
    const exam = (await call(server, 'POST', '/admin/exams', settings(season), committee)).data
    const imported = await call(
      server,
      'POST',
      '/admin/exam/questions/import',
      { quizId: exam.id, fileName: 'paper.json', content: jsonFile([question(), writeRow()]) },
      committee,
    )
    expect(imported.code).toBe(200)
    expect(imported.data[1]).toMatchObject({ kind: 'write', pinyin: 'mù', answer: '木', seconds: 45 })
    expect(imported.data[0]).toMatchObject({ kind: 'choice', seconds: null })
  })

  it('refuses a character without stroke data, and a meaning that shows it, naming the row', async () => {
    const season = await openSchedule()
    const exam = (await call(server, 'POST', '/admin/exams', settings(season), committee)).data
    const import_ = (rows: unknown[]) =>
      call(
        server,
        'POST',
        '/admin/exam/questions/import',
        { quizId: exam.id, fileName: 'paper.json', content: jsonFile(rows) },
        { ...committee, ...english },
      )
    // U+4DB5 is a Han character hanzi-writer-data has no strokes for.
    expect(await import_([question(), writeRow({ answer: '\u4db5' })])).toMatchObject({
      code: 4000,
      msg: 'Row 2: “\u4db5” has no stroke data, so it cannot be a write question',
    })
    expect(await import_([writeRow({ engDescription: 'Wood: 木.' })])).toMatchObject({
      code: 4000,
      msg: 'Row 1: The English question gives away its correct answer; reword it',
    })
    const typed = await call(
      server,
      'POST',
      '/admin/exam/questions',
      { quizId: exam.id, questions: [writeRow({ answer: '\u4db5' })] },
      committee,
    )
    expect(typed).toMatchObject({ code: 4000, msg: '第 1 行：“\u4db5”没有笔画数据，不能出书写题' })
    const after = await call(server, 'GET', '/admin/exam', { quizId: exam.id }, committee)
    expect(after.data.questions).toHaveLength(0)
  })
})

describe('a write question in the live semi-final', () => {
  async function setUp(character = '木') {
    const judge = await buildSignedInUser(server.db, 'judge')
    const alice = await buildSignedInUser(server.db, 'student')
    const bob = await buildSignedInUser(server.db, 'student')
    const { exam, questions } = await buildExam(server.db, {
      seconds: 1,
      real: 1,
      judgeIds: [judge.user.id],
      studentIds: [alice.user.id, bob.user.id],
    })
    const written = questions[1]?.id ?? 0
    await server.db
      .update(examQuestions)
      .set({
        kind: 'write',
        pinyin: 'mù',
        choice: '',
        answer: character,
        description: '树干',
        engDescription: 'Wood',
      })
      .where(eq(examQuestions.id, written))
    const as = (token: string) => ({ authorization: token })
    const press = (type: string, fromIndex: number) =>
      call(server, 'POST', '/judge/command', { quizId: exam.id, type, fromIndex }, as(judge.token))
    const save = (token: string, userAnswer: string, revision: number) =>
      call(
        server,
        'POST',
        '/formMatch/saveTheOnlineFormAnswer',
        { quizId: exam.id, quizInfoId: written, userAnswer, revision },
        as(token),
      )
    await press('start', -1)
    await clock.advance(1050)
    await press('next', 0)
    return { judge, alice, bob, exam, written, as, press, save }
  }

  it('refuses an oversized or malformed drawing with 4000 and keeps the answer it had', async () => {
    const { alice, exam, written, as, save } = await setUp()
    const { medians } = await characterData('木')
    expect((await save(alice.token, JSON.stringify(medians), 1)).code).toBe(200)
    const tooMany = JSON.stringify(
      Array.from({ length: 41 }, () => [
        [1, 2],
        [3, 4],
      ]),
    )
    expect((await save(alice.token, tooMany, 2)).code).toBe(4000)
    expect((await save(alice.token, '[[[1,2]],"x"]', 3)).code).toBe(4000)
    expect((await save(alice.token, '木', 4)).code).toBe(4000)
    expect((await save(alice.token, 'x'.repeat(MAX_ANSWER + 1), 5)).code).toBe(4000)
    const seen = await call(
      server,
      'POST',
      '/formMatch/queryTheOnlineFormAnswer',
      { quizId: exam.id, quizNumber: 2 },
      as(alice.token),
    )
    const shown = seen.data.list.find((q: { id: number }) => q.id === written)
    expect(shown).toMatchObject({ kind: 'write', pinyin: 'mù', answer: null })
    expect(JSON.parse(shown.userAnswer)).toEqual(medians)
  })

  it('scores a drawing along the character’s strokes and not a wrong one, once the judge ends', async () => {
    const { judge, alice, bob, exam, written, as, press, save } = await setUp()
    const { medians } = await characterData('木')
    const reversed = medians.map((stroke) => [...stroke].reverse())
    expect((await save(alice.token, JSON.stringify(medians), 1)).code).toBe(200)
    expect((await save(bob.token, JSON.stringify(reversed), 1)).code).toBe(200)
    await clock.advance(1100)
    const shares = await call(
      server,
      'GET',
      '/judge/exam/shares',
      { quizId: exam.id, questionId: written },
      as(judge.token),
    )
    expect(shares.data).toMatchObject({ kind: 'write', answered: 2, options: [{ choice: '木', count: 1 }] })
    expect((await press('end', 1)).code).toBe(200)
    // The answers close 2 s after the end (a save in flight still counts); the scores follow.
    await clock.advance(3000)
    const scores = await server.db.select().from(examStudents).where(eq(examStudents.examId, exam.id))
    const scoreOf = (id: number) => scores.find((s) => s.userId === id)?.score
    expect(scoreOf(alice.user.id)).toBe(1)
    expect(scoreOf(bob.user.id)).toBe(0)
    // The committee's results (and their export) read a drawing as the character or as a wrong one.
    const { rows } = await resultsOf(server.db, exam.id, server.services.logger)
    const rowOf = (id: number) => rows.find((r) => r.userId === id)
    expect(rowOf(alice.user.id)).toMatchObject({ correct: 1, byQuestion: [{ answer: '木', right: true }] })
    expect(rowOf(bob.user.id)).toMatchObject({
      correct: 0,
      byQuestion: [{ answer: `✗ ${reversed.length} 笔 strokes`, right: false }],
    })
  })

  it('counts a drawing with no shape as wrong while shares, scores and results go on', async () => {
    const { judge, alice, bob, exam, written, as, press, save } = await setUp('期')
    const { medians } = await characterData('期')
    // Out along the first stroke from its middle and back by the mirrored way: ends at its centre.
    const [[x0, y0], [x1, y1]] = [medians[0]?.[0] ?? [0, 0], medians[0]?.at(-1) ?? [0, 0]]
    const along = (t: number) => [(x0 + x1) / 2 + (x1 - x0) * t, (y0 + y1) / 2 + (y1 - y0) * t]
    const outAndBack = [
      ...Array.from({ length: 51 }, (_, i) => along(i / 100)),
      ...Array.from({ length: 51 }, (_, i) => along(-(50 - i) / 100)),
    ]
    expect((await save(alice.token, JSON.stringify(medians), 1)).code).toBe(200)
    expect((await save(bob.token, JSON.stringify([outAndBack]), 1)).code).toBe(200)
    await clock.advance(1100)
    const shares = await call(
      server,
      'GET',
      '/judge/exam/shares',
      { quizId: exam.id, questionId: written },
      as(judge.token),
    )
    expect(shares.data).toMatchObject({ answered: 2, options: [{ choice: '期', count: 1 }] })
    expect((await press('end', 1)).code).toBe(200)
    await clock.advance(3000)
    const scores = await server.db.select().from(examStudents).where(eq(examStudents.examId, exam.id))
    expect(scores.find((s) => s.userId === bob.user.id)?.score).toBe(0)
    expect(scores.find((s) => s.userId === alice.user.id)?.score).toBe(1)
    const results = await call(server, 'GET', '/admin/exam/results', { quizId: exam.id }, committee)
    expect(results.data.rows.map((r: { correct: number }) => r.correct).sort()).toEqual([0, 1])
  })

  it('shows the judge a drawing that is the published stroke data point for point, and not a hand-drawn one', async () => {
    const { alice, bob, exam, save } = await setUp()
    const { medians } = await characterData('木')
    const byHand = medians.map((stroke) => stroke.map(([x, y]) => [x + 3, y - 2]))
    expect((await save(alice.token, JSON.stringify(medians), 1)).code).toBe(200)
    expect((await save(bob.token, JSON.stringify(byHand), 1)).code).toBe(200)
    await expect
      .poll(async () =>
        (await integritySummary(server.db, exam.id)).map((row) => [row.userId, row.counts.copiedStrokes]),
      )
      .toEqual([[alice.user.id, 1]])
  })
})
