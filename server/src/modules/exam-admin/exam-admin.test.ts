import ExcelJS from 'exceljs'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { buildExam, buildSignedInUser, buildUser } from '../../test-support/factories'
import { call, startTestServer, type TestServer } from '../../test-support/test-server'

let server: TestServer
let committee: { authorization: string }
beforeAll(async () => {
  server = await startTestServer()
  committee = { authorization: (await buildSignedInUser(server.db, 'committee')).token }
})
afterAll(async () => {
  await server?.stop()
})

const english = { 'accept-language': 'en' }
const soon = (days: number) => new Date(Date.now() + days * 86_400_000).toISOString()

/** A season of its own with race schedule 2 open from yesterday for a week. */
let seasonId = 40
async function openSchedule() {
  const season = ++seasonId
  await call(server, 'POST', '/admin/seasons', { id: season, name: `20${season}~20${season + 1}` }, committee)
  const schedule = await call(
    server,
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

const settings = (season: number) => ({
  name: '复选赛线上半决赛',
  season,
  raceSchedule: 2,
  formExplain: '中文说明',
  questionExplain: 'English instructions',
  secondsPerQuestion: 30,
})

const question = (overrides: Record<string, unknown> = {}) => ({
  quizForm: 0,
  section: 'A',
  quizTypeStr: '英文释义与例句',
  description: '选出正确的汉字。',
  engDescription: 'Meaning: water.',
  choice: '水,火,木,土',
  answer: '水',
  ...overrides,
})

async function xlsxOf(rows: (string | number)[][]) {
  const book = new ExcelJS.Workbook()
  const sheet = book.addWorksheet('questions')
  for (const row of rows) sheet.addRow(row)
  return Buffer.from(await book.xlsx.writeBuffer()).toString('base64')
}

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
    expect(imported.data[2].answer).toBe('红,白')

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
    await new Promise((resolve) => setTimeout(resolve, 1100))
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
    expect(sheet?.getRow(2).getCell(5).text).toBe('1')
    expect(sheet?.getRow(2).getCell(8).text).toBe(real.answer)
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
    await new Promise((resolve) => setTimeout(resolve, 1100))
    await call(server, 'POST', '/judge/command', { quizId: exam.id, type: 'next', fromIndex: 0 }, asJudge)
    const whileOpen = new Date().toISOString()
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
