import { eq } from 'drizzle-orm'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { practicePurchases, practiceQuestions } from '../../db/schema'
import { buildSignedInUser } from '../../test-support/factories'
import { call, startTestServer, type TestServer } from '../../test-support/test-server'
import { isRightAnswer } from './practice.service'

let server: TestServer
beforeAll(async () => {
  server = await startTestServer()
})
afterAll(() => server?.stop())

async function student() {
  const { user, token } = await buildSignedInUser(server.db, 'student')
  return { user, auth: { authorization: token } }
}
const answerOf = async (questionId: number) =>
  (await server.db.select().from(practiceQuestions).where(eq(practiceQuestions.id, questionId)))[0]?.answer ??
  ''

describe('fun learning', () => {
  it('lists five levels, each with four trial quiz types and papers 1-4 locked before purchase', async () => {
    const { auth } = await student()
    const levels = await call(server, 'GET', '/product/getAppletsProductList', { category: 3 }, auth)
    expect(levels.code).toBe(200)
    expect(levels.data).toHaveLength(5)
    const product = await call(
      server,
      'GET',
      '/exercises/queryQuizProductList',
      { id: levels.data[0].id },
      auth,
    )
    expect(product.data.isBuy).toBe(0)
    expect(product.data.quizTypeList.map((q: { quizType: number }) => q.quizType)).toEqual([1, 2, 3, 4])
    expect(product.data.quizList.map((q: { paperNo: number }) => q.paperNo)).toEqual([1, 2, 3, 4])
    expect(product.data.quizList.every((q: { questionCount: number }) => q.questionCount === 10)).toBe(true)
  })

  it('holds a free trial of five questions of each choosing type, scored by the share answered right', async () => {
    const { auth } = await student()
    const levels = await call(server, 'GET', '/product/getAppletsProductList', {}, auth)
    const product = await call(
      server,
      'GET',
      '/exercises/queryQuizProductList',
      { id: levels.data[0].id },
      auth,
    )
    const trials = product.data.quizTypeList as { id: number; quizType: number; questionCount: number }[]
    for (const trial of trials.filter((t) => t.quizType !== 4)) {
      expect(trial.questionCount).toBe(5)
      const quiz = await call(server, 'GET', '/exercises/testLevel/quizInfo', { id: trial.id }, auth)
      expect(quiz.data.list.map((q: { quizType: number }) => q.quizType)).toEqual(
        Array(5).fill(trial.quizType),
      )
    }
    const trial = await call(
      server,
      'GET',
      '/exercises/testLevel/quizInfo',
      { id: product.data.quizTypeList[0].id },
      auth,
    )
    const questions = trial.data.list as { id: number; quizNumber: number; quizType: number }[]
    const answer = async (rightOnes: number) =>
      call(
        server,
        'POST',
        '/exercises/saveQuiz',
        {
          quizId: trial.data.quizId,
          timestamp: 30,
          results: await Promise.all(
            questions.map(async (q, i) => ({
              questionId: q.id,
              quizNumber: q.quizNumber,
              quizType: q.quizType,
              userAnswer: i < rightOnes ? await answerOf(q.id) : '不',
            })),
          ),
        },
        auth,
      )
    expect((await answer(0)).data.score).toBe(0)
    expect((await answer(3)).data.score).toBe(60)
    expect((await answer(5)).data.score).toBe(100)
  })

  it('refuses a paper before purchase and opens it after, never sending the answers', async () => {
    const { user, auth } = await student()
    const levels = await call(server, 'GET', '/product/getAppletsProductList', {}, auth)
    const product = await call(
      server,
      'GET',
      '/exercises/queryQuizProductList',
      { id: levels.data[1].id },
      auth,
    )
    const paper = product.data.quizList[0]
    const locked = await call(server, 'GET', '/exercises/level/quizInfo', { quizId: paper.id }, auth)
    expect(locked.code).toBe(4003)
    expect(locked.msg).toBe('请先解锁试卷 1-4 再开始挑战练习')

    await server.db.insert(practicePurchases).values({ userId: user.id, levelId: levels.data[1].id })
    const again = await call(
      server,
      'GET',
      '/exercises/queryQuizProductList',
      { id: levels.data[1].id },
      auth,
    )
    expect(again.data.isBuy).toBe(1)
    const open = await call(server, 'GET', '/exercises/level/quizInfo', { quizId: paper.id }, auth)
    expect(open.code).toBe(200)
    expect(open.data.list).toHaveLength(10)
    for (const question of open.data.list) {
      expect(question).not.toHaveProperty('answer')
      expect(JSON.stringify(question)).not.toContain('questionAnswer')
    }
    // A trial quiz id is not a paper, and a paper id is not a trial.
    expect((await call(server, 'GET', '/exercises/testLevel/quizInfo', { id: paper.id }, auth)).code).toBe(
      4004,
    )
  })

  it('scores on the server, ignoring the score the client sends, and counts attempts', async () => {
    const { user, auth } = await student()
    const levels = await call(server, 'GET', '/product/getAppletsProductList', {}, auth)
    await server.db.insert(practicePurchases).values({ userId: user.id, levelId: levels.data[0].id })
    const product = await call(
      server,
      'GET',
      '/exercises/queryQuizProductList',
      { id: levels.data[0].id },
      auth,
    )
    const paper = await call(
      server,
      'GET',
      '/exercises/level/quizInfo',
      { quizId: product.data.quizList[2].id },
      auth,
    )
    const questions = paper.data.list as { id: number; quizNumber: number; quizType: number }[]
    // Right on the first three, wrong on the fourth, nothing for the rest.
    const results = await Promise.all(
      questions.slice(0, 4).map(async (q, i) => ({
        questionId: q.id,
        quizNumber: q.quizNumber,
        quizType: q.quizType,
        userAnswer: i < 3 ? (await answerOf(q.id)).split(',').reverse().join(',') : '不',
      })),
    )
    const body = { quizId: paper.data.quizId, score: 100, results, timestamp: 95, activityType: 1, season: 3 }
    const saved = await call(server, 'POST', '/exercises/saveQuiz', body, auth)
    expect(saved.code).toBe(200)
    // Timed by the server from the paper's opening, not by the 95 seconds the browser claims.
    expect(saved.data).toMatchObject({ score: 30, attempts: 1 })
    expect(saved.data.seconds).toBeLessThan(60)
    expect(saved.data.results.filter((r: { isRight: string }) => r.isRight === '1')).toHaveLength(3)
    const second = await call(server, 'POST', '/exercises/saveQuiz', { ...body, results: [] }, auth)
    expect(second.data).toMatchObject({ score: 0, attempts: 2 })

    const result = await call(
      server,
      'GET',
      '/exercises/queryDataQuizAnswerResultInfo',
      { quizId: paper.data.quizId },
      auth,
    )
    expect(result.data).toMatchObject({ score: 0, seconds: second.data.seconds, attempts: 2 })
    const tiles = result.data.answerDetail.flatMap((g: { answerResults: unknown[] }) => g.answerResults)
    expect(tiles).toHaveLength(10)
    expect(tiles.every((t: { isRight: string | null }) => t.isRight === null)).toBe(true)

    const foreign = await call(
      server,
      'POST',
      '/exercises/saveQuiz',
      { ...body, results: [{ questionId: 1, userAnswer: 'x' }] },
      auth,
    )
    expect(foreign.code).toBe(4000)
  })

  it('a free trial left after one right answer scores its share, and locked papers cannot be saved', async () => {
    const { auth } = await student()
    const levels = await call(server, 'GET', '/product/getAppletsProductList', {}, auth)
    const product = await call(
      server,
      'GET',
      '/exercises/queryQuizProductList',
      { id: levels.data[4].id },
      auth,
    )
    const trial = await call(
      server,
      'GET',
      '/exercises/testLevel/quizInfo',
      { id: product.data.quizTypeList[0].id },
      auth,
    )
    expect(trial.data.list).toHaveLength(5)
    const q = trial.data.list[0]
    const right = await call(
      server,
      'POST',
      '/exercises/saveQuiz',
      {
        quizId: trial.data.quizId,
        results: [{ questionId: q.id, userAnswer: await answerOf(q.id) }],
        timestamp: 12,
      },
      auth,
    )
    expect(right.data.score).toBe(20)
    const paperSave = await call(
      server,
      'POST',
      '/exercises/saveQuiz',
      { quizId: product.data.quizList[0].id, results: [] },
      auth,
    )
    expect(paperSave.code).toBe(4003)
  })

  it('checks a two-tile pick in any order without telling the answer', async () => {
    const { auth } = await student()
    const levels = await call(server, 'GET', '/product/getAppletsProductList', {}, auth)
    const product = await call(
      server,
      'GET',
      '/exercises/queryQuizProductList',
      { id: levels.data[0].id },
      auth,
    )
    const typeThree = product.data.quizTypeList.find((q: { quizType: number }) => q.quizType === 3)
    const trial = await call(server, 'GET', '/exercises/testLevel/quizInfo', { id: typeThree.id }, auth)
    const q = trial.data.list[0]
    expect(q.pinyinUrl).toMatch(/^\/audio\/words\/.+\.mp3$/)
    const [a, b] = (await answerOf(q.id)).split(',')
    const pick = (tiles: string[]) =>
      call(server, 'POST', '/exercises/checkPick', { questionId: q.id, tiles }, auth)
    expect((await pick([b as string, a as string])).data).toEqual({ isRight: true })
    const wrong = q.choice.split(',').filter((c: string) => c !== a && c !== b)
    expect((await pick([a as string, wrong[0]])).data).toEqual({ isRight: false })
    expect((await pick([a as string])).code).toBe(4000)
  })

  it('compares ordering answers as sets of the same length', () => {
    expect(isRightAnswer('校,学', '学,校')).toBe(true)
    expect(isRightAnswer('学', '学,校')).toBe(false)
    expect(isRightAnswer('学,学', '学,校')).toBe(false)
    expect(isRightAnswer('', '学')).toBe(false)
  })
})
