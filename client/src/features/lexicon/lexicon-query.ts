/** The lexicon pages' query: p (position), t (product type), total, n (title), letter (directory tab). */
export function readLexiconQuery(params: URLSearchParams) {
  const p = Number(params.get('p'))
  const t = params.get('t')
  return {
    position: Number.isInteger(p) && p >= 1 ? p : 1,
    productType: t && /^\d+$/.test(t) ? Number(t) : undefined,
    title: params.get('n') ?? '',
    letter: params.get('letter')?.toUpperCase() ?? '',
  }
}

/** The directory's query from the font page's (title, product type and the letter to come back to). */
export function directoryQuery(params: URLSearchParams) {
  const next = new URLSearchParams()
  for (const key of ['n', 't', 'letter']) {
    const value = params.get(key)
    if (value) next.set(key, value)
  }
  return next.toString()
}
