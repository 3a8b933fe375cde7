import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { buildSignedInUser } from '../../test-support/factories'
import { call, startTestServer, type TestServer } from '../../test-support/test-server'
import { english, examAdminFixtures, question, settings, soon, xlsxOf } from './exam-admin.fixtures'

let server: TestServer
let committee: { authorization: string }
beforeAll(async () => {
  server = await startTestServer()
  committee = { authorization: (await buildSignedInUser(server.db, 'committee')).token }
})
afterAll(async () => {
  await server?.stop()
})

const { openSchedule } = examAdminFixtures(
  () => server,
  () => committee,
)

describe('the committee’s exam management', () => {
  it('is for the committee only', async () => {
    const judge = await buildSignedInUser(server.db, 'judge')
    const student = await buildSignedInUser(server.db, 'student')
    for (const token of [judge.token, student.token]) {
      const answer = await call(server, 'GET', '/admin/exams', {}, { authorization: token })
      expect(answer.code).toBe(4003)
    }
    expect((await call(server, 'GET', '/admin/examCalendar')).code).toBe(401)
  })

  it('keeps each schedule window in order and names the field that is wrong', async () => {
    const season = await openSchedule()
    const backwards = await call(
      server,
      'POST',
      '/admin/raceSchedules',
      { season, raceSchedule: 1, examinationStartTime: soon(5), examinationEndTime: soon(4) },
      { ...committee, ...english },
    )
    expect(backwards).toMatchObject({ code: 4000, msg: 'The examination must end after it starts' })
    expect(backwards.data.fields[0].field).toBe('examinationEndTime')
    const again = await call(server, 'POST', '/admin/raceSchedules', { season, raceSchedule: 2 }, committee)
    expect(again).toMatchObject({ code: 4009, msg: '该赛季已有这个赛程' })
    // Only the dictionary's rounds (1, 2, 4): a schedule 3 would have no name anywhere.
    const third = await call(server, 'POST', '/admin/raceSchedules', { season, raceSchedule: 3 }, committee)
    expect(third).toMatchObject({
      code: 4000,
      msg: '赛程只能是市级初赛、复选赛（全国晋级赛）、全国总决赛',
      data: { fields: [{ field: 'raceSchedule' }] },
    })
    const calendar = await call(server, 'GET', '/admin/examCalendar', {}, committee)
    expect(calendar.data.schedules.filter((s: { season: number }) => s.season === season)).toHaveLength(1)
  })

  it('creates an exam in its schedule’s window, and refuses a schedule without examination times', async () => {
    const season = await openSchedule()
    const created = await call(server, 'POST', '/admin/exams', settings(season), committee)
    expect(created.code).toBe(200)
    expect(Date.parse(created.data.opensAt)).toBeLessThan(Date.now())
    expect(created.data).toMatchObject({ questionCount: 0, progress: { phase: 'lobby' } })

    await call(server, 'POST', '/admin/raceSchedules', { season, raceSchedule: 1 }, committee)
    const noTimes = await call(
      server,
      'POST',
      '/admin/exams',
      { ...settings(season), raceSchedule: 1 },
      committee,
    )
    expect(noTimes).toMatchObject({ code: 4000, msg: '该赛程还没有设置考试开始和结束时间' })
    const tooFast = await call(
      server,
      'POST',
      '/admin/exams',
      { ...settings(season), secondsPerQuestion: 5 },
      { ...committee, ...english },
    )
    expect(tooFast.code).toBe(4000)
    expect(tooFast.msg).toContain('time per question')
  })

  it('stores a typed paper numbered in order, and refuses an answer that is not a choice', async () => {
    const season = await openSchedule()
    const exam = (await call(server, 'POST', '/admin/exams', settings(season), committee)).data
    const bad = await call(
      server,
      'POST',
      '/admin/exam/questions',
      { quizId: exam.id, questions: [question({ answer: '石' })] },
      committee,
    )
    expect(bad).toMatchObject({ code: 4000, msg: '答案必须是选项之一' })
    const saved = await call(
      server,
      'POST',
      '/admin/exam/questions',
      {
        quizId: exam.id,
        questions: [
          question({ quizForm: 1 }),
          question(),
          question({ section: 'b', choice: '山，川', answer: '山' }),
        ],
      },
      committee,
    )
    expect(saved.code).toBe(200)
    expect(saved.data.map((q: { quizNumber: number; section: string }) => [q.quizNumber, q.section])).toEqual(
      [
        [0, 'A'],
        [1, 'A'],
        [2, 'B'],
      ],
    )
    expect(saved.data[2].choice).toBe('山,川')
  })

  it('imports the template it hands out, and refuses a file with a bad row, changing nothing', async () => {
    const season = await openSchedule()
    const exam = (await call(server, 'POST', '/admin/exams', settings(season), committee)).data
    const template = await call(
      server,
      'GET',
      '/admin/exam/questions/template',
      { format: 'xlsx' },
      committee,
    )
    expect(template.data.fileName).toBe('questions-template.xlsx')
    const imported = await call(
      server,
      'POST',
      '/admin/exam/questions/import',
      { quizId: exam.id, fileName: template.data.fileName, content: template.data.content },
      committee,
    )
    expect(imported.code).toBe(200)
    expect(imported.data).toHaveLength(3)
    expect(imported.data[2]).toMatchObject({ answer: '红,白', kind: 'choice', seconds: null })

    const header = ['quizForm', 'section', 'quizTypeStr', 'description', 'engDescription', 'choice', 'answer']
    const badFile = await xlsxOf([
      header,
      [0, 'A', '题型', '题目', 'Question', '水,火', '水'],
      [0, 'F', '题型', '题目', 'Question', '水,火', '水'],
    ])
    const refused = await call(
      server,
      'POST',
      '/admin/exam/questions/import',
      { quizId: exam.id, fileName: 'paper.xlsx', content: badFile },
      { ...committee, ...english },
    )
    expect(refused).toMatchObject({ code: 4000, msg: 'Row 3: The section is a letter from A to E' })
    const missing = await call(
      server,
      'POST',
      '/admin/exam/questions/import',
      { quizId: exam.id, fileName: 'paper.xlsx', content: await xlsxOf([['quizForm', 'section']]) },
      committee,
    )
    expect(missing.msg).toContain('quizTypeStr')
    const after = await call(server, 'GET', '/admin/exam', { quizId: exam.id }, committee)
    expect(after.data.questions).toHaveLength(3)

    const json = Buffer.from(JSON.stringify([question({ quizForm: 1 }), question()])).toString('base64')
    const fromJson = await call(
      server,
      'POST',
      '/admin/exam/questions/import',
      { quizId: exam.id, fileName: 'paper.json', content: json },
      committee,
    )
    expect(fromJson.data).toHaveLength(2)
    const notAPaper = await call(
      server,
      'POST',
      '/admin/exam/questions/import',
      { quizId: exam.id, fileName: 'paper.pdf', content: json },
      committee,
    )
    expect(notAPaper).toMatchObject({ code: 4000, msg: '请上传 .xlsx 或 .json 文件' })
  })

  it('refuses a question whose text gives its answer away, naming the row of an imported file', async () => {
    const season = await openSchedule()
    const exam = (await call(server, 'POST', '/admin/exams', settings(season), committee)).data
    const header = ['quizForm', 'section', 'quizTypeStr', 'description', 'engDescription', 'choice', 'answer']
    const file = await xlsxOf([
      header,
      [0, 'B', '拼音、释义与例句', '根据拼音选字。', 'Choose by the pinyin.', '水,火', '水'],
      [0, 'B', '拼音、释义与例句', 'mù — 木：根据拼音、释义和例句选字。', 'mù — wood.', '本,术,木,末', '木'],
    ])
    const refused = await call(
      server,
      'POST',
      '/admin/exam/questions/import',
      { quizId: exam.id, fileName: 'paper.xlsx', content: file },
      { ...committee, ...english },
    )
    expect(refused).toMatchObject({
      code: 4000,
      msg: 'Row 3: The Chinese question gives away its correct answer; reword it',
    })
    const inEnglish = Buffer.from(
      JSON.stringify([question({ engDescription: 'Pick Apple.', choice: 'apple,pear', answer: 'apple' })]),
    ).toString('base64')
    const refusedJson = await call(
      server,
      'POST',
      '/admin/exam/questions/import',
      { quizId: exam.id, fileName: 'paper.json', content: inEnglish },
      committee,
    )
    expect(refusedJson).toMatchObject({
      code: 4000,
      msg: '第 1 行：英文题目中写出了正确答案，请改写，不要泄露答案',
    })
    const typed = await call(
      server,
      'POST',
      '/admin/exam/questions',
      { quizId: exam.id, questions: [question({ description: '水：选出正确的汉字。' })] },
      committee,
    )
    expect(typed).toMatchObject({ code: 4000, msg: '中文题目中写出了正确答案，请改写，不要泄露答案' })
    expect(typed.data.fields[0].field).toBe('questions.0.description')
    const after = await call(server, 'GET', '/admin/exam', { quizId: exam.id }, committee)
    expect(after.data.questions).toHaveLength(0)
  })
})
