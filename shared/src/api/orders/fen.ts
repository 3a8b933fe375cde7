/** Money as people write it (yuan with up to two decimals) and as the site keeps it (whole fen). */

/** The most one transfer or order may be: 10 million yuan, far above any fee. */
export const MAX_FEN = 1_000_000_000

/**
 * Fen of a yuan amount as written by a person or a bank ("1000", "1,000.50", "¥1000.5", "1000.00元"),
 * without floating point; undefined when the text is not one amount, or holds more than two decimals.
 */
export function fenOfYuanText(text: string): number | undefined {
  const plain = text
    .normalize('NFKC')
    .trim()
    .replace(/^(?:¥|￥|RMB|CNY)\s*/i, '')
    .replace(/\s*(?:元|RMB|CNY)$/i, '')
  const match = /^(\d{1,3}(?:,\d{3})+|\d+)(?:\.(\d{1,2}))?$/.exec(plain)
  if (!match) return undefined
  const whole = Number((match[1] ?? '').replace(/,/g, ''))
  const fen = whole * 100 + Number((match[2] ?? '').padEnd(2, '0'))
  return Number.isSafeInteger(fen) ? fen : undefined
}

/** Fen as yuan with two decimals, e.g. 100000 → "1000.00". */
export const yuanTextOfFen = (fen: number) =>
  `${fen < 0 ? '-' : ''}${Math.trunc(Math.abs(fen) / 100)}.${String(Math.abs(fen) % 100).padStart(2, '0')}`
