import type { TFunction } from 'i18next'
import type { practiceNs } from './i18n'

/** mm:ss. */
export const formatSeconds = (seconds: number) =>
  `${String(Math.floor(Math.max(0, seconds) / 60)).padStart(2, '0')}:${String(Math.max(0, seconds) % 60).padStart(2, '0')}`

/** How a question type is answered, in the page's language (types 1–3). */
export const typeHelp = (t: TFunction<typeof practiceNs>, quizType: number): string =>
  (t('typeHelp', { returnObjects: true }) as Record<number, string>)[quizType] ?? ''

/** How a score reads: 90–100 excellent (a trophy), 60–89 good, below 60 an encouragement to keep going. */
export type ScoreBand = 'excellent' | 'good' | 'keepGoing'
export const scoreBand = (score: number): ScoreBand =>
  score >= 90 ? 'excellent' : score >= 60 ? 'good' : 'keepGoing'
