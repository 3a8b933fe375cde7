import { describe, expect, it } from 'vitest'
import { buildAnswerFile } from './answer-file'
import { createAnswerSender, type SendOutcome } from './answer-sender'
import {
  createAnswerStore,
  type PendingAnswer,
  pendingAnswersKey,
  REVISION_EPOCH_MS,
} from './pending-answers'

/** A Map-backed Storage; `failing` makes every call throw, like a browser in private mode. */
function memoryStorage(failing = false): Storage {
  const data = new Map<string, string>()
  const guard = () => {
    if (failing) throw new Error('storage unavailable')
  }
  return {
    get length() {
      return data.size
    },
    clear: () => data.clear(),
    getItem: (key) => {
      guard()
      return data.get(key) ?? null
    },
    key: (index) => [...data.keys()][index] ?? null,
    removeItem: (key) => {
      guard()
      data.delete(key)
    },
    setItem: (key, value) => {
      guard()
      data.set(key, value)
    },
  }
}

const T0 = REVISION_EPOCH_MS + 1000 * 1000 // 1,000 s after the epoch
const at = (ms: number) => ({ localNow: T0 + ms, serverNow: T0 + ms })

describe('answer store', () => {
  it('keeps pending answers per exam and student, across a reload', () => {
    const storage = memoryStorage()
    const store = createAnswerStore(storage, 7, 42)
    store.record(101, '水', at(0), 1)
    expect(storage.getItem(pendingAnswersKey(7, 42))).toContain('水')
    expect(createAnswerStore(storage, 7, 43).pending()).toEqual([])
    expect(createAnswerStore(storage, 8, 42).pending()).toEqual([])

    const reloaded = createAnswerStore(storage, 7, 42)
    expect(reloaded.pending()).toEqual([
      { quizInfoId: 101, quizNumber: 1, userAnswer: '水', revision: 1000, changedAt: T0 },
    ])
  })

  it('gives every change a higher revision, also several in the same second', () => {
    const store = createAnswerStore(memoryStorage(), 7, 42)
    const revisions = [0, 100, 200, 300].map((ms, i) => store.record(101, `${i}`, at(ms)).revision)
    expect(revisions).toEqual([1000, 1001, 1002, 1003])
    // Later on, the clock is ahead again.
    expect(store.record(101, 'x', at(10_000)).revision).toBe(1010)
    // Another question counts on its own.
    expect(store.record(102, 'y', at(10_000)).revision).toBe(1010)
  })

  it('starts a fresh browser above the revisions an old one used at a slower pace', () => {
    const old = createAnswerStore(memoryStorage(), 7, 42)
    old.record(101, 'old', at(0))
    const fresh = createAnswerStore(memoryStorage(), 7, 42)
    expect(fresh.record(101, 'new', at(5000)).revision).toBeGreaterThan(1000)
  })

  it('keeps only the newest pending answer to a question', () => {
    const store = createAnswerStore(memoryStorage(), 7, 42)
    store.record(101, '水', at(0))
    store.record(101, '火', at(50))
    expect(store.pending().map((a) => [a.quizInfoId, a.userAnswer, a.revision])).toEqual([[101, '火', 1001]])
  })

  it('drops an answer on its acknowledgement, but not a newer change made meanwhile', () => {
    const store = createAnswerStore(memoryStorage(), 7, 42)
    const first = store.record(101, '水', at(0))
    store.record(101, '火', at(10))
    expect(store.acknowledge(101, first.revision)).toBe(false)
    expect(store.latest(101)?.userAnswer).toBe('火')
    expect(store.acknowledge(101, first.revision + 1)).toBe(true)
    expect(store.pending()).toEqual([])
  })

  it('moves a refused answer aside: not resent, still in the answers file', () => {
    const store = createAnswerStore(memoryStorage(), 7, 42)
    const late = store.record(101, '水', at(0), 1)
    store.refuse(101, late.revision, 'too late')
    expect(store.pending()).toEqual([])
    const file = buildAnswerFile({ quizId: 7, userId: 42, pending: [], refused: store.refused(), now: T0 })
    expect(file.answers).toEqual([
      {
        quizInfoId: 101,
        quizNumber: 1,
        userAnswer: '水',
        revision: late.revision,
        changedAt: new Date(T0).toISOString(),
        refusedBecause: 'too late',
      },
    ])
  })

  it('still works, for this page, when storage is unavailable', () => {
    const store = createAnswerStore(memoryStorage(true), 7, 42)
    store.record(101, '水', at(0))
    expect(store.pending()).toHaveLength(1)
  })
})

describe('answer sender', () => {
  const setup = (script: (answer: PendingAnswer) => SendOutcome) => {
    const store = createAnswerStore(memoryStorage(), 7, 42)
    const sent: string[] = []
    const sender = createAnswerSender(store, async (answer) => {
      sent.push(`${answer.quizInfoId}:${answer.userAnswer}@${answer.revision}`)
      return script(answer)
    })
    return { store, sent, sender }
  }

  it('resends pending answers oldest change first, whatever the question order', async () => {
    const { store, sent, sender } = setup((a) => ({ kind: 'acknowledged', revision: a.revision }))
    store.record(103, 'C', at(0))
    store.record(101, 'A', at(1000))
    store.record(102, 'B', at(2000))
    store.record(103, 'C2', at(3000)) // changed again: now the newest
    expect(await sender.flush()).toBe(true)
    expect(sent).toEqual(['101:A@1001', '102:B@1002', '103:C2@1003'])
    expect(store.pending()).toEqual([])
  })

  it('stops at the first unreachable answer and keeps the rest for the next run', async () => {
    let online = false
    const { store, sent, sender } = setup((a) =>
      online ? { kind: 'acknowledged', revision: a.revision } : { kind: 'unreachable' },
    )
    store.record(101, 'A', at(0))
    store.record(102, 'B', at(10))
    expect(await sender.flush()).toBe(false)
    expect(sent).toEqual(['101:A@1000'])
    expect(store.pending()).toHaveLength(2)

    // Reconnected: the same answers go out in the same order.
    online = true
    expect(await sender.flush()).toBe(true)
    expect(sent).toEqual(['101:A@1000', '101:A@1000', '102:B@1000'])
  })

  it('resends after a reload what the closed page had not got acknowledged', async () => {
    const storage = memoryStorage()
    const before = createAnswerStore(storage, 7, 42)
    before.record(102, 'B', at(0))
    before.record(101, 'A', at(2000))
    const sent: string[] = []
    const reloaded = createAnswerStore(storage, 7, 42)
    const sender = createAnswerSender(reloaded, async (a) => {
      sent.push(`${a.quizInfoId}:${a.userAnswer}`)
      return { kind: 'acknowledged', revision: a.revision }
    })
    expect(await sender.flush()).toBe(true)
    expect(sent).toEqual(['102:B', '101:A'])
    expect(createAnswerStore(storage, 7, 42).pending()).toEqual([])
  })

  it('sends a change made during a run in that run, and keeps it until its own acknowledgement', async () => {
    const { store, sent, sender } = setup((a) => {
      if (a.userAnswer === 'A') store.record(101, 'A2', at(500))
      return { kind: 'acknowledged', revision: a.revision }
    })
    store.record(101, 'A', at(0))
    const first = sender.flush()
    const second = sender.flush() // while the first run is going: joins it
    expect(await first).toBe(true)
    expect(await second).toBe(true)
    expect(sent).toEqual(['101:A@1000', '101:A2@1001'])
  })

  it('does not resend a refused answer', async () => {
    const { store, sent, sender } = setup(() => ({ kind: 'refused', reason: 'closed' }))
    store.record(101, 'A', at(0))
    expect(await sender.flush()).toBe(true)
    expect(await sender.flush()).toBe(true)
    expect(sent).toEqual(['101:A@1000'])
    expect(store.refused()).toHaveLength(1)
  })
})
