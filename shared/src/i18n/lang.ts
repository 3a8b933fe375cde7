/** The two languages of the site. Chinese is the default. */
export const languages = ['zh', 'en'] as const
export type Lang = (typeof languages)[number]
export const defaultLang: Lang = 'zh'

/** The specification stores the choice in localStorage under `locale` as ZH or EN. */
export const LOCALE_STORAGE_KEY = 'locale'
export const toStoredLocale = (lang: Lang) => (lang === 'en' ? 'EN' : 'ZH')
export const fromStoredLocale = (value: string | null | undefined): Lang =>
  value?.toUpperCase() === 'EN' ? 'en' : 'zh'

/** Reads an Accept-Language header (or a bare language tag) into one of our two languages. */
export const langFromHeader = (header: string | undefined): Lang =>
  header?.trim().toLowerCase().startsWith('en') ? 'en' : 'zh'

export type Bilingual = Record<Lang, string>
