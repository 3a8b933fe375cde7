import { countInto } from './protocol'
import { RawHttpConnection, rawRequest } from './raw-http'

/**
 * What a student's exam page sends over HTTP during a question besides its socket's save, as recorded
 * from Chromium (record-student-page.ts, which checks these lists against the page): the simulated
 * students of bench:exam send the same, with the page's bodies.
 */
export interface PageCall {
  method: 'POST'
  path: string
  /** The page's body, for exam `quizId` at question `sequence` (1 = the example). */
  body: (quizId: number, sequence: number) => Record<string, number>
}

/** The exam keys the page adds to every call (client/src/features/exam/api/exam-keys.ts). */
const KEYS = { activityType: 1 }

const progressBar: PageCall = {
  method: 'POST',
  path: '/api/formMatch/queryTheProgressBar',
  body: (quizId) => ({ ...KEYS, quizId }),
}
const question: PageCall = {
  method: 'POST',
  path: '/api/formMatch/queryTheOnlineFormAnswer',
  body: (quizId, sequence) => ({ ...KEYS, quizId, quizNumber: sequence, quizSequence: sequence }),
}

/** As a question opens (its push): the question itself. */
export const PAGE_ON_QUESTION: readonly PageCall[] = [question]
/** After each acknowledged save: the progress bars again (use-answer-saver.ts). */
export const PAGE_AFTER_SAVE: readonly PageCall[] = [progressBar]
/** As the question closes (its push): nothing. */
export const PAGE_ON_CLOSE: readonly PageCall[] = []

/** The page's time-out for a call (REQUEST_TIMEOUT_MS, client/src/lib/request.ts). */
const PAGE_TIMEOUT_MS = 10_000

export type PageMoment = 'open' | 'saved' | 'closed'
const CALLS: Record<PageMoment, readonly PageCall[]> = {
  open: PAGE_ON_QUESTION,
  saved: PAGE_AFTER_SAVE,
  closed: PAGE_ON_CLOSE,
}

/**
 * The page calls of one worker's students. They travel over at most `connections` keep-alive
 * connections, as a balancer's connections to an instance would carry them (one per student would
 * need more files than a process may open here); a call waiting for a free connection counts its wait
 * in its time, which runs from the moment the page would have sent it to the whole answer. A page
 * gives a call up after 10 s.
 */
export class PageTraffic {
  private readonly idle: RawHttpConnection[] = []
  private readonly waiting: ((connection: RawHttpConnection) => void)[] = []
  readonly latencies: Record<PageMoment, number[]> = { open: [], saved: [], closed: [] }
  readonly errors: Record<string, number> = {}
  private readonly inFlight = new Set<Promise<void>>()

  constructor(
    private readonly base: URL,
    connections: number,
  ) {
    for (let i = 0; i < connections; i++)
      this.idle.push(new RawHttpConnection(base.hostname, Number(base.port)))
  }

  /** Sends what the page sends at `moment`, for one student; the calls of one moment go together. */
  send(moment: PageMoment, token: string, quizId: number, sequence: number) {
    for (const call of CALLS[moment]) {
      const sent = this.one(moment, call, token, quizId, sequence)
      this.inFlight.add(sent)
      void sent.finally(() => this.inFlight.delete(sent))
    }
  }

  /** Waits for the calls under way (each gives up after the page's time-out), then closes the connections. */
  async close() {
    while (this.inFlight.size > 0) await Promise.allSettled([...this.inFlight])
    for (const connection of this.idle) connection.close()
  }

  private async one(moment: PageMoment, call: PageCall, token: string, quizId: number, sequence: number) {
    const wanted = Date.now()
    const connection =
      this.idle.pop() ?? (await new Promise<RawHttpConnection>((resolve) => this.waiting.push(resolve)))
    const request = rawRequest(new URL(call.path, this.base), call.method, token, call.body(quizId, sequence))
    const result = await connection.send(request, Math.max(1, PAGE_TIMEOUT_MS - (Date.now() - wanted)))
    // Handed straight to the next call waiting, if any.
    const next = this.waiting.shift()
    if (next) next(connection)
    else this.idle.push(connection)
    if ('ms' in result) this.latencies[moment].push(Date.now() - wanted)
    else countInto(this.errors, `${call.path}: ${result.error}`)
  }
}
