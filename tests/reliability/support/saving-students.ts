import type { Progress } from '@spell/shared/api/exams/progress'
import { io, type Socket } from 'socket.io-client'
import type { StudentSeat } from '../../load/protocol'

/** The answer a student gives with each revision: the stored row's answer must be that of its revision. */
const CHOICES = ['水', '火', '木', '土'] as const
const answerOf = (revision: number) => CHOICES[revision % CHOICES.length] as string

const ACK_TIMEOUT_MS = 10_000
/** A student changes its answer every 80-160 ms, without waiting for the previous acknowledgement. */
const SAVE_EVERY_MS = [80, 160] as const
/** A student following the exam stops answering a question this long before its time is up. */
const FOLLOW_STOP_BEFORE_END_MS = 300

/**
 * One simulated student, speaking the exam protocol over socket.io as the student's page does: it joins
 * the exam's room on every (re)connection ('exam.join'), and while saving it re-answers one question
 * continuously with increasing revisions ('exam.save', acknowledged only once committed), several
 * saves in flight at a time. It records what was sent, what was acknowledged and what every join and
 * push said. The socket reconnects by itself like the page's (jittered back-off), only quicker.
 */
export class SavingStudent {
  socket: Socket
  /** Joined to the exam's room on the current connection. */
  joined = false
  /** What each successful join answered, in order (the first, then one per reconnection). */
  readonly joins: Progress[] = []
  /** First receipt time (Date.now()) of each pushed progress, by `phase:index`. */
  readonly pushes = new Map<string, number>()
  /** How many times each progress was pushed (each should come once, whatever the instance). */
  readonly pushCounts = new Map<string, number>()
  /** The last revision sent; revisions only grow, across reconnections and instances. */
  revision = 0
  /** The highest revision the server acknowledged. */
  maxAcked = 0
  acks = 0
  /** Saves sent and not yet answered. */
  inFlight = 0
  /** Saves whose connection was cut before their acknowledgement came: acks in flight at a kill. */
  cutOff = 0
  timeouts = 0
  /** Saves or joins the server refused, as `code msg`. */
  readonly refusals: string[] = []
  /** Connections the proxy or the server turned away (a page would say it cannot connect). */
  readonly connectErrors: string[] = []
  /** The highest revision acknowledged for each question. */
  readonly ackedByQuestion = new Map<number, number>()
  /** When this student first knew of each progress (`phase:index`), by a push or a join's answer. */
  readonly learned = new Map<string, number>()
  private questionId: number | null = null
  private timer: NodeJS.Timeout | undefined
  private following = false
  private stopAt: NodeJS.Timeout | undefined

  constructor(
    readonly seat: StudentSeat,
    readonly quizId: number,
    url: string,
  ) {
    this.socket = this.open(url)
  }

  private open(url: string): Socket {
    const socket = io(url, {
      transports: ['websocket'],
      auth: { token: this.seat.token, lang: 'en' },
      forceNew: true,
      reconnectionDelay: 500,
      randomizationFactor: 0.5,
      reconnectionDelayMax: 2000,
    })
    socket.on('connect', () => {
      socket
        .timeout(ACK_TIMEOUT_MS)
        .emit(
          'exam.join',
          { quizId: this.quizId },
          (error: Error | null, answer: { data?: Progress; error?: { code: number; msg: string } }) => {
            if (error || socket !== this.socket || !socket.connected) return
            if (answer.error) this.refusals.push(`join: ${answer.error.code} ${answer.error.msg}`)
            else if (answer.data) {
              this.joins.push(answer.data)
              this.joined = true
              this.learn(answer.data)
            }
          },
        )
    })
    socket.on('disconnect', () => {
      if (socket === this.socket) this.joined = false
    })
    socket.on('connect_error', (error: Error) => {
      if (socket === this.socket) this.connectErrors.push(error.message)
    })
    socket.on('exam.progress', (progress: Progress) => {
      const key = `${progress.phase}:${progress.index}`
      if (!this.pushes.has(key)) this.pushes.set(key, Date.now())
      this.pushCounts.set(key, (this.pushCounts.get(key) ?? 0) + 1)
      this.learn(progress)
    })
    return socket
  }

  private learn(progress: Progress) {
    const key = `${progress.phase}:${progress.index}`
    if (!this.learned.has(key)) this.learned.set(key, Date.now())
    // The example (index 0) takes no answers.
    if (!this.following || progress.phase !== 'open' || progress.index < 1 || !progress.endTime) return
    // As a page does: answer the question on screen until its time is nearly up.
    const left = progress.endTime - FOLLOW_STOP_BEFORE_END_MS - Date.now()
    if (left <= 0 || !progress.questionId || this.questionId === progress.questionId) return
    this.saveContinuously(progress.questionId)
    clearTimeout(this.stopAt)
    this.stopAt = setTimeout(() => this.stopSaving(), left)
  }

  /** From now on, saves continuously on every question the exam opens, as long as it is open. */
  followExam() {
    this.following = true
    const last = this.joins.at(-1)
    if (last) this.learn(last)
  }

  /** Opens a new connection to another address (a page sent to another instance), dropping this one. */
  moveTo(url: string) {
    const old = this.socket
    this.joined = false
    this.socket = this.open(url)
    old.close()
  }

  /** Starts answering `questionId` again and again (only while joined). */
  saveContinuously(questionId: number) {
    this.questionId = questionId
    const tick = () => {
      if (this.questionId === null) return
      if (this.joined) this.sendOne(this.questionId)
      const [min, max] = SAVE_EVERY_MS
      this.timer = setTimeout(tick, min + Math.random() * (max - min))
    }
    clearTimeout(this.timer)
    this.timer = setTimeout(tick, Math.random() * SAVE_EVERY_MS[1])
  }

  stopSaving() {
    this.questionId = null
    clearTimeout(this.timer)
    clearTimeout(this.stopAt)
  }

  private sendOne(questionId: number) {
    this.revision += 1
    const revision = this.revision
    this.inFlight += 1
    this.socket
      .timeout(ACK_TIMEOUT_MS)
      .emit(
        'exam.save',
        { quizId: this.quizId, quizInfoId: questionId, userAnswer: answerOf(revision), revision },
        (
          error: Error | null,
          answer: { data?: { revision: number }; error?: { code: number; msg: string } },
        ) => {
          this.inFlight -= 1
          if (error) {
            if (/disconnected/.test(error.message)) this.cutOff += 1
            else this.timeouts += 1
          } else if (answer.error)
            this.refusals.push(`save of question ${questionId}: ${answer.error.code} ${answer.error.msg}`)
          else if (answer.data?.revision === revision) {
            this.acks += 1
            this.maxAcked = Math.max(this.maxAcked, revision)
            this.ackedByQuestion.set(
              questionId,
              Math.max(this.ackedByQuestion.get(questionId) ?? 0, revision),
            )
          } else this.refusals.push(`save ${revision} acknowledged as ${JSON.stringify(answer.data)}`)
        },
      )
  }

  close() {
    this.following = false
    this.stopSaving()
    this.socket.close()
  }
}

/** Connects every seat to `url` and resolves once all have joined the exam. */
export async function connectStudents(url: string, seats: StudentSeat[], quizId: number) {
  const students = seats.map((seat) => new SavingStudent(seat, quizId, url))
  await waitFor(
    () => students.every((s) => s.joined),
    30_000,
    () => `${students.filter((s) => !s.joined).length} of ${students.length} students did not join`,
  )
  return students
}

/** Polls `condition` every 20 ms; fails with `what()` after `timeoutMs`. */
export async function waitFor(condition: () => boolean, timeoutMs: number, what: () => string) {
  const deadline = Date.now() + timeoutMs
  while (!condition()) {
    if (Date.now() > deadline) throw new Error(`timed out after ${timeoutMs} ms: ${what()}`)
    await new Promise((resolve) => setTimeout(resolve, 20))
  }
}

export const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms))

/**
 * What the database holds for one question against what the students were told: one line per student
 * whose acknowledged revision is missing or stored lower (a lost answer), or whose row is not one the
 * student sent. `acknowledged` is each student's highest acknowledged revision at the moment checked.
 */
export function answerLosses(
  rows: { user_id: number; revision: number; answer: string }[],
  students: SavingStudent[],
  acknowledged: Map<number, number>,
): string[] {
  const stored = new Map(rows.map((row) => [row.user_id, row]))
  const losses: string[] = []
  for (const student of students) {
    const { userId } = student.seat
    const acked = acknowledged.get(userId) ?? 0
    const row = stored.get(userId)
    if (!row) {
      if (acked > 0) losses.push(`student ${userId}: revision ${acked} acknowledged, nothing stored`)
      continue
    }
    if (row.revision < acked)
      losses.push(`student ${userId}: revision ${acked} acknowledged, revision ${row.revision} stored`)
    if (row.revision > student.revision)
      losses.push(`student ${userId}: revision ${row.revision} stored, never sent (last ${student.revision})`)
    if (row.answer !== answerOf(row.revision))
      losses.push(`student ${userId}: revision ${row.revision} stored with the answer of another revision`)
  }
  return losses
}

/** One line per progress a student was pushed more than once. */
export const doubledPushes = (students: SavingStudent[]) =>
  students.flatMap((s) =>
    [...s.pushCounts]
      .filter(([, count]) => count > 1)
      .map(([key, count]) => `student ${s.seat.userId}: ${key} pushed ${count} times`),
  )

/** Each student's highest acknowledged revision now. */
export const acknowledgedNow = (students: SavingStudent[]) =>
  new Map(students.map((s) => [s.seat.userId, s.maxAcked]))
