import http from 'node:http'
import type { AddressInfo } from 'node:net'
import type { Progress } from '@spell/shared/api/exams/progress'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { buildExam, buildSignedInUser } from '../../test-support/factories'
import { startTestServer, type TestServer } from '../../test-support/test-server'
import { progressFastPath } from './progress-fast-path'

let server: TestServer
let fastPath: http.Server
let url: string
/** The requests the fast path handed to the ordinary route. */
const handedOn: string[] = []

beforeAll(async () => {
  server = await startTestServer()
  const answer = progressFastPath(server.services.exams, server.db, (req, res) => {
    handedOn.push(req.url ?? '')
    res.writeHead(299).end()
  })
  fastPath = http.createServer((req, res) => {
    if (!answer(req, res)) res.writeHead(298).end()
  })
  await new Promise<void>((resolve) => fastPath.listen(0, resolve))
  url = `http://127.0.0.1:${(fastPath.address() as AddressInfo).port}/api/formMatch/getProgress`
})
afterAll(async () => {
  fastPath?.close()
  await server?.stop()
})

const poll = async (query: string, token?: string) => {
  const response = await fetch(`${url}${query}`, { headers: token ? { authorization: token } : {} })
  const body = response.status === 200 ? ((await response.json()) as { data: Progress }) : null
  return { status: response.status, body }
}

describe('the progress poll before Express', () => {
  it("answers an enrolled student's first poll itself, from the database, and later ones from memory", async () => {
    const student = await buildSignedInUser(server.db, 'student')
    const { exam } = await buildExam(server.db, { studentIds: [student.user.id] })
    handedOn.length = 0
    const first = await poll(`?quizId=${exam.id}`, student.token)
    expect(first.status).toBe(200)
    expect(first.body?.data).toMatchObject({ quizId: exam.id, matchEndType: 0 })
    expect(server.services.exams.examOfStudent.peek(student.user.id, exam.id)?.id).toBe(exam.id)
    const second = await poll(`?quizId=${exam.id}`, student.token)
    expect(second.body?.data.serverNow).toBeGreaterThanOrEqual(
      first.body?.data.serverNow ?? Number.POSITIVE_INFINITY,
    )
    expect(handedOn).toEqual([])
  })

  it('hands refusals, strangers, staff and odd input to the ordinary route', async () => {
    const student = await buildSignedInUser(server.db, 'student')
    const judge = await buildSignedInUser(server.db, 'judge')
    const { exam } = await buildExam(server.db, { studentIds: [] })
    handedOn.length = 0
    expect((await poll(`?quizId=${exam.id}`, student.token)).status).toBe(299) // not enrolled
    expect((await poll(`?quizId=${exam.id}`, 'no-such-token')).status).toBe(299)
    expect((await poll(`?quizId=${exam.id}`, judge.token)).status).toBe(299)
    expect(handedOn).toHaveLength(3)
    expect((await poll(`?quizId=${exam.id}`)).status).toBe(298) // no token: not for the fast path
    expect((await poll('?quizId=abc', student.token)).status).toBe(298)
  })
})
