/**
 * The answers this browser has given but the server has not yet acknowledged, per exam and student,
 * kept in localStorage so a lost connection, a closed tab or a reload loses nothing: they are resent,
 * oldest change first, once the page can reach the server again.
 *
 * Each change of a question's answer gets a higher revision than the one before (the server keeps the
 * highest and acknowledges a lower one without storing it, so a replay never overwrites a newer answer).
 * Revisions are kept here too. They start from the server-corrected time in seconds since 2024, so a
 * student who moves to another browser (whose storage holds nothing) still outranks the old one's
 * answers; two changes in the same second simply count on from the last.
 */

export interface PendingAnswer {
  quizInfoId: number
  /** The question's number as the student sees it (for the answers file), when known. */
  quizNumber?: number
  userAnswer: string
  revision: number
  /** Local time of the change (orders the resend). */
  changedAt: number
}

/** An answer the server refused (it came after the question closed): kept for the answers file. */
export interface RefusedAnswer extends PendingAnswer {
  reason: string
}

interface Stored {
  v: 1
  revisions: Record<string, number>
  pending: Record<string, PendingAnswer>
  refused: Record<string, RefusedAnswer>
}

/** 2024-01-01T00:00:00Z: revisions count seconds from here, which fits the server's int column. */
export const REVISION_EPOCH_MS = Date.UTC(2024, 0, 1)

export const pendingAnswersKey = (quizId: number, userId: number | string) =>
  `spell.exam.answers.${quizId}.${userId}`

const empty = (): Stored => ({ v: 1, revisions: {}, pending: {}, refused: {} })

function parse(raw: string | null): Stored {
  if (!raw) return empty()
  try {
    const value = JSON.parse(raw) as Partial<Stored>
    if (value?.v !== 1) return empty()
    return {
      v: 1,
      revisions: value.revisions ?? {},
      pending: value.pending ?? {},
      refused: value.refused ?? {},
    }
  } catch {
    return empty()
  }
}

/** Resend order: the oldest change first; the same instant falls back to the revision. */
const resendOrder = (answers: Iterable<PendingAnswer>): PendingAnswer[] =>
  [...answers].sort((a, b) => a.changedAt - b.changedAt || a.revision - b.revision)

export type AnswerStore = ReturnType<typeof createAnswerStore>

/**
 * The store of one exam and student. `storage` may be null or fail (private mode, full quota): the
 * answers then live in memory for this page, which is still better than losing them.
 */
export function createAnswerStore(storage: Storage | null, quizId: number, userId: number | string) {
  const key = pendingAnswersKey(quizId, userId)
  const readStorage = () => {
    try {
      return storage ? storage.getItem(key) : null
    } catch {
      return null
    }
  }
  let memory = parse(readStorage())

  /** Re-reads storage (another tab of the same student may have written) and keeps memory in step. */
  const load = (): Stored => {
    const raw = readStorage()
    if (raw !== null) memory = parse(raw)
    return memory
  }
  const save = (next: Stored) => {
    memory = next
    try {
      const settled =
        Object.keys(next.pending).length === 0 &&
        Object.keys(next.refused).length === 0 &&
        Object.keys(next.revisions).length === 0
      if (settled) storage?.removeItem(key)
      else storage?.setItem(key, JSON.stringify(next))
    } catch {
      // Storage unavailable: memory keeps the answers for this page.
    }
  }

  /** The next revision for a question: above the last one used, and at least the current second. */
  const nextRevision = (quizInfoId: number, serverNow: number): number => {
    const last = load().revisions[quizInfoId] ?? 0
    return Math.max(last + 1, Math.floor((serverNow - REVISION_EPOCH_MS) / 1000))
  }

  return {
    key,
    nextRevision,

    /**
     * Records a change: a new revision, kept as pending until acknowledged (replacing an older pending
     * answer to the same question, which no longer matters).
     */
    record(
      quizInfoId: number,
      userAnswer: string,
      at: { localNow: number; serverNow: number },
      quizNumber?: number,
    ): PendingAnswer {
      const revision = nextRevision(quizInfoId, at.serverNow)
      const stored = load()
      const answer: PendingAnswer = {
        quizInfoId,
        ...(quizNumber !== undefined && { quizNumber }),
        userAnswer,
        revision,
        changedAt: at.localNow,
      }
      const { [quizInfoId]: _refused, ...refused } = stored.refused
      save({
        ...stored,
        revisions: { ...stored.revisions, [quizInfoId]: revision },
        pending: { ...stored.pending, [quizInfoId]: answer },
        refused,
      })
      return answer
    },

    /**
     * The server committed `revision` of a question: its pending answer goes, unless the student has
     * changed it again since (a higher revision is still waiting). Returns whether it went.
     */
    acknowledge(quizInfoId: number, revision: number): boolean {
      const stored = load()
      const pending = stored.pending[quizInfoId]
      if (!pending || pending.revision > revision) return false
      const { [quizInfoId]: _done, ...rest } = stored.pending
      save({ ...stored, pending: rest })
      return true
    },

    /** The server refused this answer for good: it is not resent, but kept for the answers file. */
    refuse(quizInfoId: number, revision: number, reason: string) {
      const stored = load()
      const pending = stored.pending[quizInfoId]
      if (!pending || pending.revision !== revision) return
      const { [quizInfoId]: _gone, ...rest } = stored.pending
      save({ ...stored, pending: rest, refused: { ...stored.refused, [quizInfoId]: { ...pending, reason } } })
    },

    /** What still has to reach the server, in resend order. */
    pending: (): PendingAnswer[] => resendOrder(Object.values(load().pending)),

    refused: (): RefusedAnswer[] => resendOrder(Object.values(load().refused)) as RefusedAnswer[],

    /** The newest unacknowledged answer to a question (shown instead of the server's older one). */
    latest: (quizInfoId: number): PendingAnswer | undefined => load().pending[quizInfoId],

    /** Forgets everything of this exam (after the paper is submitted and every answer acknowledged). */
    clear() {
      save(empty())
    },
  }
}
