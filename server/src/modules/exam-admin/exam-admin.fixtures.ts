import ExcelJS from 'exceljs'
import { expect } from 'vitest'
import { call, type TestServer } from '../../test-support/test-server'

export const english = { 'accept-language': 'en' }
export const soon = (days: number) => new Date(Date.now() + days * 86_400_000).toISOString()

/** What the committee's exam tests share: a season with an open schedule, exam settings and questions. */
export function examAdminFixtures(serverOf: () => TestServer, committeeOf: () => { authorization: string }) {
  /** A season of its own with race schedule 2 open from yesterday for a week. */
  let seasonId = 40
  async function openSchedule() {
    const season = ++seasonId
    const committee = committeeOf()
    await call(
      serverOf(),
      'POST',
      '/admin/seasons',
      { id: season, name: `20${season}~20${season + 1}` },
      committee,
    )
    const schedule = await call(
      serverOf(),
      'POST',
      '/admin/raceSchedules',
      {
        season,
        raceSchedule: 2,
        signUpStartTime: soon(-10),
        signUpEndTime: soon(-2),
        examinationStartTime: soon(-1),
        examinationEndTime: soon(7),
        publishTime: soon(8),
      },
      committee,
    )
    expect(schedule.code).toBe(200)
    return season
  }
  return { openSchedule }
}

export const settings = (season: number) => ({
  name: '复选赛线上考试',
  season,
  raceSchedule: 2,
  formExplain: '中文说明',
  questionExplain: 'English instructions',
  secondsPerQuestion: 30,
})

export const question = (overrides: Record<string, unknown> = {}) => ({
  quizForm: 0,
  section: 'A',
  quizTypeStr: '英文释义与例句',
  description: '选出正确的汉字。',
  engDescription: 'Meaning: water.',
  choice: '水,火,木,土',
  answer: '水',
  ...overrides,
})

export async function xlsxOf(rows: (string | number)[][]) {
  const book = new ExcelJS.Workbook()
  const sheet = book.addWorksheet('questions')
  for (const row of rows) sheet.addRow(row)
  return Buffer.from(await book.xlsx.writeBuffer()).toString('base64')
}
