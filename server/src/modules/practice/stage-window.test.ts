import { count, eq } from 'drizzle-orm'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { practiceLevels, practiceResults, raceSchedules } from '../../db/schema'
import { buildSignedInUser } from '../../test-support/factories'
import { call, startTestServer, type TestServer } from '../../test-support/test-server'
import { isStageOpen } from './stage-window'

/** The season test servers open with (FIRST_SEASON=2024~2025). */
const TEST_SEASON = 3

let server: TestServer
beforeAll(async () => {
  server = await startTestServer()
})
afterAll(() => server?.stop())

const day = 24 * 3600_000
const from = (days: number) => new Date(Date.now() + days * day)
let nextStage = 50

/** Ties a seeded level to a new competition stage with the given windows (days from now). */
async function tieLevelToStage(
  levelId: number,
  windows: { signUp?: [number, number]; exam?: [number, number] },
) {
  const [schedule] = await server.db
    .insert(raceSchedules)
    .values({
      season: TEST_SEASON,
      activityType: 1,
      raceSchedule: nextStage++,
      signUpStartTime: windows.signUp ? from(windows.signUp[0]) : null,
      signUpEndTime: windows.signUp ? from(windows.signUp[1]) : null,
      examinationStartTime: windows.exam ? from(windows.exam[0]) : null,
      examinationEndTime: windows.exam ? from(windows.exam[1]) : null,
    })
    .returning()
  await server.db
    .update(practiceLevels)
    .set({ raceScheduleId: schedule?.id ?? null })
    .where(eq(practiceLevels.id, levelId))
}

async function studentAndLevel(index: number) {
  const { user, token } = await buildSignedInUser(server.db, 'student')
  const auth = { authorization: token }
  const levels = await call(server, 'GET', '/product/getAppletsProductList', {}, auth)
  const levelId = levels.data[index].id as number
  const product = async (headers: Record<string, string> = {}) =>
    call(server, 'GET', '/exercises/queryQuizProductList', { id: levelId }, { ...auth, ...headers })
  const trialId = (await product()).data.quizTypeList[0].id as number
  return { user, auth, levelId, product, trialId }
}

describe('stage windows (a stage is entered only inside its sign-up or exam window)', () => {
  it('decides on both windows, their ends included, and ignores a window with an end missing', () => {
    const now = new Date('2025-07-10T00:00:00Z')
    const at = (iso: string) => new Date(iso)
    const none = {
      signUpStartTime: null,
      signUpEndTime: null,
      examinationStartTime: null,
      examinationEndTime: null,
    }
    expect(isStageOpen(none, now)).toBe(false)
    expect(
      isStageOpen({ ...none, signUpStartTime: at('2025-07-01T00:00:00Z'), signUpEndTime: now }, now),
    ).toBe(true)
    expect(
      isStageOpen(
        { ...none, examinationStartTime: now, examinationEndTime: at('2025-08-01T00:00:00Z') },
        now,
      ),
    ).toBe(true)
    expect(isStageOpen({ ...none, signUpStartTime: at('2025-07-01T00:00:00Z') }, now)).toBe(false)
    expect(
      isStageOpen(
        {
          signUpStartTime: at('2025-06-01T00:00:00Z'),
          signUpEndTime: at('2025-06-30T00:00:00Z'),
          examinationStartTime: at('2025-07-11T00:00:00Z'),
          examinationEndTime: at('2025-07-31T00:00:00Z'),
        },
        now,
      ),
    ).toBe(false)
  })

  it('refuses every way into a level whose stage windows are closed, in the asker language, storing nothing', async () => {
    const { user, auth, levelId, product, trialId } = await studentAndLevel(4)
    await tieLevelToStage(levelId, { signUp: [-40, -30], exam: [10, 20] })

    const page = await product()
    expect(page.code).toBe(200)
    expect(page.data.stageWindow).toMatchObject({ open: false })
    expect(new Date(page.data.stageWindow.examinationStartTime).getTime()).toBeGreaterThan(Date.now())

    const trial = await call(server, 'GET', '/exercises/testLevel/quizInfo', { id: trialId }, auth)
    expect(trial.code).toBe(4003)
    expect(trial.msg).toMatch(
      /^本阶段只在报名时间（北京时间 \d{4}-\d\d-\d\d \d\d:\d\d – .+）或考试时间（.+）内开放/,
    )
    const english = await call(
      server,
      'GET',
      '/exercises/testLevel/quizInfo',
      { id: trialId },
      { ...auth, 'accept-language': 'en' },
    )
    expect(english.msg).toMatch(/^This stage is open only during its sign-up period/)

    const saved = await call(
      server,
      'POST',
      '/exercises/saveQuiz',
      { quizId: trialId, score: 100, results: [], timestamp: 10, activityType: 1, season: 3 },
      auth,
    )
    expect(saved.code).toBe(4003)
    const [stored] = await server.db
      .select({ n: count() })
      .from(practiceResults)
      .where(eq(practiceResults.userId, user.id))
    expect(stored?.n).toBe(0)
  })

  it('opens the level inside its sign-up window and inside its exam window', async () => {
    const signingUp = await studentAndLevel(3)
    await tieLevelToStage(signingUp.levelId, { signUp: [-1, 1], exam: [5, 10] })
    expect((await signingUp.product()).data.stageWindow.open).toBe(true)
    const trial = await call(
      server,
      'GET',
      '/exercises/testLevel/quizInfo',
      { id: signingUp.trialId },
      signingUp.auth,
    )
    expect(trial.code).toBe(200)

    const examining = await studentAndLevel(2)
    await tieLevelToStage(examining.levelId, { signUp: [-20, -10], exam: [-1, 1] })
    expect((await examining.product()).data.stageWindow.open).toBe(true)
    expect(
      (await call(server, 'GET', '/exercises/testLevel/quizInfo', { id: examining.trialId }, examining.auth))
        .code,
    ).toBe(200)
  })

  it("follows the current season's window of its stage once the committee moves to a new season", async () => {
    const { auth, levelId, product, trialId } = await studentAndLevel(1)
    await tieLevelToStage(levelId, { signUp: [-40, -30], exam: [-20, -10] })
    expect((await product()).data.stageWindow.open).toBe(false)
    const [tied] = await server.db
      .select({ schedule: raceSchedules })
      .from(practiceLevels)
      .innerJoin(raceSchedules, eq(raceSchedules.id, practiceLevels.raceScheduleId))
      .where(eq(practiceLevels.id, levelId))
    const committee = { authorization: (await buildSignedInUser(server.db, 'committee')).token }
    await call(server, 'POST', '/admin/seasons', { id: 9, name: '2030~2031' }, committee)
    // The same stage in the new season (stage numbers of these tests lie beyond what the calendar offers).
    await server.db.insert(raceSchedules).values({
      season: 9,
      activityType: 1,
      raceSchedule: tied?.schedule.raceSchedule ?? 0,
      signUpStartTime: from(-1),
      signUpEndTime: from(1),
    })
    await call(server, 'POST', '/admin/seasons/current', { id: 9 }, committee)
    try {
      expect((await product()).data.stageWindow.open).toBe(true)
      expect((await call(server, 'GET', '/exercises/testLevel/quizInfo', { id: trialId }, auth)).code).toBe(
        200,
      )
    } finally {
      await call(server, 'POST', '/admin/seasons/current', { id: TEST_SEASON }, committee)
    }
  })

  it('leaves a level that belongs to no stage open all year', async () => {
    const { auth, product, trialId } = await studentAndLevel(0)
    expect((await product()).data.stageWindow).toBeNull()
    expect((await call(server, 'GET', '/exercises/testLevel/quizInfo', { id: trialId }, auth)).code).toBe(200)
  })
})
