import type { TFunction } from 'i18next'
import { useTranslation } from 'react-i18next'
import type { practiceNs } from './i18n'

export const useIsEnglish = () => useTranslation().i18n.language === 'en'

/** mm:ss. */
export const formatSeconds = (seconds: number) =>
  `${String(Math.floor(Math.max(0, seconds) / 60)).padStart(2, '0')}:${String(Math.max(0, seconds) % 60).padStart(2, '0')}`

/** How a question type is answered, in the page's language (types 1–3). */
export const typeHelp = (t: TFunction<typeof practiceNs>, quizType: number): string =>
  (t('typeHelp', { returnObjects: true }) as Record<number, string>)[quizType] ?? ''
