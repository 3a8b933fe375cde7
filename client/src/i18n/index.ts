import { fromStoredLocale, type Lang, LOCALE_STORAGE_KEY, toStoredLocale } from '@spell/shared'
import dayjs from 'dayjs'
import 'dayjs/locale/zh-cn'
import i18n from 'i18next'
import { initReactI18next } from 'react-i18next'
import { en } from './en'
import { type Resources, zh } from './zh'

export type RouteTitleKey = keyof Resources['route']

const dayjsLocale: Record<Lang, string> = { zh: 'zh-cn', en: 'en' }
const htmlLang: Record<Lang, string> = { zh: 'zh-CN', en: 'en' }

const readStoredLang = (): Lang => {
  try {
    return fromStoredLocale(localStorage.getItem(LOCALE_STORAGE_KEY))
  } catch {
    return 'zh'
  }
}

/** Everything that follows the site language outside React: storage, <html lang>, dayjs. */
const applyLang = (lang: Lang) => {
  try {
    localStorage.setItem(LOCALE_STORAGE_KEY, toStoredLocale(lang))
  } catch {
    // Storage can be unavailable (private mode); the choice then lasts for this page only.
  }
  document.documentElement.lang = htmlLang[lang]
  dayjs.locale(dayjsLocale[lang])
}

void i18n.use(initReactI18next).init({
  resources: { zh: { translation: zh }, en: { translation: en } },
  lng: readStoredLang(),
  fallbackLng: 'zh',
  supportedLngs: ['zh', 'en'],
  interpolation: { escapeValue: false },
  initAsync: false,
})
applyLang(currentLang())
i18n.on('languageChanged', (lng) => applyLang(lng === 'en' ? 'en' : 'zh'))

/** The language the site is shown in right now. */
export function currentLang(): Lang {
  return i18n.language === 'en' ? 'en' : 'zh'
}

export function setLang(lang: Lang) {
  return i18n.changeLanguage(lang)
}

export { i18n }
