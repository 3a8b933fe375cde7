import {
  type ClientToServerEvents,
  describeIssues,
  examJoinSchema,
  examSaveSchema,
  translate,
} from '@spell/shared'
import { MAX_CHOICE_ANSWER } from '@spell/shared/api/exams/student-calls'
import { eq, isNull } from 'drizzle-orm'
import type { Db } from '../../db/database'
import { examSessions, exams } from '../../db/schema'
import { AppError } from '../../http/app-error'
import type { Logger } from '../../logger'
import type { RealtimeServer } from '../../realtime/realtime'
import { holdPasswordChecks } from '../auth/passwords'
import type { SignedInUser } from '../auth/sessions.service'
import { type AnswerCommit, answerBatcher } from './answer-batcher'
import { strokesOf } from './answer-grading'
import { enrolmentCache, examForStaff } from './exam-access'
import { type ExamClock, systemClock } from './exam-clock'
import { examPapers } from './exam-papers'
import { examScoring } from './exam-scoring'
import { createExamSessionStore } from './exam-session'
import { integrityRecorder } from './integrity.service'
import { integrityReportHandler } from './integrity-socket'
import { openTabs } from './integrity-tabs'
import { examRoom, examStaffRoom, liveCounts } from './live-counts'
import { recentPresence } from './recent-presence'

/**
 * A write question takes a drawing's strokes (bounded by the shared strokes schema) and a choice
 * question a short list of choices; an empty answer clears either.
 */
function refuseMalformed(question: { kind: string }, answer: string) {
  if (answer === '') return
  if (question.kind === 'write') {
    if (!strokesOf(answer)) throw new AppError('invalidInput', 'handwriting.badStrokes')
  } else if (answer.length > MAX_CHOICE_ANSWER) throw new AppError('invalidInput')
}

/**
 * Everything live about exams on this instance: the session store, the answer batcher, the paper
 * reader, and the sockets. Progress is pushed to an exam's room the moment a judge acts (to every
 * instance, through the adapter) or a time boundary passes (each instance to its own sockets, from
 * its own timer on the shared stored state, so nothing is sent twice). Time comes from `clock` (the
 * system clock unless a test moves its own).
 */
export function startExamRuntime(options: {
  db: Db
  io: RealtimeServer
  logger: Logger
  shared: boolean
  clock?: ExamClock
  /** False while the other instances cannot be told (Redis lost): then sessions are re-read every second. */
  peersReachable?: () => boolean
  /**
   * Measurements for the metrics: each commit of answers, each save acknowledged (ms since received),
   * each save that failed on the server (a refusal by the exam's rules is not a failure).
   */
  observe?: { commit(commit: AnswerCommit): void; saveAcknowledged(ms: number): void; saveFailed(): void }
}) {
  const { db, io, logger, clock = systemClock, observe } = options
  const sessions = createExamSessionStore(db, clock)
  // At debug level each commit of answers is logged with its wait and its time (where a save's
  // acknowledgement goes: bench:exam --server-log).
  const debugCommits = logger.isLevelEnabled('debug')
  const batcher = answerBatcher(
    db,
    debugCommits || observe
      ? (commit) => {
          observe?.commit(commit)
          if (debugCommits) logger.debug(commit, 'answers committed')
        }
      : undefined,
  )
  const papers = examPapers(db, logger)
  /** Cancels each exam's boundary timer. */
  const timers = new Map<number, () => void>()
  const submitted = new Set<string>()
  const examOfStudent = enrolmentCache(db, clock)
  const presence = recentPresence(clock, (examId) => live.changed(examId))
  const live = liveCounts({
    io,
    papers,
    sessions,
    clock,
    logger,
    shared: options.shared,
    recent: (examId) => presence.recent(examId),
  })
  const integrity = integrityRecorder({
    db,
    clock,
    logger,
    changed: (examId) => io.to(examStaffRoom(examId)).emit('judge.integrity', { quizId: examId }),
  })
  const tabs = openTabs()
  const scoring = examScoring({ papers, sessions, clock, logger })
  /** The socket saves being handled, until acknowledged (a drain waits for them). */
  const savesInFlight = new Set<Promise<void>>()

  /**
   * Sets this instance's timer for the exam's next boundary; pushes progress when it passes. Once the
   * exam has ended, sets its scoring timer instead.
   */
  async function watch(examId: number) {
    timers.get(examId)?.()
    const boundary = await sessions.nextBoundary(examId)
    // Calls overlap (a whole class joins again after a restart): the timer set by one that finished
    // meanwhile is replaced, not doubled, or every boundary would push once per overlapping call.
    timers.get(examId)?.()
    timers.delete(examId)
    if (!Number.isFinite(boundary)) return scoring.whenClosed(examId)
    const cancel = clock.after(Math.max(0, boundary - clock.now()) + 5, async () => {
      timers.delete(examId)
      // Nothing leaves the timer: a failed read or push is logged, and the next boundary is watched.
      try {
        const progress = await sessions.progress(examId)
        holdPasswordChecks()
        io.local.to(examRoom(examId)).emit('exam.progress', progress)
      } catch (error) {
        logger.error({ err: error, examId }, 'progress not pushed at a boundary')
      }
      keepWatching(examId)
    })
    timers.set(examId, cancel)
  }

  /** watch, from where nobody waits for it: a failure (the database gone for a moment) is logged. */
  function keepWatching(examId: number) {
    watch(examId).catch((error: unknown) => logger.error({ err: error, examId }, 'exam not watched'))
  }

  /**
   * After a start, the exams whose session has begun and that are not scored: the running ones get
   * their timers though no student has come back yet, and those that ended while no instance ran
   * (or while scoring failed) are scored.
   */
  async function catchUp() {
    const unscored = await db
      .select({ examId: examSessions.examId })
      .from(examSessions)
      .innerJoin(exams, eq(exams.id, examSessions.examId))
      .where(isNull(exams.scoredAt))
    await Promise.all(
      unscored.map(({ examId }) =>
        watch(examId).catch((error: unknown) => logger.error({ err: error, examId }, 'exam not watched')),
      ),
    )
  }
  // A judge's press on another instance reaches this one through Redis ('exam.changed'), and its push
  // reaches this one's students through the adapter. While Redis is lost (and once after it is back)
  // the sessions of the exams under way are read again every second instead: the timers follow the
  // stored state, and a press made elsewhere meanwhile is pushed to this instance's students from here
  // (their pages poll only while their socket is down).
  const examsHere = () => {
    const ids = new Set(timers.keys())
    for (const room of io.of('/').adapter.rooms.keys()) {
      const examId = /^exam-(\d+)$/.exec(room)?.[1]
      if (examId) ids.add(Number(examId))
    }
    return ids
  }
  let peersWereReachable = true
  const rereadWhileAlone = setInterval(() => {
    const reachable = options.peersReachable?.() ?? true
    if (!reachable || !peersWereReachable)
      for (const examId of examsHere()) {
        const known = sessions.peekVersion(examId)
        sessions.forget(examId)
        keepWatching(examId)
        if (known !== undefined) pushIfPressedElsewhere(examId, known)
      }
    peersWereReachable = reachable
  }, 1000)
  rereadWhileAlone.unref()

  /** Pushes the exam's progress to this instance's students when its stored session moved past `known`. */
  function pushIfPressedElsewhere(examId: number, known: number) {
    Promise.all([sessions.version(examId), sessions.progress(examId)]).then(
      ([version, progress]) => {
        if (version === known) return
        holdPasswordChecks()
        io.local.to(examRoom(examId)).emit('exam.progress', progress)
      },
      (error: unknown) => logger.error({ err: error, examId }, 'exam read again but not pushed'),
    )
  }

  clock.after(0, () =>
    catchUp().catch((error: unknown) => logger.error({ err: error }, 'unscored exams not read')),
  )

  /** Stores an answer once it may be: enrolled, not submitted, the question open (or in review). */
  async function save(
    user: SignedInUser,
    input: { quizId: number; quizInfoId: number; userAnswer: string; revision: number },
  ) {
    const receivedAt = clock.now()
    // Each check is answered from memory once this instance has read the student's enrolment, the
    // paper and the session, without an await: at 10,000 saves a second the awaits alone cost more
    // than the checks (bench:save-path).
    const exam = examOfStudent.peek(user.id, input.quizId) ?? (await examOfStudent(user.id, input.quizId))
    const paper = papers.peekQuestions(exam.id) ?? (await papers.questions(exam.id))
    const question = paper.find((q) => q.id === input.quizInfoId)
    if (!question) throw new AppError('notFound', 'exam.questionNotOpen')
    refuseMalformed(question, input.userAnswer)
    if (submitted.has(`${exam.id}:${user.id}`)) throw new AppError('conflict', 'exam.alreadySubmitted')
    const accepted =
      sessions.peekAcceptsAnswer(exam.id, question.id, receivedAt) ??
      (await sessions.acceptsAnswer(exam.id, question.id, receivedAt))
    if (!accepted) throw new AppError('forbidden', 'exam.questionNotOpen')
    const stored = await batcher.save({
      examId: exam.id,
      userId: user.id,
      questionId: question.id,
      answer: input.userAnswer,
      revision: input.revision,
      receivedAt: new Date(receivedAt),
    })
    // Handed in on another instance, or before this one started: the database knows.
    if (!stored) {
      submitted.add(`${exam.id}:${user.id}`)
      throw new AppError('conflict', 'exam.alreadySubmitted')
    }
    presence.saw(exam.id, user.id)
    live.changed(exam.id)
    if (question.kind === 'write' && input.userAnswer !== '')
      integrity
        .checkDrawing(exam.id, user.id, question, input.userAnswer)
        .catch((error: unknown) => logger.warn({ err: error, examId: exam.id }, 'drawing not checked'))
    return { revision: input.revision, receivedAt }
  }

  async function judgeCommand(
    user: SignedInUser,
    examId: number,
    command: { type: 'start' | 'next' | 'end'; fromIndex: number },
  ) {
    const { exam, assigned } = await examForStaff(db, user, examId)
    if (!assigned) throw new AppError('forbidden', 'exam.notController')
    // The students cannot join before the window, so nothing may start (or move) before it either.
    if (exam.opensAt.getTime() > clock.now()) throw new AppError('forbidden', 'exam.outsideWindow')
    const progress = await sessions.command(examId, user.id, command)
    // The other instances hear of the change before they push it to their students (Redis delivers
    // the two in this order): else a student's first save on the new question could reach its
    // instance before that instance forgot the old state, and be refused.
    if (options.shared) io.serverSideEmit('exam.changed', examId)
    // The push to every student goes before the sign-ins waiting for a password check.
    holdPasswordChecks()
    io.to(examRoom(examId)).emit('exam.progress', progress)
    keepWatching(examId)
    live.changed(examId)
    logger.info(
      { examId, judge: user.id, command, phase: progress.phase, index: progress.index },
      'judge command',
    )
    return progress
  }

  io.on('exam.changed', (examId) => {
    holdPasswordChecks()
    sessions.forget(examId)
    keepWatching(examId)
  })
  io.on('exam.edited', (examId) => forgetEdited(examId))

  function forgetEdited(examId: number) {
    sessions.forget(examId)
    papers.forget(examId)
    examOfStudent.forgetExam(examId)
  }

  io.on('connection', (socket) => {
    // A student leaving changes the judges' "connected" count.
    socket.on('disconnecting', () => {
      for (const room of socket.rooms) {
        const examId = /^exam-(\d+)$/.exec(room)?.[1]
        if (examId && socket.data.user?.role === 'student') live.changed(Number(examId))
      }
      tabs.left(socket.id)
    })
    const fail = (error: unknown, lang: 'zh' | 'en') => {
      if (error instanceof AppError)
        return { error: { code: error.code, msg: translate(error.messageKey, lang, error.params) } }
      logger.error({ err: error }, 'exam socket handler failed')
      return { error: { code: 5000, msg: translate('result.serverError', lang) } }
    }
    const lang = String(socket.handshake.auth?.lang ?? '').startsWith('en')
      ? ('en' as const)
      : ('zh' as const)

    socket.on('exam.join', async (payload, ack) => {
      try {
        const user = socket.data.user
        if (!user) throw new AppError('unauthorized')
        const parsed = examJoinSchema.safeParse(payload)
        if (!parsed.success)
          throw new AppError('invalidInput', describeIssues(parsed.error.issues, lang)[0]?.message)
        const examId = parsed.data.quizId
        if (user.role === 'student') await examOfStudent(user.id, examId)
        else {
          await examForStaff(db, user, examId)
          await socket.join(examStaffRoom(examId))
        }
        await socket.join(examRoom(examId))
        if (user.role === 'student') {
          const pages = tabs.joined(examId, user.id, socket.id, parsed.data.tabId ?? socket.id)
          if (pages) integrity.secondDevice(examId, user.id, pages)
        }
        keepWatching(examId)
        live.changed(examId)
        ack({ data: await sessions.progress(examId) })
      } catch (error) {
        ack(fail(error, lang))
      }
    })

    socket.on(
      'exam.integrity',
      integrityReportHandler({
        user: () => socket.data.user,
        examOfStudent,
        integrity,
        fail: (error) => fail(error, lang),
        lang,
      }),
    )

    socket.on('exam.save', (payload, ack) => {
      const handled = handleSave(payload, ack)
      savesInFlight.add(handled)
      void handled.finally(() => savesInFlight.delete(handled))
    })
    const handleSave = async (payload: unknown, ack: Parameters<ClientToServerEvents['exam.save']>[1]) => {
      try {
        const user = socket.data.user
        if (user?.role !== 'student') throw new AppError('unauthorized')
        const parsed = examSaveSchema.safeParse(payload)
        if (!parsed.success)
          throw new AppError('invalidInput', describeIssues(parsed.error.issues, lang)[0]?.message)
        const startedAt = observe ? performance.now() : 0
        ack({ data: await save(user, parsed.data) })
        observe?.saveAcknowledged(performance.now() - startedAt)
      } catch (error) {
        if (!(error instanceof AppError)) observe?.saveFailed()
        ack(fail(error, lang))
      }
    }
  })

  return {
    clock,
    sessions,
    examOfStudent,
    papers,
    integrity,
    save,
    judgeCommand,
    counts: live.counts,
    watch,
    countsChanged: live.changed,
    /** The committee changed an exam's settings or paper (before its start): every instance re-reads it. */
    examEdited(examId: number) {
      forgetEdited(examId)
      if (options.shared) io.serverSideEmit('exam.edited', examId)
    },
    /** A student's progress poll reached this instance: they count as online for a few seconds. */
    polled: (examId: number, userId: number) => presence.saw(examId, userId),
    markSubmitted: (examId: number, userId: number) => {
      submitted.add(`${examId}:${userId}`)
      live.changed(examId)
    },
    /** Every save received so far is stored and acknowledged (a drain, before the sockets close). */
    async flushSaves() {
      // A save that arrived meanwhile (its handler starts on the next tick) is waited for as well.
      do {
        await Promise.allSettled([...savesInFlight])
        await batcher.flush()
        await new Promise((resolve) => setImmediate(resolve))
      } while (savesInFlight.size > 0)
    },
    /** Saves waiting for a commit (a metric). */
    queuedSaves: () => batcher.queued(),
    async close() {
      clearInterval(rereadWhileAlone)
      for (const cancel of timers.values()) cancel()
      live.close()
      await scoring.close()
      presence.close()
      integrity.close()
      await batcher.close()
    },
  }
}

export type ExamRuntime = ReturnType<typeof startExamRuntime>
