import { fromStoredLocale, type Lang, LOCALE_STORAGE_KEY, toStoredLocale } from '@spell/shared/i18n/lang'
import i18n, { type BackendModule } from 'i18next'
import { initReactI18next } from 'react-i18next'
import type { Resources } from './zh'

export type RouteTitleKey = keyof Resources['route']

const htmlLang: Record<Lang, string> = { zh: 'zh-CN', en: 'en' }

const readStoredLang = (): Lang => {
  try {
    return fromStoredLocale(localStorage.getItem(LOCALE_STORAGE_KEY))
  } catch {
    return 'zh'
  }
}

/** <html lang> follows the site language (the build's pre-render runs this in Node, without a document). */
const markPage = (lang: Lang) => {
  if (typeof document !== 'undefined') document.documentElement.lang = htmlLang[lang]
}

/**
 * A change of language is stored and marks the page (dayjs's locale follows it in lib/dayjs, which
 * the pages that show a date import). Starting up stores nothing: the stored
 * language is what it started from, and writing it back after loading the dictionary would overwrite
 * a choice made meanwhile in another tab.
 */
const applyLang = (lang: Lang) => {
  storeLang(lang)
  markPage(lang)
}

/** Keeps the reader's language for the next page load (an islands page switches by reloading). */
export function storeLang(lang: Lang) {
  try {
    localStorage.setItem(LOCALE_STORAGE_KEY, toStoredLocale(lang))
  } catch {
    // Storage can be unavailable (private mode); the choice then lasts for this page only.
  }
}

/**
 * Each language's texts are their own chunk: a visitor downloads only the language they read, and the
 * other one when they switch (i18next asks this backend before changing the language).
 */
const dictionaries: Record<Lang, () => Promise<Resources>> = {
  zh: () => import('./zh').then((m) => m.zh),
  en: () => import('./en').then((m) => m.en),
}
const lazyDictionaries: BackendModule = {
  type: 'backend',
  init() {},
  read(language, namespace, callback) {
    // A feature's namespace is registered with the feature's code (namespaces.ts): nothing to fetch.
    if (namespace !== 'translation') return callback(null, {})
    dictionaries[language === 'en' ? 'en' : 'zh']().then(
      (texts) => callback(null, texts),
      (error: Error) => callback(error, false),
    )
  },
}

const initialLang = readStoredLang()
const initialTexts = await dictionaries[initialLang]()
await i18n
  .use(lazyDictionaries)
  .use(initReactI18next)
  .init({
    resources: { [initialLang]: { translation: initialTexts } },
    partialBundledLanguages: true,
    lng: initialLang,
    // Both dictionaries have the same keys (en.ts is typed by zh.ts), so no fallback language is loaded.
    fallbackLng: false,
    supportedLngs: ['zh', 'en'],
    interpolation: { escapeValue: false },
    initAsync: false,
  })
markPage(currentLang())
i18n.on('languageChanged', () => applyLang(currentLang()))

/** The language the site is shown in right now. */
export function currentLang(): Lang {
  return i18n.language === 'en' ? 'en' : 'zh'
}

/** A site language as a language tag: for `lang` attributes and the Accept-Language of API calls. */
export const langTag = (lang: Lang = currentLang()) => htmlLang[lang]

export function setLang(lang: Lang) {
  return i18n.changeLanguage(lang)
}

export { i18n }
