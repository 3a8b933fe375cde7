import type { Lang } from '@spell/shared'

/**
 * A country as the reader's language names it. The profile's nationality is what the person typed
 * (中国, China, 中华人民共和国…): a name the browser knows, in Chinese or English, or one of a few
 * usual other spellings, is shown in the page's language; anything else is shown as typed.
 */
const names: Record<Lang, Intl.DisplayNames> = {
  zh: new Intl.DisplayNames(['zh-CN'], { type: 'region', fallback: 'none' }),
  en: new Intl.DisplayNames(['en'], { type: 'region', fallback: 'none' }),
}

/** Spellings people use that are not the browser's own region names. */
const otherSpellings: Record<string, string> = {
  中华人民共和国: 'CN',
  中国大陆: 'CN',
  中国籍: 'CN',
  chinese: 'CN',
  prc: 'CN',
  "people's republic of china": 'CN',
  'p.r. china': 'CN',
  香港: 'HK',
  'hong kong': 'HK',
  澳门: 'MO',
  macau: 'MO',
  macao: 'MO',
  usa: 'US',
  uk: 'GB',
}

const key = (name: string) => name.trim().toLowerCase()

let codes: Map<string, string> | null = null
/** Every two-letter region the browser names, by its Chinese and English names (built once). */
function codeByName(): Map<string, string> {
  if (codes) return codes
  codes = new Map(Object.entries(otherSpellings))
  const A = 'A'.charCodeAt(0)
  for (let first = 0; first < 26; first++) {
    for (let second = 0; second < 26; second++) {
      const code = String.fromCharCode(A + first, A + second)
      for (const lang of ['zh', 'en'] as const) {
        const name = names[lang].of(code)
        if (name && !codes.has(key(name))) codes.set(key(name), code)
      }
    }
  }
  return codes
}

export function countryName(typed: string, lang: Lang): string {
  const code =
    codeByName().get(key(typed)) ??
    (/^[A-Za-z]{2}$/.test(typed.trim()) ? typed.trim().toUpperCase() : undefined)
  return (code && names[lang].of(code)) || typed
}
