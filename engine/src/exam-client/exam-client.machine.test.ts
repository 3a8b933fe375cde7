import { describe, expect, it } from 'vitest'
import { client, closed, ended, inReview, lobby, open, push, review, state, T0 } from './exam-client.fixtures'

describe('the student’s exam page', () => {
  it('asks for the info confirmation, waits for the judge and follows the questions to the review', () => {
    const actor = client()
    expect(state(actor)).toBe('connecting')
    push(actor, lobby)
    expect(state(actor)).toBe('confirmingInfo')
    actor.send({ type: 'student.confirmInfo' })
    expect(state(actor)).toBe('waitingForJudge')
    push(actor, lobby)
    expect(state(actor)).toBe('waitingForJudge')
    push(actor, open(0))
    expect(state(actor)).toBe('answering')
    push(actor, closed(0), T0 + 60_000)
    expect(state(actor)).toBe('submittedWaiting')
    push(actor, open(1), T0 + 61_000)
    expect(state(actor)).toBe('answering')
    expect(actor.getSnapshot().context.progress?.questionId).toBe(101)
    push(actor, review, T0 + 900_000)
    expect(state(actor)).toBe('review')
  })

  it('keeps the info modal up while the exam starts, then goes straight to the open question', () => {
    const actor = client()
    push(actor, lobby)
    push(actor, open(0))
    expect(state(actor)).toBe('confirmingInfo')
    actor.send({ type: 'student.confirmInfo' })
    expect(state(actor)).toBe('answering')
  })

  it('skips the modal after a reload once the student has confirmed', () => {
    const actor = client({ infoConfirmed: true })
    push(actor, lobby)
    expect(state(actor)).toBe('waitingForJudge')
  })

  it('lands a student who joins late straight in the review', () => {
    const actor = client()
    push(actor, review, T0 + 950_000)
    expect(state(actor)).toBe('review')
  })

  it('reconnects into the question that is open now, or into the wait after it', () => {
    const fresh = client()
    push(fresh, open(6))
    expect(state(fresh)).toBe('answering')
    expect(fresh.getSnapshot().context.progress).toMatchObject({ index: 6, questionId: 106 })
    const waiting = client()
    push(waiting, closed(6))
    expect(state(waiting)).toBe('submittedWaiting')
    const behind = client({ infoConfirmed: true })
    push(behind, open(2))
    push(behind, open(5))
    expect(behind.getSnapshot().context.progress?.questionId).toBe(105)
  })

  it('closes the question on its own countdown and does not reopen it on a late poll', () => {
    const actor = client({ infoConfirmed: true })
    push(actor, open(0))
    actor.send({ type: 'clock.tick', localNow: T0 + 59_999 })
    expect(state(actor)).toBe('answering')
    actor.send({ type: 'clock.tick', localNow: T0 + 60_000 })
    expect(state(actor)).toBe('submittedWaiting')
    push(actor, open(0), T0 + 60_000)
    expect(state(actor)).toBe('submittedWaiting')
    push(actor, open(1), T0 + 61_000)
    expect(state(actor)).toBe('answering')
  })

  it('shows the exam over when the exam ends before the student submits', () => {
    for (const before of [open(3), closed(3), review, lobby]) {
      const actor = client({ infoConfirmed: before !== lobby })
      push(actor, before)
      push(actor, ended, T0 + 1_020_000)
      expect(state(actor)).toBe('examOver')
      expect(actor.getSnapshot().status).toBe('done')
    }
    const modal = client()
    push(modal, lobby)
    push(modal, ended)
    expect(state(modal)).toBe('examOver')
  })
})

describe('submitting the paper', () => {
  it('saves at once when nothing is unfinished', () => {
    const actor = inReview()
    actor.send({ type: 'student.submit' })
    expect(state(actor)).toEqual({ submitting: 'checking' })
    actor.send({ type: 'server.unfinished', count: 0 })
    expect(state(actor)).toEqual({ submitting: 'saving' })
    actor.send({ type: 'server.submitted' })
    expect(state(actor)).toBe('finished')
  })

  it('asks to confirm when questions are unfinished; Back returns to the review, Submit saves', () => {
    const actor = inReview()
    actor.send({ type: 'student.submit' })
    actor.send({ type: 'server.unfinished', count: 3 })
    expect(state(actor)).toEqual({ submitting: 'confirming' })
    expect(actor.getSnapshot().context.unfinishedCount).toBe(3)
    actor.send({ type: 'student.back' })
    expect(state(actor)).toBe('review')
    expect(actor.getSnapshot().context.unfinishedCount).toBeNull()
    actor.send({ type: 'student.submit' })
    actor.send({ type: 'server.unfinished', count: 1 })
    actor.send({ type: 'student.confirmSubmit' })
    expect(state(actor)).toEqual({ submitting: 'saving' })
    actor.send({ type: 'server.submitted' })
    expect(state(actor)).toBe('finished')
  })

  it('stays in the dialog through review polls, returns to the review on failure, and yields to the end', () => {
    const actor = inReview()
    actor.send({ type: 'student.submit' })
    actor.send({ type: 'server.unfinished', count: 2 })
    push(actor, review, T0 + 960_000)
    expect(state(actor)).toEqual({ submitting: 'confirming' })
    actor.send({ type: 'student.confirmSubmit' })
    actor.send({ type: 'server.submitFailed' })
    expect(state(actor)).toBe('review')
    actor.send({ type: 'student.submit' })
    push(actor, ended, T0 + 1_020_000)
    expect(state(actor)).toBe('examOver')
  })

  it('cannot submit or confirm outside the review', () => {
    const actor = client({ infoConfirmed: true })
    push(actor, open(0))
    actor.send({ type: 'student.submit' })
    actor.send({ type: 'student.confirmSubmit' })
    expect(state(actor)).toBe('answering')
  })
})
