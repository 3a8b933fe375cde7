import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { userInfos } from '../../db/schema'
import { buildExam, buildSignedInUser } from '../../test-support/factories'
import { call, startTestServer, type TestServer } from '../../test-support/test-server'

let server: TestServer
beforeAll(async () => {
  server = await startTestServer()
})
afterAll(() => server?.stop())

describe('the student home', () => {
  it('shows a new student not enrolled (3001) with incomplete information and no exam', async () => {
    const { token } = await buildSignedInUser(server.db, 'student')
    const home = await call(server, 'GET', '/stu/home', {}, { authorization: token })
    expect(home.code).toBe(200)
    expect(home.data).toMatchObject({ infoComplete: false, enrolmentStatus: 3001, exam: null })
  })

  it('shows an enrolled student as paid (3003) with the semi-final open now', async () => {
    const { user, token } = await buildSignedInUser(server.db, 'student')
    await server.db.insert(userInfos).values({ userId: user.id, schoolName: '实验小学', grade: 3 })
    const { exam } = await buildExam(server.db, { studentIds: [user.id] })
    const home = await call(server, 'GET', '/stu/home', {}, { authorization: token })
    expect(home.data.enrolmentStatus).toBe(3003)
    expect(home.data.exam).toMatchObject({ quizId: exam.id, open: true, submitted: false })
  })

  it('names the exam the lobby opens when two are open at once', async () => {
    const { user, token } = await buildSignedInUser(server.db, 'student')
    const hour = 3600_000
    await buildExam(server.db, {
      studentIds: [user.id],
      opensAt: new Date(Date.now() - 24 * hour),
      closesAt: new Date(Date.now() + 24 * hour),
    })
    const { exam: later } = await buildExam(server.db, {
      studentIds: [user.id],
      opensAt: new Date(Date.now() - hour),
      closesAt: new Date(Date.now() + hour),
    })
    const auth = { authorization: token }
    const lobby = await call(server, 'GET', '/formMatch/queryTheOnlineQuizForm', {}, auth)
    expect(lobby.data.id).toBe(later.id)
    const home = await call(server, 'GET', '/stu/home', {}, auth)
    expect(home.data.exam).toMatchObject({ quizId: later.id, open: true })
  })

  it('shows a later exam as not open yet', async () => {
    const { user, token } = await buildSignedInUser(server.db, 'student')
    const opensAt = new Date(Date.now() + 86_400_000)
    await buildExam(server.db, {
      studentIds: [user.id],
      opensAt,
      closesAt: new Date(opensAt.getTime() + 3600_000),
    })
    const home = await call(server, 'GET', '/stu/home', {}, { authorization: token })
    expect(home.data.exam).toMatchObject({ open: false, opensAt: opensAt.getTime() })
  })

  it('is for students only', async () => {
    const school = await buildSignedInUser(server.db, 'schoolTeacher')
    expect((await call(server, 'GET', '/stu/home', {}, { authorization: school.token })).code).toBe(4003)
    expect((await call(server, 'GET', '/stu/home')).code).toBe(401)
  })
})
