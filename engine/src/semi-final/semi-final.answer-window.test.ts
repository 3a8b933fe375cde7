import { describe, expect, it } from 'vitest'
import { session, T0, toLastQuestion } from './semi-final.fixtures'
import { answersCloseAt, answerWindow } from './semi-final.machine'

/** Question 1 (id 11) opens at T0+31 s and ends at T0+91 s; the grace is 2 s. */
function onQuestionOne() {
  const actor = session()
  actor.send({ type: 'judge.start', at: T0 })
  actor.send({ type: 'clock.tick', at: T0 + 30_000 })
  actor.send({ type: 'judge.next', at: T0 + 31_000, fromIndex: 0 })
  return actor
}
const END = T0 + 91_000

/** The last question ends at T0+152 s; the review ends at T0+272 s. */
function inReview() {
  const actor = toLastQuestion()
  actor.send({ type: 'clock.tick', at: T0 + 152_000 })
  return actor
}
const REVIEW_END = T0 + 272_000

describe('when an answer counts', () => {
  it('accepts the open question 1 ms before and 1 ms after its end, up to the grace and not 1 ms later', () => {
    const actor = onQuestionOne()
    expect(answerWindow(actor.getSnapshot(), 11, END - 1)).toBe('accepted')
    expect(answerWindow(actor.getSnapshot(), 11, END + 1)).toBe('accepted')
    actor.send({ type: 'clock.tick', at: END + 1 })
    expect(actor.getSnapshot().value).toBe('closed')
    expect(answerWindow(actor.getSnapshot(), 11, END + 1)).toBe('accepted')
    expect(answerWindow(actor.getSnapshot(), 11, END + 2000)).toBe('accepted')
    expect(answerWindow(actor.getSnapshot(), 11, END + 2001)).toBe('notOpen')
  })

  it('still takes a save sent just before the end when the judge has already opened the next question', () => {
    const actor = onQuestionOne()
    actor.send({ type: 'clock.tick', at: END })
    actor.send({ type: 'judge.next', at: END + 500, fromIndex: 1 })
    expect(answerWindow(actor.getSnapshot(), 11, END + 1500)).toBe('accepted')
    expect(answerWindow(actor.getSnapshot(), 11, END + 2001)).toBe('notOpen')
    expect(answerWindow(actor.getSnapshot(), 12, END + 1500)).toBe('accepted')
  })

  it('refuses before the start, questions not yet open, unknown questions and examples', () => {
    const actor = session()
    expect(answerWindow(actor.getSnapshot(), 11, T0)).toBe('notOpen')
    actor.send({ type: 'judge.start', at: T0 })
    expect(answerWindow(actor.getSnapshot(), 10, T0 + 1)).toBe('notOpen')
    expect(answerWindow(actor.getSnapshot(), 11, T0 + 1)).toBe('notOpen')
    expect(answerWindow(actor.getSnapshot(), 999, T0 + 1)).toBe('notOpen')
  })

  it('accepts every real question in review but never an example', () => {
    const actor = inReview()
    expect(answerWindow(actor.getSnapshot(), 11, T0 + 200_000)).toBe('accepted')
    expect(answerWindow(actor.getSnapshot(), 12, T0 + 200_000)).toBe('accepted')
    expect(answerWindow(actor.getSnapshot(), 10, T0 + 200_000)).toBe('notOpen')
  })

  it('takes a save in flight as the review ends, up to the grace, whether or not the end tick came first', () => {
    const actor = inReview()
    expect(answerWindow(actor.getSnapshot(), 11, REVIEW_END - 1)).toBe('accepted')
    expect(answerWindow(actor.getSnapshot(), 11, REVIEW_END + 2000)).toBe('accepted')
    expect(answerWindow(actor.getSnapshot(), 11, REVIEW_END + 2001)).toBe('notOpen')
    actor.send({ type: 'clock.tick', at: REVIEW_END + 500 })
    expect(actor.getSnapshot().value).toBe('ended')
    expect(answerWindow(actor.getSnapshot(), 11, REVIEW_END + 1)).toBe('accepted')
    expect(answerWindow(actor.getSnapshot(), 11, REVIEW_END + 2000)).toBe('accepted')
    expect(answerWindow(actor.getSnapshot(), 11, REVIEW_END + 2001)).toBe('notOpen')
  })

  it('closes the window at the judge’s early end plus the grace', () => {
    const actor = inReview()
    const endedAt = T0 + 200_000
    actor.send({ type: 'judge.end', at: endedAt })
    expect(answerWindow(actor.getSnapshot(), 12, endedAt + 2000)).toBe('accepted')
    expect(answerWindow(actor.getSnapshot(), 12, endedAt + 2001)).toBe('notOpen')
  })

  it('reads a snapshot restored from the database', () => {
    const persisted = JSON.parse(JSON.stringify(inReview().getPersistedSnapshot()))
    const restored = session(persisted)
    expect(answerWindow(restored.getSnapshot(), 12, REVIEW_END)).toBe('accepted')
    expect(answerWindow(restored.getSnapshot(), 12, REVIEW_END + 2001)).toBe('notOpen')
  })

  it('after an emergency end takes answers to the opened questions only up to that end, plus the grace', () => {
    const actor = onQuestionOne()
    actor.send({ type: 'judge.end', at: T0 + 50_000 })
    expect(actor.getSnapshot().value).toBe('ended')
    expect(answerWindow(actor.getSnapshot(), 11, T0 + 52_000)).toBe('accepted')
    expect(answerWindow(actor.getSnapshot(), 11, T0 + 52_001)).toBe('notOpen')
    expect(answerWindow(actor.getSnapshot(), 12, T0 + 50_000)).toBe('notOpen')
  })
})

describe('when the answers close for good', () => {
  it('is not yet while a question or the review runs', () => {
    const actor = inReview()
    expect(answersCloseAt(actor.getSnapshot())).toBeNull()
    actor.send({ type: 'clock.tick', at: REVIEW_END - 1 })
    expect(answersCloseAt(actor.getSnapshot())).toBeNull()
  })

  it('is the grace after the review runs out, as the last in-time save may arrive', () => {
    const actor = inReview()
    actor.send({ type: 'clock.tick', at: REVIEW_END + 500 })
    const closeAt = answersCloseAt(actor.getSnapshot())
    expect(closeAt).toBe(REVIEW_END + 2000)
    expect(answerWindow(actor.getSnapshot(), 11, closeAt ?? 0)).toBe('accepted')
    expect(answerWindow(actor.getSnapshot(), 11, (closeAt ?? 0) + 1)).toBe('notOpen')
  })

  it('is the grace after the judge’s end, early or in the middle of a question', () => {
    const review = inReview()
    review.send({ type: 'judge.end', at: T0 + 200_000 })
    expect(answersCloseAt(review.getSnapshot())).toBe(T0 + 202_000)
    const question = onQuestionOne()
    question.send({ type: 'judge.end', at: T0 + 50_000 })
    expect(answersCloseAt(question.getSnapshot())).toBe(T0 + 52_000)
  })

  it('reads a restored snapshot whose review ran out while nothing was running', () => {
    const persisted = JSON.parse(JSON.stringify(inReview().getPersistedSnapshot()))
    const restored = session(persisted)
    restored.send({ type: 'clock.tick', at: REVIEW_END + 3_600_000 })
    expect(answersCloseAt(restored.getSnapshot())).toBe(REVIEW_END + 2000)
  })
})
