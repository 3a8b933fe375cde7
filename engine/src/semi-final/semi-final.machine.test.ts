import { describe, expect, it } from 'vitest'
import { createActor } from 'xstate'
import { answerWindow, progressOf, type SemiFinalInput, semiFinalMachine } from './semi-final.machine'

const T0 = 1_800_000_000_000
const input: SemiFinalInput = {
  questions: [
    { id: 10, quizForm: 1, seconds: 30 },
    { id: 11, quizForm: 0, seconds: 60 },
    { id: 12, quizForm: 0, seconds: 60 },
  ],
  reviewSeconds: 120,
  graceMs: 2000,
}

function session(
  from?: ReturnType<ReturnType<typeof createActor<typeof semiFinalMachine>>['getPersistedSnapshot']>,
) {
  const actor = createActor(semiFinalMachine, from ? { snapshot: from as never, input } : { input })
  actor.start()
  return actor
}
const phase = (actor: ReturnType<typeof session>) => progressOf(actor.getSnapshot()).phase

/** Runs the exam to the moment the last question opens, at `at`. */
function toLastQuestion() {
  const actor = session()
  actor.send({ type: 'judge.start', at: T0 })
  actor.send({ type: 'clock.tick', at: T0 + 30_000 })
  actor.send({ type: 'judge.next', at: T0 + 31_000, fromIndex: 0 })
  actor.send({ type: 'clock.tick', at: T0 + 91_000 })
  actor.send({ type: 'judge.next', at: T0 + 92_000, fromIndex: 1 })
  return actor
}

describe('the semi-final session', () => {
  it('waits in the lobby until the judge starts, then opens the first question with its countdown', () => {
    const actor = session()
    actor.send({ type: 'clock.tick', at: T0 })
    expect(progressOf(actor.getSnapshot())).toEqual({
      phase: 'lobby',
      matchEndType: 0,
      index: -1,
      questionId: null,
      endTime: null,
      reviewEndsAt: null,
    })
    actor.send({ type: 'judge.next', at: T0, fromIndex: -1 })
    expect(phase(actor)).toBe('lobby')
    actor.send({ type: 'judge.start', at: T0 })
    expect(progressOf(actor.getSnapshot())).toMatchObject({
      phase: 'open',
      index: 0,
      questionId: 10,
      endTime: T0 + 30_000,
      matchEndType: 1,
    })
  })

  it('closes a question exactly at its end time', () => {
    const actor = session()
    actor.send({ type: 'judge.start', at: T0 })
    actor.send({ type: 'clock.tick', at: T0 + 29_999 })
    expect(phase(actor)).toBe('open')
    actor.send({ type: 'clock.tick', at: T0 + 30_000 })
    expect(phase(actor)).toBe('closed')
  })

  it('ignores next while the question runs, a doubled press and a stale one', () => {
    const actor = session()
    actor.send({ type: 'judge.start', at: T0 })
    actor.send({ type: 'judge.next', at: T0 + 1000, fromIndex: 0 })
    expect(progressOf(actor.getSnapshot())).toMatchObject({ phase: 'open', index: 0 })
    actor.send({ type: 'clock.tick', at: T0 + 30_000 })
    actor.send({ type: 'judge.next', at: T0 + 31_000, fromIndex: 0 })
    actor.send({ type: 'judge.next', at: T0 + 31_001, fromIndex: 0 })
    expect(progressOf(actor.getSnapshot())).toMatchObject({ phase: 'open', index: 1, endTime: T0 + 91_000 })
    actor.send({ type: 'clock.tick', at: T0 + 91_000 })
    actor.send({ type: 'judge.next', at: T0 + 92_000, fromIndex: 0 })
    expect(progressOf(actor.getSnapshot())).toMatchObject({ phase: 'closed', index: 1 })
  })

  it('enters the 120 s review when the last question’s time is up, then ends by itself', () => {
    const actor = toLastQuestion()
    actor.send({ type: 'clock.tick', at: T0 + 152_000 })
    expect(progressOf(actor.getSnapshot())).toMatchObject({
      phase: 'review',
      reviewEndsAt: T0 + 272_000,
      matchEndType: 1,
    })
    actor.send({ type: 'clock.tick', at: T0 + 271_999 })
    expect(phase(actor)).toBe('review')
    actor.send({ type: 'clock.tick', at: T0 + 272_000 })
    expect(progressOf(actor.getSnapshot())).toMatchObject({ phase: 'ended', matchEndType: 2 })
    expect(actor.getSnapshot().status).toBe('done')
  })

  it('reaches the end in one tick when a restart comes after both boundaries', () => {
    const actor = toLastQuestion()
    actor.send({ type: 'clock.tick', at: T0 + 10_000_000 })
    expect(progressOf(actor.getSnapshot())).toMatchObject({ phase: 'ended', reviewEndsAt: T0 + 272_000 })
  })

  it('lets the judge end the review early, and only then', () => {
    const actor = toLastQuestion()
    actor.send({ type: 'judge.end', at: T0 + 100_000 })
    expect(phase(actor)).toBe('open')
    actor.send({ type: 'clock.tick', at: T0 + 152_000 })
    actor.send({ type: 'judge.end', at: T0 + 160_000 })
    expect(phase(actor)).toBe('ended')
  })

  it('survives a persisted-snapshot round trip and goes on from there', () => {
    const actor = session()
    actor.send({ type: 'judge.start', at: T0 })
    const restored = session(actor.getPersistedSnapshot())
    expect(progressOf(restored.getSnapshot())).toMatchObject({
      phase: 'open',
      index: 0,
      endTime: T0 + 30_000,
    })
    restored.send({ type: 'clock.tick', at: T0 + 40_000 })
    expect(phase(restored)).toBe('closed')
    restored.send({ type: 'judge.next', at: T0 + 41_000, fromIndex: 0 })
    expect(progressOf(restored.getSnapshot())).toMatchObject({ phase: 'open', index: 1 })
  })
})

describe('when an answer counts', () => {
  it('accepts the open question until its end plus the grace, and not 1 ms later', () => {
    const actor = session()
    actor.send({ type: 'judge.start', at: T0 })
    actor.send({ type: 'clock.tick', at: T0 + 30_000 })
    actor.send({ type: 'judge.next', at: T0 + 31_000, fromIndex: 0 })
    const end = T0 + 91_000
    expect(answerWindow(actor.getSnapshot(), 11, end - 1)).toBe('accepted')
    actor.send({ type: 'clock.tick', at: end + 1 })
    expect(phase(actor)).toBe('closed')
    expect(answerWindow(actor.getSnapshot(), 11, end + 1)).toBe('accepted')
    expect(answerWindow(actor.getSnapshot(), 11, end + 2000)).toBe('accepted')
    expect(answerWindow(actor.getSnapshot(), 11, end + 2001)).toBe('notOpen')
  })

  it('refuses questions not open, and examples always', () => {
    const actor = session()
    expect(answerWindow(actor.getSnapshot(), 11, T0)).toBe('notOpen')
    actor.send({ type: 'judge.start', at: T0 })
    expect(answerWindow(actor.getSnapshot(), 10, T0 + 1)).toBe('notOpen')
    expect(answerWindow(actor.getSnapshot(), 12, T0 + 1)).toBe('notOpen')
    expect(answerWindow(actor.getSnapshot(), 999, T0 + 1)).toBe('notOpen')
  })

  it('accepts every real question in review, and a save in flight when the review ends within the grace', () => {
    const actor = toLastQuestion()
    actor.send({ type: 'clock.tick', at: T0 + 152_000 })
    expect(answerWindow(actor.getSnapshot(), 11, T0 + 200_000)).toBe('accepted')
    actor.send({ type: 'clock.tick', at: T0 + 272_500 })
    expect(phase(actor)).toBe('ended')
    expect(answerWindow(actor.getSnapshot(), 12, T0 + 272_500)).toBe('accepted')
    expect(answerWindow(actor.getSnapshot(), 12, T0 + 274_001)).toBe('notOpen')
  })
})
