import { createRequire } from 'node:module'
import { and, eq } from 'drizzle-orm'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { practiceQuestions, practiceResults } from '../../db/schema'
import { buildSignedInUser } from '../../test-support/factories'
import { call, startTestServer, type TestServer } from '../../test-support/test-server'

type Stroke = [number, number][]

let server: TestServer
beforeAll(async () => {
  server = await startTestServer()
})
afterAll(() => server?.stop())

const require = createRequire(import.meta.url)
const mediansOf = (character: string): Stroke[] => require(`hanzi-writer-data/${character}.json`).medians

/** The character as a hand draws it: points every ~18 units along each median, a little off centre. */
function handwritten(character: string): Stroke[] {
  return mediansOf(character).map((median) => {
    const points: Stroke = []
    for (let i = 1; i < median.length; i++) {
      const [x0, y0] = median[i - 1] as [number, number]
      const [x1, y1] = median[i] as [number, number]
      const pieces = Math.max(1, Math.round(Math.hypot(x1 - x0, y1 - y0) / 18))
      for (let k = i === 1 ? 0 : 1; k <= pieces; k++) {
        const wobble = (k % 3) - 1
        points.push([x0 + ((x1 - x0) * k) / pieces + 9 + wobble * 4, y0 + ((y1 - y0) * k) / pieces - 7])
      }
    }
    return points
  })
}

/** A student with the first level's "listen and write" trial and its questions, answers read from the database. */
async function writingTrial() {
  const { user, token } = await buildSignedInUser(server.db, 'student')
  const auth = { authorization: token }
  const levels = await call(server, 'GET', '/product/getAppletsProductList', {}, auth)
  const product = await call(
    server,
    'GET',
    '/exercises/queryQuizProductList',
    { id: levels.data[0].id },
    auth,
  )
  const trial = product.data.quizTypeList.find((q: { quizType: number }) => q.quizType === 4)
  const quiz = await call(server, 'GET', '/exercises/testLevel/quizInfo', { id: trial.id }, auth)
  const rows = await server.db.select().from(practiceQuestions).where(eq(practiceQuestions.quizId, trial.id))
  const answerOf = (id: number) => rows.find((row) => row.id === id)?.answer ?? ''
  const questions = quiz.data.list as { id: number; quizNumber: number; question: string }[]
  const stored = () =>
    server.db
      .select()
      .from(practiceResults)
      .where(and(eq(practiceResults.userId, user.id), eq(practiceResults.quizId, trial.id)))
  return { auth, trial, quiz: quiz.data, questions, answerOf, stored }
}

/** A character of the bank that is not the one asked for. */
const otherThan = (character: string) => (character === '木' ? '水' : '木')

describe('listen and write', () => {
  it('is a free trial of three characters given by their sounds, never by the character itself', async () => {
    const { trial, quiz, answerOf } = await writingTrial()
    expect(trial).toMatchObject({ quizName: '听音写字', quizNameEn: 'Listen and write', questionCount: 3 })
    for (const question of quiz.list) {
      expect(question).toMatchObject({ quizType: 4, choice: '', answerCount: 1 })
      expect(question.pinyinUrl).toMatch(/^\/audio\/pinyin\/[a-z]+\d\.mp3$/)
      expect(question.definitionUrl).toMatch(/^\/audio\/meanings\//)
      expect(question.sentenceUrl).toMatch(/^\/audio\/words\//)
      expect(JSON.stringify(question)).not.toContain(answerOf(question.id))
    }
  })

  it('grades a drawing of the character right and a drawing of another character wrong', async () => {
    const { auth, questions, answerOf } = await writingTrial()
    const [question] = questions
    if (!question) throw new Error('no writing question seeded')
    const character = answerOf(question.id)
    const right = await call(
      server,
      'POST',
      '/exercises/checkWriting',
      { questionId: question.id, strokes: handwritten(character) },
      auth,
    )
    expect(right.data).toEqual({
      isRight: true,
      matchedStrokeCount: mediansOf(character).length,
      strokeCount: mediansOf(character).length,
    })
    const wrong = await call(
      server,
      'POST',
      '/exercises/checkWriting',
      { questionId: question.id, strokes: handwritten(otherThan(character)) },
      auth,
    )
    expect(wrong.data.isRight).toBe(false)
  })

  it('answers a stroke drawn out and back along 期 at once, as wrong', async () => {
    const { auth, questions } = await writingTrial()
    const [question] = questions
    if (!question) throw new Error('no writing question seeded')
    await server.db
      .update(practiceQuestions)
      .set({ answer: '期' })
      .where(eq(practiceQuestions.id, question.id))
    const [[x0, y0], [x1, y1]] = [mediansOf('期')[0]?.[0] ?? [0, 0], mediansOf('期')[0]?.at(-1) ?? [0, 0]]
    const along = (t: number): [number, number] => [
      (x0 + x1) / 2 + (x1 - x0) * t,
      (y0 + y1) / 2 + (y1 - y0) * t,
    ]
    const outAndBack = [
      ...Array.from({ length: 51 }, (_, i) => along(i / 100)),
      ...Array.from({ length: 51 }, (_, i) => along(-(50 - i) / 100)),
    ]
    const graded = await call(
      server,
      'POST',
      '/exercises/checkWriting',
      { questionId: question.id, strokes: [outAndBack] },
      auth,
    )
    expect(graded.data).toMatchObject({ isRight: false, matchedStrokeCount: 0 })
  })

  it('scores a saved attempt from the strokes, shown beside the other types in the result', async () => {
    const { auth, trial, questions, answerOf, stored } = await writingTrial()
    const [first, second] = questions
    if (!first || !second) throw new Error('writing trial too short')
    const saved = await call(
      server,
      'POST',
      '/exercises/saveWritingQuiz',
      {
        quizId: trial.id,
        timestamp: 40,
        answers: [
          { questionId: first.id, strokes: handwritten(answerOf(first.id)) },
          { questionId: second.id, strokes: handwritten(otherThan(answerOf(second.id))) },
        ],
      },
      auth,
    )
    expect(saved.code).toBe(200)
    expect(saved.data.results.map((r: { isRight: string }) => r.isRight)).toEqual(['1', '0', '0'])
    expect(saved.data.results[0].userAnswer).toBe(answerOf(first.id))
    expect(saved.data.score).toBe(33)
    expect(await stored()).toHaveLength(1)

    const result = await call(
      server,
      'GET',
      '/exercises/queryDataQuizAnswerResultInfo',
      { quizId: trial.id },
      auth,
    )
    expect(result.data.answerDetail).toEqual([
      {
        quizType: 4,
        quizTypeStr: '听音写字',
        quizTypeStrEn: 'Listen and write',
        answerResults: [
          { quizNumber: 1, userAnswer: answerOf(first.id), isRight: '1' },
          { quizNumber: 2, userAnswer: expect.stringMatching(/^\d+\/\d+$/), isRight: '0' },
          { quizNumber: 3, userAnswer: '', isRight: null },
        ],
      },
    ])
  })

  it('never takes the client’s word: a character sent as text or a verdict beside wrong strokes is not right', async () => {
    const { auth, trial, questions, answerOf, stored } = await writingTrial()
    const asText = await call(
      server,
      'POST',
      '/exercises/saveQuiz',
      {
        quizId: trial.id,
        score: 100,
        results: questions.map((q) => ({
          questionId: q.id,
          quizType: 4,
          userAnswer: answerOf(q.id),
          isRight: '1',
        })),
      },
      auth,
    )
    expect(asText.data.score).toBe(0)
    expect(asText.data.results.every((r: { isRight: string }) => r.isRight === '0')).toBe(true)

    const forged = await call(
      server,
      'POST',
      '/exercises/saveWritingQuiz',
      {
        quizId: trial.id,
        score: 100,
        correct: true,
        answers: questions.map((q) => ({
          questionId: q.id,
          strokes: handwritten(otherThan(answerOf(q.id))),
        })),
      },
      auth,
    )
    expect(forged.data.score).toBe(0)

    const before = (await stored()).length
    const withVerdict = await call(
      server,
      'POST',
      '/exercises/saveWritingQuiz',
      {
        quizId: trial.id,
        answers: questions.map((q) => ({
          questionId: q.id,
          strokes: [
            [
              [0, 0],
              [1, 1],
            ],
          ],
          isRight: true,
        })),
      },
      auth,
    )
    expect(withVerdict.code).toBe(4000)
    expect(await stored()).toHaveLength(before)
  })

  it.each([
    ['no strokes', []],
    ['a stroke with no points', [[]]],
    [
      '41 strokes',
      Array.from({ length: 41 }, () => [
        [1, 2],
        [3, 4],
      ]),
    ],
    ['201 points in a stroke', [Array.from({ length: 201 }, (_, i) => [i, i])]],
    ['4001 points in all', Array.from({ length: 40 }, () => Array.from({ length: 101 }, () => [5, 5]))],
    [
      'a coordinate far outside the box',
      [
        [
          [1e9, 0],
          [1, 1],
        ],
      ],
    ],
    [
      'a coordinate that is text',
      [
        [
          ['1', '2'],
          [1, 1],
        ],
      ],
    ],
    ['strokes that are not a list', { 0: [[1, 1]] }],
  ])('answers code 4000 and stores nothing for %s', async (_name, strokes) => {
    const { auth, trial, questions, stored } = await writingTrial()
    const question = questions[0]
    if (!question) throw new Error('no writing question seeded')
    const check = await call(
      server,
      'POST',
      '/exercises/checkWriting',
      { questionId: question.id, strokes },
      auth,
    )
    expect(check.code).toBe(4000)
    const save = await call(
      server,
      'POST',
      '/exercises/saveWritingQuiz',
      { quizId: trial.id, answers: [{ questionId: question.id, strokes }] },
      { ...auth, 'accept-language': 'en' },
    )
    expect(save.code).toBe(4000)
    expect(save.msg).toBe('The handwritten strokes are not valid or there are too many')
    expect(await stored()).toHaveLength(0)
  })

  it('checks each drawing three times an hour, then asks for the others or the hand-in in both languages', async () => {
    const { auth, questions, answerOf } = await writingTrial()
    const [first, second] = questions
    if (!first || !second) throw new Error('writing trial too short')
    const check = (questionId: number, lang = 'zh') =>
      call(
        server,
        'POST',
        '/exercises/checkWriting',
        { questionId, strokes: handwritten(otherThan(answerOf(questionId))) },
        { ...auth, 'accept-language': lang },
      )
    for (let i = 0; i < 3; i++) expect((await check(first.id)).code).toBe(200)
    const refused = await check(first.id)
    expect(refused).toMatchObject({
      code: 4029,
      msg: '每道题 60 分钟内最多检查 3 次，请先写其他题，或直接提交',
    })
    expect((await check(first.id, 'en')).msg).toBe(
      'Each question can be checked 3 times in 60 minutes; write the others first, or hand in',
    )
    expect((await check(second.id)).code).toBe(200)
  })

  it('times an attempt by the server from its opening, whatever time the browser claims', async () => {
    const { auth, trial, questions, answerOf } = await writingTrial()
    const [first] = questions
    if (!first) throw new Error('no writing question seeded')
    const answers = [{ questionId: first.id, strokes: handwritten(answerOf(first.id)) }]
    const saved = await call(
      server,
      'POST',
      '/exercises/saveWritingQuiz',
      { quizId: trial.id, timestamp: 3, answers },
      auth,
    )
    expect(saved.data.seconds).toBeLessThan(3)
    const late = await call(
      server,
      'POST',
      '/exercises/saveWritingQuiz',
      { quizId: trial.id, timestamp: 86_400, answers },
      auth,
    )
    expect(late.data).toMatchObject({ attempts: 2 })
    expect(late.data.seconds).toBeLessThan(60)
  })

  it('refuses an attempt at a quiz the student never opened', async () => {
    const { trial } = await writingTrial()
    const stranger = { authorization: (await buildSignedInUser(server.db, 'student')).token }
    const saved = await call(
      server,
      'POST',
      '/exercises/saveWritingQuiz',
      { quizId: trial.id, answers: [] },
      { ...stranger, 'accept-language': 'en' },
    )
    expect(saved).toMatchObject({ code: 4000, msg: 'Open this practice again before handing it in' })
  })

  it('refuses to grade a question that is not a writing question', async () => {
    const { auth } = await writingTrial()
    const [choosing] = await server.db
      .select()
      .from(practiceQuestions)
      .where(eq(practiceQuestions.quizType, 1))
      .limit(1)
    const answer = await call(
      server,
      'POST',
      '/exercises/checkWriting',
      { questionId: choosing?.id, strokes: handwritten('木') },
      auth,
    )
    expect(answer.code).toBe(4004)
  })
})
