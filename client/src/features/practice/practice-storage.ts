/** The chosen quiz type, kept in local storage while practising and removed on leaving. */
const QUIZ_TYPE_STORAGE_KEY = 'exerQuizType'

export function rememberQuizType(info: { levelId: number; quizId: number; quizType: number | null }) {
  try {
    localStorage.setItem(QUIZ_TYPE_STORAGE_KEY, JSON.stringify(info))
  } catch {
    // Storage may be unavailable; the page works from its query anyway.
  }
}

export function forgetQuizType() {
  try {
    localStorage.removeItem(QUIZ_TYPE_STORAGE_KEY)
  } catch {
    // as above
  }
}
