import type { AnswerStore, PendingAnswer } from './pending-answers'

/** What one attempt to send an answer came to. */
export type SendOutcome =
  | { kind: 'acknowledged'; revision: number }
  /** The server answered no for good (the question had closed, the paper is in): never resent. */
  | { kind: 'refused'; reason: string }
  /** No answer (offline, timeout, server down, session to renew): kept and tried again later. */
  | { kind: 'unreachable' }

export type SendAnswer = (answer: PendingAnswer) => Promise<SendOutcome>

export interface SenderEvents {
  acknowledged?: (answer: PendingAnswer) => void
  refused?: (answer: PendingAnswer, reason: string) => void
  unreachable?: () => void
  /** After every attempt: pending answers may have changed. */
  settled?: () => void
}

/**
 * Sends the pending answers of a store, oldest change first, one at a time (so the server sees them
 * in the order they were given). A run stops at the first answer that cannot reach the server; what
 * is left stays pending for the next run. A change recorded during a run is sent in the same run.
 */
export function createAnswerSender(store: AnswerStore, send: SendAnswer, events: SenderEvents = {}) {
  let running: Promise<boolean> | null = null
  let again = false

  async function runOnce(): Promise<boolean> {
    for (const answer of store.pending()) {
      const outcome = await send(answer)
      if (outcome.kind === 'acknowledged') {
        store.acknowledge(answer.quizInfoId, outcome.revision)
        events.acknowledged?.(answer)
      } else if (outcome.kind === 'refused') {
        store.refuse(answer.quizInfoId, answer.revision, outcome.reason)
        events.refused?.(answer, outcome.reason)
      } else {
        events.unreachable?.()
        return false
      }
    }
    return true
  }

  return {
    /** Sends everything pending; resolves true once nothing is left to send. */
    flush(): Promise<boolean> {
      if (running) {
        again = true
        return running
      }
      running = (async () => {
        try {
          do {
            again = false
            if (!(await runOnce())) return false
          } while (again)
          return store.pending().length === 0
        } finally {
          running = null
          events.settled?.()
        }
      })()
      return running
    },
    get busy() {
      return running !== null
    },
  }
}
