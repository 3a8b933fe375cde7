import { describe, expect, it } from 'vitest'
import { createActor, SimulatedClock } from 'xstate'
import { type Session, session, T0, toLastQuestion } from './semi-final.fixtures'
import { progressOf, semiFinalMachine } from './semi-final.machine'

const progress = (actor: Session) => progressOf(actor.getSnapshot())
const phase = (actor: Session) => progress(actor).phase

describe('the semi-final session', () => {
  it('waits in the lobby until the judge starts, then opens the first question with its countdown', () => {
    const actor = session()
    actor.send({ type: 'clock.tick', at: T0 })
    actor.send({ type: 'judge.next', at: T0, fromIndex: -1 })
    actor.send({ type: 'judge.end', at: T0 })
    expect(progress(actor)).toEqual({
      phase: 'lobby',
      matchEndType: 0,
      index: -1,
      questionId: null,
      endTime: null,
      reviewEndsAt: null,
    })
    actor.send({ type: 'judge.start', at: T0 })
    expect(progress(actor)).toEqual({
      phase: 'open',
      matchEndType: 1,
      index: 0,
      questionId: 10,
      endTime: T0 + 30_000,
      reviewEndsAt: null,
    })
    actor.send({ type: 'judge.start', at: T0 + 5000 })
    expect(progress(actor)).toMatchObject({ index: 0, endTime: T0 + 30_000 })
  })

  it('cannot start a session without questions', () => {
    const actor = createActor(semiFinalMachine, { input: { questions: [] } }).start()
    actor.send({ type: 'judge.start', at: T0 })
    expect(phase(actor)).toBe('lobby')
  })

  it('closes a question exactly at its end time, not 1 ms before', () => {
    const actor = session()
    actor.send({ type: 'judge.start', at: T0 })
    actor.send({ type: 'clock.tick', at: T0 + 29_999 })
    expect(phase(actor)).toBe('open')
    actor.send({ type: 'clock.tick', at: T0 + 30_000 })
    expect(progress(actor)).toMatchObject({ phase: 'closed', matchEndType: 1, index: 0, questionId: 10 })
  })

  it('ignores next while the question runs, a doubled press and a stale one', () => {
    const actor = session()
    actor.send({ type: 'judge.start', at: T0 })
    actor.send({ type: 'judge.next', at: T0 + 1000, fromIndex: 0 })
    expect(progress(actor)).toMatchObject({ phase: 'open', index: 0 })
    actor.send({ type: 'clock.tick', at: T0 + 30_000 })
    actor.send({ type: 'judge.next', at: T0 + 31_000, fromIndex: 0 })
    actor.send({ type: 'judge.next', at: T0 + 31_001, fromIndex: 0 })
    expect(progress(actor)).toMatchObject({ phase: 'open', index: 1, endTime: T0 + 91_000 })
    actor.send({ type: 'clock.tick', at: T0 + 91_000 })
    actor.send({ type: 'judge.next', at: T0 + 92_000, fromIndex: 0 })
    actor.send({ type: 'judge.next', at: T0 + 92_000, fromIndex: 2 })
    expect(progress(actor)).toMatchObject({ phase: 'closed', index: 1 })
  })

  it('takes a next stamped after the end even if no tick has closed the question yet', () => {
    const actor = session()
    actor.send({ type: 'judge.start', at: T0 })
    actor.send({ type: 'judge.next', at: T0 + 30_500, fromIndex: 0 })
    expect(progress(actor)).toMatchObject({ phase: 'open', index: 1, endTime: T0 + 90_500 })
  })

  it('enters the 120 s review when the last question’s time is up, then ends by itself', () => {
    const actor = toLastQuestion()
    actor.send({ type: 'judge.next', at: T0 + 151_000, fromIndex: 2 })
    actor.send({ type: 'clock.tick', at: T0 + 152_000 })
    expect(progress(actor)).toEqual({
      phase: 'review',
      matchEndType: 1,
      index: 2,
      questionId: null,
      endTime: T0 + 152_000,
      reviewEndsAt: T0 + 272_000,
    })
    actor.send({ type: 'judge.next', at: T0 + 160_000, fromIndex: 2 })
    actor.send({ type: 'clock.tick', at: T0 + 271_999 })
    expect(phase(actor)).toBe('review')
    actor.send({ type: 'clock.tick', at: T0 + 272_000 })
    expect(progress(actor)).toMatchObject({ phase: 'ended', matchEndType: 2, questionId: null })
    expect(actor.getSnapshot().status).toBe('done')
    expect(actor.getSnapshot().context.endedAt).toBe(T0 + 272_000)
  })

  it('honours the review length from the input', () => {
    const actor = createActor(semiFinalMachine, {
      input: { questions: [{ id: 1, quizForm: 0, seconds: 10 }], reviewSeconds: 5 },
    }).start()
    actor.send({ type: 'judge.start', at: T0 })
    actor.send({ type: 'clock.tick', at: T0 + 10_000 })
    expect(progress(actor).reviewEndsAt).toBe(T0 + 15_000)
  })

  it('passes the last question, the review and the end in one tick when the time has passed them all', () => {
    const actor = toLastQuestion()
    actor.send({ type: 'clock.tick', at: T0 + 10_000_000 })
    expect(progress(actor)).toMatchObject({ phase: 'ended', reviewEndsAt: T0 + 272_000 })
    expect(actor.getSnapshot().context.endedAt).toBe(T0 + 272_000)
  })

  it('stops at review when one tick passes the last question but not the review', () => {
    const actor = toLastQuestion()
    actor.send({ type: 'clock.tick', at: T0 + 271_999 })
    expect(progress(actor)).toMatchObject({ phase: 'review', reviewEndsAt: T0 + 272_000 })
  })

  it('never lets time run backwards', () => {
    const actor = session()
    actor.send({ type: 'judge.start', at: T0 })
    actor.send({ type: 'clock.tick', at: T0 + 30_000 })
    actor.send({ type: 'clock.tick', at: T0 + 1000 })
    expect(phase(actor)).toBe('closed')
    expect(actor.getSnapshot().context.now).toBe(T0 + 30_000)
  })

  it('lets the judge end the review early', () => {
    const actor = toLastQuestion()
    actor.send({ type: 'clock.tick', at: T0 + 152_000 })
    expect(phase(actor)).toBe('review')
    actor.send({ type: 'judge.end', at: T0 + 160_000 })
    expect(progress(actor)).toMatchObject({ phase: 'ended', matchEndType: 2 })
    expect(actor.getSnapshot().context.endedAt).toBe(T0 + 160_000)
  })

  it('ends at once on an emergency end while a question runs, with no review', () => {
    const actor = toLastQuestion()
    actor.send({ type: 'judge.end', at: T0 + 100_000 })
    expect(progress(actor)).toMatchObject({ phase: 'ended', matchEndType: 2, reviewEndsAt: null })
    expect(actor.getSnapshot().context.endedAt).toBe(T0 + 100_000)
    expect(actor.getSnapshot().status).toBe('done')
  })

  it('takes an end stamped after the last question even before the tick, and never past the review', () => {
    const early = toLastQuestion()
    early.send({ type: 'judge.end', at: T0 + 153_000 })
    expect(early.getSnapshot().context).toMatchObject({ endedAt: T0 + 153_000, reviewEndsAt: T0 + 272_000 })
    expect(phase(early)).toBe('ended')
    const late = toLastQuestion()
    late.send({ type: 'judge.end', at: T0 + 500_000 })
    expect(late.getSnapshot().context.endedAt).toBe(T0 + 272_000)
    const inReview = toLastQuestion()
    inReview.send({ type: 'clock.tick', at: T0 + 152_000 })
    inReview.send({ type: 'judge.end', at: T0 + 272_500 })
    expect(inReview.getSnapshot().context.endedAt).toBe(T0 + 272_000)
  })

  it('ends between questions on an emergency end, and never opens the questions not yet shown', () => {
    const actor = session()
    actor.send({ type: 'judge.start', at: T0 })
    actor.send({ type: 'clock.tick', at: T0 + 30_000 })
    actor.send({ type: 'judge.end', at: T0 + 31_000 })
    expect(progress(actor)).toMatchObject({ phase: 'ended', index: 0, reviewEndsAt: null })
    // Final: nothing the judge presses afterwards can open another question.
    expect(actor.getSnapshot().status).toBe('done')
  })

  it('runs a whole exam driven by a simulated clock', () => {
    const clock = new SimulatedClock()
    clock.set(T0)
    const actor = session()
    const tick = (ms: number) => {
      clock.increment(ms)
      actor.send({ type: 'clock.tick', at: clock.now() })
    }
    actor.send({ type: 'judge.start', at: clock.now() })
    const seen: string[] = []
    actor.subscribe((snapshot) => seen.push(`${snapshot.value}:${snapshot.context.index}`))
    while (actor.getSnapshot().status === 'active') {
      tick(1000)
      if (phase(actor) === 'closed')
        actor.send({ type: 'judge.next', at: clock.now(), fromIndex: progress(actor).index })
    }
    expect([...new Set(seen)]).toEqual([
      'open:0',
      'closed:0',
      'open:1',
      'closed:1',
      'open:2',
      'review:2',
      'ended:2',
    ])
  })
})

describe('a persisted session', () => {
  const throughJson = (actor: Session) => JSON.parse(JSON.stringify(actor.getPersistedSnapshot()))

  it('restores in the lobby', () => {
    const restored = session(throughJson(session()))
    expect(phase(restored)).toBe('lobby')
    restored.send({ type: 'judge.start', at: T0 })
    expect(progress(restored)).toMatchObject({ phase: 'open', index: 0 })
  })

  it('restores an open question and closes it on the first tick past its end', () => {
    const actor = session()
    actor.send({ type: 'judge.start', at: T0 })
    const restored = session(throughJson(actor))
    expect(progress(restored)).toMatchObject({ phase: 'open', index: 0, endTime: T0 + 30_000 })
    restored.send({ type: 'clock.tick', at: T0 + 40_000 })
    expect(phase(restored)).toBe('closed')
    restored.send({ type: 'judge.next', at: T0 + 41_000, fromIndex: 0 })
    expect(progress(restored)).toMatchObject({ phase: 'open', index: 1, endTime: T0 + 101_000 })
  })

  it('restores the last open question and reaches the end in one tick after a long outage', () => {
    const restored = session(throughJson(toLastQuestion()))
    expect(progress(restored)).toMatchObject({ phase: 'open', index: 2 })
    restored.send({ type: 'clock.tick', at: T0 + 3_600_000 })
    expect(progress(restored)).toMatchObject({ phase: 'ended', matchEndType: 2 })
  })

  it('restores an ended session as ended', () => {
    const actor = toLastQuestion()
    actor.send({ type: 'clock.tick', at: T0 + 300_000 })
    const restored = session(throughJson(actor))
    expect(restored.getSnapshot().status).toBe('done')
    expect(progress(restored)).toMatchObject({ phase: 'ended', matchEndType: 2 })
  })
})
