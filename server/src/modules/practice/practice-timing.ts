import { AppError } from '../../http/app-error'
import type { KeyValueStore } from '../../kv/key-value-store'

/** The longest attempt the result shows, as the contract allows: one day. */
const MAX_SECONDS = 86_400

const openedKey = (userId: number, quizId: number) => `practice:opened:${userId}:${quizId}`

/** Notes when the student opened a quiz, as the server saw it. */
export async function noteOpened(store: KeyValueStore, userId: number, quizId: number, now = Date.now()) {
  await store.set(openedKey(userId, quizId), String(now), MAX_SECONDS)
}

/**
 * How long an attempt took, from when the server handed out its questions (or took the previous
 * attempt) to now; the browser's own count is not used. The next attempt is timed from here.
 */
export async function attemptSeconds(store: KeyValueStore, userId: number, quizId: number, now = Date.now()) {
  const opened = Number(await store.get(openedKey(userId, quizId)))
  if (!opened) throw new AppError('invalidInput', 'practice.notOpened')
  await noteOpened(store, userId, quizId, now)
  return Math.min(MAX_SECONDS, Math.max(0, Math.round((now - opened) / 1000)))
}

/** Checks of one question's drawing an hour, and of all drawings, before the answer is handed in. */
const CHECK_LIMITS = { perQuestion: 3, perStudent: 30, windowSeconds: 3600 }

/**
 * Counts one check of a drawing. A student may check each question a few times an hour, so that a
 * script cannot find the answer among its homophones by trying them one after another.
 */
export async function countCheck(store: KeyValueStore, userId: number, questionId: number) {
  const { perQuestion, perStudent, windowSeconds } = CHECK_LIMITS
  const params = { minutes: windowSeconds / 60 }
  const ofStudent = await store.increment(`practice:checks:${userId}`, windowSeconds)
  if (ofStudent > perStudent)
    throw new AppError('rateLimited', 'practice.checksUsedThisHour', {
      params: { ...params, limit: perStudent },
    })
  const ofQuestion = await store.increment(`practice:checks:${userId}:${questionId}`, windowSeconds)
  if (ofQuestion > perQuestion)
    throw new AppError('rateLimited', 'practice.checksUsed', { params: { ...params, limit: perQuestion } })
}
