import type { IncomingMessage, ServerResponse } from 'node:http'
import { API_PREFIX, type Lang, langFromHeader, ResultCode, translate } from '@spell/shared'
import type { Progress } from '@spell/shared/api/exams/progress'
import {
  getProgress,
  queryTheOnlineFormAnswer,
  queryTheProgressBar,
} from '@spell/shared/api/exams/student-calls'
import type { Db } from '../../db/database'
import { recentUser, settledUser, tokenOf } from '../../http/request-context'
import type { ExamRuntime } from './exam-runtime'

const PATH = `${API_PREFIX}${getProgress.paths[0]}`
type Handler = (req: IncomingMessage, res: ServerResponse) => void

/**
 * The 1 s progress poll, answered before Express. When all it needs is in memory (a session trusted
 * recently, a known enrolment in an exam open now, the exam's live state) it answers at once. When
 * not (a student's first poll, say after a restart) it looks them up here, gathered with everybody
 * else's lookups, and fills the memory for the next poll. Anything unusual (no token, odd input, a
 * refusal, a session due for renewal, an error) goes to the ordinary route, which answers the same
 * contract with the same checks. No router, middleware or access log: at 10,000 pollers a second
 * they cost more than the two cores have, and students coming back after a restart arrive by the
 * thousand a second.
 */
export function progressFastPath(exams: ExamRuntime, db: Db, ordinaryRoute: Handler) {
  /** The exam of a student's first poll, loaded; undefined when the ordinary route must answer. */
  async function lookUp(token: string, quizId: number | undefined): Promise<number | undefined> {
    const user = await settledUser(db, token)
    if (user?.role !== 'student') return undefined
    const exam = await exams.examOfStudent(user.id, quizId)
    await exams.sessions.progress(exam.id)
    exams.polled(exam.id, user.id)
    return exam.id
  }

  return (req: IncomingMessage, res: ServerResponse): boolean => {
    const url = req.url ?? ''
    if (req.method !== 'GET' || !url.startsWith(PATH)) return false
    const queryAt = url.indexOf('?')
    if ((queryAt === -1 ? url : url.slice(0, queryAt)) !== PATH) return false
    const token = tokenOf(req.headers.authorization)
    if (!token) return false
    const query = new URLSearchParams(queryAt === -1 ? '' : url.slice(queryAt + 1))
    const input = getProgress.request.safeParse(Object.fromEntries(query))
    if (!input.success) return false
    const { quizId } = input.data
    const lang = langFromHeader(req.headers['accept-language'])
    const user = recentUser(token)
    if (user) {
      if (user.role !== 'student') return false
      const exam = exams.examOfStudent.peek(user.id, quizId)
      const progress = exam && exams.sessions.peekProgress(exam.id)
      if (progress) {
        exams.polled(exam.id, user.id)
        answer(res, progress, lang, exams.clock.now())
        return true
      }
    }
    lookUp(token, quizId).then(
      (examId) => {
        const progress = examId === undefined ? undefined : exams.sessions.peekProgress(examId)
        if (progress) answer(res, progress, lang, exams.clock.now())
        else ordinaryRoute(req, res)
      },
      () => ordinaryRoute(req, res),
    )
    return true
  }
}

/**
 * The envelope up to serverNow, per progress and language: the progress changes only when a judge acts
 * or a time boundary passes, so thousands of polls a second share one validated, serialised prefix and
 * only the server's clock is written per poll. serverNow is the last key of the progress schema.
 */
const envelopes = new WeakMap<object, Partial<Record<Lang, string>>>()
const SERVER_NOW_TAIL = '0}}'

function envelopeUpToServerNow(progress: Omit<Progress, 'serverNow'>, lang: Lang) {
  const byLang = envelopes.get(progress) ?? {}
  envelopes.set(progress, byLang)
  byLang[lang] ??= JSON.stringify({
    code: ResultCode.ok,
    msg: translate('result.ok', lang),
    data: getProgress.response.parse({ ...progress, serverNow: 0 }),
  }).slice(0, -SERVER_NOW_TAIL.length)
  return byLang[lang]
}

function answer(res: ServerResponse, progress: Omit<Progress, 'serverNow'>, lang: Lang, now: number) {
  const body = `${envelopeUpToServerNow(progress, lang)}${now}}}`
  res.writeHead(200, {
    'content-type': 'application/json; charset=utf-8',
    'content-length': Buffer.byteLength(body),
    'cache-control': 'no-store',
    'x-content-type-options': 'nosniff',
  })
  res.end(body)
}

const BAR_PATH = `${API_PREFIX}${queryTheProgressBar.paths[0]}`
const QUESTION_PATH = `${API_PREFIX}${queryTheOnlineFormAnswer.paths[0]}`
/** These calls' bodies are a few keys; anything longer goes to the ordinary route's parser. */
const MAX_BODY = 1024

/**
 * A call's answer from memory and gathered lookups; undefined (or a rejection) when the ordinary route
 * must answer.
 */
type PageCallAnswer = (body: unknown, userId: number) => Promise<unknown>

/**
 * The calls every exam page makes during each question — the question as it opens, the progress bars
 * after each acknowledged save — answered before Express: a body read here, the session and the
 * enrolment from memory or gathered lookups (a student who waited in the lobby for minutes is no
 * longer in memory when the first question opens), the contract's input check, the answers gathered
 * with everybody else's (exam-papers.ts). In a big exam these come by the ten thousand in a question's
 * first seconds, and the router, middleware and access log cost the instance more than the saves.
 * Anything else — staff, an unknown session or one due for renewal, a body that is not a small JSON
 * object, odd input, an unknown enrolment, a refusal, an error — goes to the ordinary route, which
 * answers the same contract with the same checks (the body already read is handed to it parsed).
 */
export function pageCallsFastPath(exams: ExamRuntime, db: Db, ordinaryRoute: Handler) {
  /** The exam a student may take now, from memory or a gathered lookup; a refusal rejects. */
  const examOf = (userId: number, quizId: number) =>
    exams.examOfStudent.peek(userId, quizId) ?? exams.examOfStudent(userId, quizId)

  const answers: Record<string, PageCallAnswer> = {
    [BAR_PATH]: async (body, userId) => {
      const input = queryTheProgressBar.request.safeParse(body)
      if (!input.success) return undefined
      const exam = await examOf(userId, input.data.quizId)
      return queryTheProgressBar.response.parse(await exams.papers.progressBar(exam.id, userId))
    },
    [QUESTION_PATH]: async (body, userId) => {
      const input = queryTheOnlineFormAnswer.request.safeParse(body)
      if (!input.success) return undefined
      const { quizId, quizNumber } = input.data
      const exam = await examOf(userId, quizId)
      const progress = await exams.sessions.progress(exam.id)
      const question = await exams.papers.question(exam.id, userId, quizNumber, progress)
      return queryTheOnlineFormAnswer.response.parse({ list: [question], pageNum: quizNumber })
    },
  }

  return (req: IncomingMessage, res: ServerResponse): boolean => {
    const answerOf = req.method === 'POST' ? answers[req.url ?? ''] : undefined
    if (!answerOf) return false
    if (!req.headers['content-type']?.startsWith('application/json')) return false
    const length = Number(req.headers['content-length'])
    if (!(length > 0 && length <= MAX_BODY)) return false
    const token = tokenOf(req.headers.authorization)
    if (!token) return false
    // Staff known to this instance never take this path; anyone else is looked up once the body is in.
    const known = recentUser(token)
    if (known && known.role !== 'student') return false
    const chunks: Buffer[] = []
    req.on('data', (chunk: Buffer) => chunks.push(chunk))
    req.on('end', async () => {
      let body: unknown
      try {
        body = JSON.parse(Buffer.concat(chunks).toString('utf8'))
      } catch {
        body = undefined
      }
      // Read to the end: the ordinary route's body parser takes this as its body and reads no more.
      ;(req as IncomingMessage & { body?: unknown }).body = body
      const user = known ?? (await settledUser(db, token).catch(() => undefined))
      const data =
        body === undefined || user?.role !== 'student'
          ? undefined
          : await answerOf(body, user.id).catch(() => undefined)
      if (data === undefined) return ordinaryRoute(req, res)
      const lang = langFromHeader(req.headers['accept-language'])
      const json = JSON.stringify({ code: ResultCode.ok, msg: translate('result.ok', lang), data })
      res.writeHead(200, {
        'content-type': 'application/json; charset=utf-8',
        'content-length': Buffer.byteLength(json),
        'cache-control': 'no-store',
        'x-content-type-options': 'nosniff',
      })
      res.end(json)
    })
    return true
  }
}
