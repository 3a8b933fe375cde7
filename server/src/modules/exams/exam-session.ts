import { answersCloseAt, answerWindow, progressOf, semiFinalMachine } from '@spell/engine'
import type { Progress } from '@spell/shared/api/exams/progress'
import { REVIEW_SECONDS, SAVE_GRACE_MS } from '@spell/shared/api/exams/progress'
import { and, asc, eq } from 'drizzle-orm'
import { createActor, type Snapshot } from 'xstate'
import type { Db } from '../../db/database'
import { examQuestions, examSessions, exams } from '../../db/schema'
import { AppError } from '../../http/app-error'
import type { ExamClock } from './exam-clock'

type JudgeCommand = { type: 'start' | 'next' | 'end'; fromIndex: number }
type MachineInput = Parameters<typeof createActor<typeof semiFinalMachine>>[1] extends infer O
  ? O extends { input?: infer I }
    ? I
    : never
  : never

interface Loaded {
  examId: number
  input: MachineInput
  persisted: Snapshot<unknown> | null
  version: number
  controllerId: number | null
  /** Progress derived for the current time, and the instant it stops being true. */
  derived: { progress: Omit<Progress, 'serverNow'>; snapshot: unknown; validUntil: number } | null
}

/**
 * The live state of each exam, as this instance knows it. The stored snapshot is the authority; what
 * time does to it (a question closing, the review ending) is derived on read by ticking a restored
 * machine with the current time, so a restart or a second instance never loses or doubles a step.
 * Judge commands are transactions on the stored snapshot's version.
 */
export function createExamSessionStore(db: Db, clock: ExamClock) {
  const cache = new Map<number, Loaded>()

  const reading = new Map<number, Promise<Loaded>>()

  /** The exam from memory, or read once however many callers ask while it is being read. */
  async function load(examId: number): Promise<Loaded> {
    const cached = cache.get(examId)
    if (cached) return cached
    let pending = reading.get(examId)
    if (!pending) {
      const started = read(examId)
      pending = started.then(
        (loaded) => {
          // Kept only if nobody forgot the exam meanwhile (a judge press elsewhere): else read again next time.
          if (reading.get(examId) === pending) cache.set(examId, loaded)
          reading.delete(examId)
          return loaded
        },
        (error: unknown) => {
          reading.delete(examId)
          throw error
        },
      )
      reading.set(examId, pending)
    }
    return pending
  }

  async function read(examId: number): Promise<Loaded> {
    const [exam] = await db.select().from(exams).where(eq(exams.id, examId))
    if (!exam) throw new AppError('notFound', 'exam.notFound')
    const questions = await db
      .select({ id: examQuestions.id, quizForm: examQuestions.quizForm, seconds: examQuestions.seconds })
      .from(examQuestions)
      .where(eq(examQuestions.examId, examId))
      .orderBy(asc(examQuestions.quizSequence))
    const [session] = await db.select().from(examSessions).where(eq(examSessions.examId, examId))
    const loaded: Loaded = {
      examId,
      input: {
        questions: questions.map((q) => ({
          id: q.id,
          quizForm: q.quizForm as 0 | 1,
          seconds: q.seconds ?? exam.secondsPerQuestion,
        })),
        reviewSeconds: REVIEW_SECONDS,
        graceMs: SAVE_GRACE_MS,
      },
      persisted: (session?.snapshot as Snapshot<unknown> | undefined) ?? null,
      version: session?.version ?? 0,
      controllerId: session?.controllerId ?? null,
      derived: null,
    }
    return loaded
  }

  /** A machine restored from the stored snapshot and brought up to `now`. */
  function actorAt(loaded: Loaded, now: number) {
    const actor = createActor(
      semiFinalMachine,
      loaded.persisted
        ? { snapshot: loaded.persisted as never, input: loaded.input }
        : { input: loaded.input },
    )
    actor.start()
    // An ended session is final: nothing more to tell it.
    if (actor.getSnapshot().status === 'active') actor.send({ type: 'clock.tick', at: now })
    return actor
  }

  function derive(loaded: Loaded, now: number) {
    if (loaded.derived && now < loaded.derived.validUntil) return loaded.derived
    const snapshot = actorAt(loaded, now).getSnapshot()
    const progress = { quizId: loaded.examId, ...progressOf(snapshot) }
    const boundary =
      progress.phase === 'open'
        ? (progress.endTime ?? Number.POSITIVE_INFINITY)
        : progress.phase === 'review'
          ? (progress.reviewEndsAt ?? Number.POSITIVE_INFINITY)
          : Number.POSITIVE_INFINITY
    loaded.derived = { progress, snapshot, validUntil: boundary }
    return loaded.derived
  }

  const accepts = (loaded: Loaded, questionId: number, at: number) =>
    answerWindow(derive(loaded, at).snapshot as never, questionId, at) === 'accepted'

  return {
    /** The progress at `now`, from memory once loaded (the 1 s poll lands here). */
    async progress(examId: number, now = clock.now()): Promise<Progress> {
      return { ...derive(await load(examId), now).progress, serverNow: now }
    },

    /**
     * The progress from memory when this exam is loaded on this instance; undefined when it must be
     * read. Without serverNow, and the same object until the progress changes (callers may key on it).
     */
    peekProgress(examId: number, now = clock.now()): Omit<Progress, 'serverNow'> | undefined {
      const loaded = cache.get(examId)
      return loaded ? derive(loaded, now).progress : undefined
    },

    /** When this exam's progress next changes by itself (a question closing, the review ending). */
    async nextBoundary(examId: number, now = clock.now()) {
      return derive(await load(examId), now).validUntil
    },

    /** When the answers of an ended exam close for good (its end plus the grace); null until it ends. */
    async answersCloseAt(examId: number, now = clock.now()) {
      return answersCloseAt(derive(await load(examId), now).snapshot as never)
    },

    /** Whether a save stamped `at` may be stored for this question (open, or review, plus the grace). */
    async acceptsAnswer(examId: number, questionId: number, at: number) {
      return accepts(await load(examId), questionId, at)
    },

    /** acceptsAnswer from memory when this exam is loaded on this instance; undefined when it must be read. */
    peekAcceptsAnswer(examId: number, questionId: number, at: number): boolean | undefined {
      const loaded = cache.get(examId)
      return loaded ? accepts(loaded, questionId, at) : undefined
    },

    /**
     * Applies a judge's press. It must change the state, and the stored version must still be the one
     * it was computed from: a doubled or stale press (or a race with another instance) is refused.
     */
    async command(
      examId: number,
      judgeId: number,
      command: JudgeCommand,
      now = clock.now(),
    ): Promise<Progress> {
      cache.delete(examId)
      const loaded = await load(examId)
      if (loaded.controllerId !== null && loaded.controllerId !== judgeId)
        throw new AppError('forbidden', 'exam.notController')
      const actor = actorAt(loaded, now)
      // An ended session is final: any press on it is stale.
      if (actor.getSnapshot().status === 'done') throw new AppError('conflict', 'exam.staleCommand')
      const before = JSON.stringify(progressOf(actor.getSnapshot()))
      actor.send({ type: `judge.${command.type}`, at: now, fromIndex: command.fromIndex } as never)
      const snapshot = actor.getSnapshot()
      if (JSON.stringify(progressOf(snapshot)) === before) throw new AppError('conflict', 'exam.staleCommand')
      const persisted = actor.getPersistedSnapshot()
      const version = loaded.version + 1
      const stored = loaded.persisted
        ? await db
            .update(examSessions)
            .set({ snapshot: persisted, version, controllerId: judgeId, updatedAt: new Date(now) })
            .where(and(eq(examSessions.examId, examId), eq(examSessions.version, loaded.version)))
            .returning({ version: examSessions.version })
        : await db
            .insert(examSessions)
            .values({ examId, snapshot: persisted, version, controllerId: judgeId })
            .onConflictDoNothing()
            .returning({ version: examSessions.version })
      if (stored.length === 0) {
        cache.delete(examId)
        throw new AppError('conflict', 'exam.staleCommand')
      }
      cache.set(examId, { ...loaded, persisted, version, controllerId: judgeId, derived: null })
      return { quizId: examId, ...progressOf(snapshot), serverNow: now }
    },

    /**
     * The version of the stored session as this instance holds it (each judge's press adds one), read
     * when not in memory; `peekVersion` only from memory.
     */
    version: async (examId: number) => (await load(examId)).version,
    peekVersion: (examId: number): number | undefined => cache.get(examId)?.version,

    /** Another instance changed the exam: read it again on next use. */
    forget(examId: number) {
      cache.delete(examId)
      reading.delete(examId)
    },

    controllerOf: async (examId: number) => (await load(examId)).controllerId,
  }
}
