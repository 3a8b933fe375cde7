import { type Actor, createActor } from 'xstate'
import type { SemiFinalProgress } from '../semi-final/semi-final.machine'
import { type ExamClientInput, examClientMachine } from './exam-client.machine'

/** Test fixtures: progress objects as the server sends them, and a started client. */
export const T0 = 1_800_000_000_000
export type Client = Actor<typeof examClientMachine>

export const lobby: SemiFinalProgress = {
  phase: 'lobby',
  matchEndType: 0,
  index: -1,
  questionId: null,
  endTime: null,
  reviewEndsAt: null,
}
/** Question `index` (id 100+index) open for 60 s from T0 + index minutes. */
export const open = (index: number): SemiFinalProgress => ({
  phase: 'open',
  matchEndType: 1,
  index,
  questionId: 100 + index,
  endTime: T0 + index * 60_000 + 60_000,
  reviewEndsAt: null,
})
export const closed = (index: number): SemiFinalProgress => ({ ...open(index), phase: 'closed' })
export const review: SemiFinalProgress = {
  ...open(14),
  phase: 'review',
  questionId: null,
  reviewEndsAt: T0 + 1_020_000,
}
export const ended: SemiFinalProgress = { ...review, phase: 'ended', matchEndType: 2 }

export function client(input: ExamClientInput = {}): Client {
  return createActor(examClientMachine, { input }).start()
}
/** A progress as the server stamps it at `serverNow`, received on a clock in step with the server's. */
export function push(actor: Client, progress: SemiFinalProgress, serverNow = T0) {
  actor.send({ type: 'server.progress', progress, serverNow, receivedAt: serverNow })
}
export const state = (actor: Client) => actor.getSnapshot().value

export function inReview() {
  const actor = client({ infoConfirmed: true })
  push(actor, review, T0 + 950_000)
  return actor
}
