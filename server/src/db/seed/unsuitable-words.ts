import list from './data/unsuitable-words.json' with { type: 'json' }

/** Every Chinese word of the list, and a pattern per English word or phrase (see the list's header). */
const chineseWords = Object.values(list.zh).flat()
const escapeRegExp = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')
const englishWords = Object.values(list.en)
  .flat()
  .map((entry) => ({
    entry,
    pattern: new RegExp(
      `\\b${escapeRegExp(entry.replace(/\*$/, '')).replace(/ /g, '\\s+')}${entry.endsWith('*') ? '' : '\\b'}`,
      'i',
    ),
  }))

/** The first word of the list that the text contains, if any. */
export function unsuitableWordIn(text: string): string | undefined {
  return (
    chineseWords.find((word) => text.includes(word)) ??
    englishWords.find(({ pattern }) => pattern.test(text))?.entry
  )
}

export const isSuitable = (...texts: string[]) => texts.every((text) => !unsuitableWordIn(text))
