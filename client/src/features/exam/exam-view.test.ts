import { examClientMachine } from '@spell/engine'
import type { Progress } from '@spell/shared/api/exams/progress'
import { describe, expect, it } from 'vitest'
import { createActor } from 'xstate'
import { examViewOf, instructionPoints, introDestination, machineProgress, secondsLeftOf } from './exam-view'

const SERVER_NOW = Date.UTC(2025, 5, 1, 9, 0, 0)
const MINUTES = 60_000

const progress = (over: Partial<Progress>): Progress => ({
  quizId: 1,
  phase: 'lobby',
  matchEndType: 0,
  index: -1,
  questionId: null,
  endTime: null,
  reviewEndsAt: null,
  serverNow: SERVER_NOW,
  ...over,
})
const lobby = progress({})
const open = (index: number, serverNow = SERVER_NOW) =>
  progress({
    phase: 'open',
    matchEndType: 1,
    index,
    questionId: 100 + index,
    endTime: SERVER_NOW + MINUTES,
    serverNow,
  })
const review = progress({
  phase: 'review',
  matchEndType: 1,
  index: 15,
  reviewEndsAt: SERVER_NOW + 2 * MINUTES,
})
const ended = progress({ phase: 'ended', matchEndType: 2, index: 15 })

/** The engine's machine as the page runs it; `skew` is how wrong the local clock is. */
function page(options: { infoConfirmed?: boolean; skew?: number } = {}) {
  const skew = options.skew ?? 0
  const actor = createActor(examClientMachine, { input: { infoConfirmed: options.infoConfirmed ?? true } })
  actor.start()
  const local = (serverTime: number) => serverTime + skew
  return {
    push(p: Progress, roundTripMs = 0) {
      const sentAt = local(p.serverNow) - roundTripMs / 2
      actor.send({
        type: 'server.progress',
        progress: machineProgress(p),
        serverNow: p.serverNow,
        receivedAt: sentAt + roundTripMs,
        sentAt,
      })
    },
    tick(serverTime: number) {
      actor.send({ type: 'clock.tick', localNow: local(serverTime) })
    },
    view: (serverTime: number) => examViewOf(actor.getSnapshot(), local(serverTime)),
    seconds: (serverTime: number) => {
      const snapshot = actor.getSnapshot()
      return secondsLeftOf(examViewOf(snapshot, local(serverTime)), snapshot, local(serverTime))
    },
    actor,
  }
}

describe('the countdown follows the server clock', () => {
  it('shows the same time left to students whose clocks are 5 minutes slow, right, or fast', () => {
    for (const skew of [-5 * MINUTES, 0, 5 * MINUTES]) {
      const p = page({ skew })
      p.push(open(0), 200)
      expect(p.seconds(SERVER_NOW)).toBe(60)
      expect(p.seconds(SERVER_NOW + 15_500)).toBe(45)
      expect(p.seconds(SERVER_NOW + 59_999)).toBe(1)
      p.tick(SERVER_NOW + 60_000)
      expect(p.view(SERVER_NOW + 60_000)).toMatchObject({ kind: 'questionClosed', sequence: 1 })
      expect(p.seconds(SERVER_NOW + 60_000)).toBe(0)
    }
  })

  it('counts the review down to its end, then shows it over until the server says ended', () => {
    const p = page({ skew: 3 * MINUTES })
    p.push(review)
    expect(p.view(SERVER_NOW)).toEqual({
      kind: 'review',
      lastSequence: 16,
      deadline: SERVER_NOW + 2 * MINUTES,
      submitStep: null,
    })
    expect(p.seconds(SERVER_NOW + 30_000)).toBe(90)
    expect(p.view(SERVER_NOW + 2 * MINUTES)).toEqual({
      kind: 'reviewOver',
      lastSequence: 16,
      submitStep: null,
    })
    p.push({ ...ended, serverNow: SERVER_NOW + 2 * MINUTES })
    expect(p.view(SERVER_NOW + 2 * MINUTES)).toEqual({ kind: 'ended' })
  })
})

describe('examViewOf', () => {
  it('waits for the judge in the lobby, then answers the open question', () => {
    const p = page()
    expect(p.view(SERVER_NOW)).toEqual({ kind: 'loading' })
    p.push(lobby)
    expect(p.view(SERVER_NOW)).toEqual({ kind: 'waitingJudge' })
    p.push(open(2))
    expect(p.view(SERVER_NOW)).toEqual({
      kind: 'answering',
      sequence: 3,
      questionId: 102,
      deadline: SERVER_NOW + MINUTES,
    })
    p.push({ ...open(2), phase: 'closed' })
    expect(p.view(SERVER_NOW)).toEqual({ kind: 'questionClosed', sequence: 3, questionId: 102 })
  })

  it('asks for the info first when it is not confirmed yet', () => {
    const p = page({ infoConfirmed: false })
    p.push(lobby)
    expect(p.view(SERVER_NOW)).toEqual({ kind: 'confirmingInfo' })
  })

  it('shows the hand-in steps during review', () => {
    const p = page()
    p.push(review)
    p.actor.send({ type: 'student.submit' })
    expect(p.view(SERVER_NOW)).toMatchObject({ kind: 'review', submitStep: 'checking' })
    p.actor.send({ type: 'server.unfinished', count: 1 })
    expect(p.view(SERVER_NOW)).toMatchObject({ kind: 'review', submitStep: 'confirming' })
    p.actor.send({ type: 'student.confirmSubmit' })
    expect(p.view(SERVER_NOW)).toMatchObject({ kind: 'review', submitStep: 'saving' })
    p.actor.send({ type: 'server.submitted' })
    expect(p.view(SERVER_NOW)).toEqual({ kind: 'finished' })
  })
})

describe('introDestination', () => {
  it('stays in the lobby, goes to the quiz once a question is live, to the result once ended', () => {
    expect(introDestination({ kind: 'waitingJudge' })).toBe('stay')
    expect(introDestination({ kind: 'confirmingInfo' })).toBe('stay')
    expect(introDestination({ kind: 'answering', sequence: 1, questionId: 5, deadline: 1 })).toBe('quiz')
    expect(introDestination({ kind: 'questionClosed', sequence: 1, questionId: 5 })).toBe('quiz')
    expect(introDestination({ kind: 'review', lastSequence: 16, deadline: 1, submitStep: null })).toBe('quiz')
    expect(introDestination({ kind: 'ended' })).toBe('result')
  })
})

describe('instructionPoints', () => {
  it('splits a one-line numbered text into its points', () => {
    expect(instructionPoints('1. One. 2. Two. 3. Three.')).toEqual(['1. One.', '2. Two.', '3. Three.'])
    expect(instructionPoints('1. 本场共 15 题。 2. 每题倒计时。')).toEqual([
      '1. 本场共 15 题。',
      '2. 每题倒计时。',
    ])
  })

  it('keeps the text’s own lines', () => {
    expect(instructionPoints('第一行\n\n第二行')).toEqual(['第一行', '第二行'])
  })
})
