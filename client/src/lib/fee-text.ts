import type { Lang } from '@spell/shared'

const unknownFee = { zh: '以缴费页面为准', en: 'as shown when you pay' } as const

/**
 * A fee of the season's products as a page says it: "580 元" / "580 yuan", fen only when there are
 * any; a fee not known (not loaded yet, or no such product on sale) reads as a neutral phrase.
 */
export function feeText(amount: number | null | undefined, lang: Lang) {
  if (amount === null || amount === undefined) return unknownFee[lang]
  const value = Number.isInteger(amount) ? String(amount) : amount.toFixed(2)
  return lang === 'zh' ? `${value} 元` : `${value} yuan`
}
