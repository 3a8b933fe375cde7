import 'i18next'
import type { CoursesTexts } from '../features/courses/i18n/zh'
import type { Resources } from '../i18n/zh'

/**
 * Every namespace's keys, so that a text read with a key that does not exist fails the type check:
 * the site-wide texts (`translation`) and one namespace per feature (typed by its Chinese texts).
 */
declare module 'i18next' {
  interface CustomTypeOptions {
    defaultNS: 'translation'
    resources: {
      translation: Resources
      courses: CoursesTexts
    }
  }
}
