import { type Actor, createActor, type Snapshot } from 'xstate'
import { type SemiFinalInput, semiFinalMachine } from './semi-final.machine'

/** Test fixtures for the semi-final machine (not exported from the package). */
export const T0 = 1_800_000_000_000

/** Example (30 s), then two real questions (60 s each); default review 120 s and grace 2 s. */
const input: SemiFinalInput = {
  questions: [
    { id: 10, quizForm: 1, seconds: 30 },
    { id: 11, quizForm: 0, seconds: 60 },
    { id: 12, quizForm: 0, seconds: 60 },
  ],
}

export type Session = Actor<typeof semiFinalMachine>

/** A started session, fresh or restored from a persisted snapshot the way the server does it. */
export function session(from?: Snapshot<unknown>): Session {
  const actor = createActor(semiFinalMachine, from ? { snapshot: from, input } : { input })
  actor.start()
  return actor
}

/** Runs the exam until the last question opens at T0+92 s; it ends at T0+152 s, review at T0+272 s. */
export function toLastQuestion(): Session {
  const actor = session()
  actor.send({ type: 'judge.start', at: T0 })
  actor.send({ type: 'clock.tick', at: T0 + 30_000 })
  actor.send({ type: 'judge.next', at: T0 + 31_000, fromIndex: 0 })
  actor.send({ type: 'clock.tick', at: T0 + 91_000 })
  actor.send({ type: 'judge.next', at: T0 + 92_000, fromIndex: 1 })
  return actor
}
