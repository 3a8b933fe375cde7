import type { Lang } from '@spell/shared'

const lists: Record<Lang, Intl.ListFormat> = {
  zh: new Intl.ListFormat('zh-CN', { type: 'conjunction', style: 'narrow' }),
  en: new Intl.ListFormat('en', { type: 'conjunction', style: 'narrow' }),
}

/** Items read as one list in a language: "一年级、三年级" / "Grade 1, Grade 3". */
export const listText = (items: readonly string[], lang: Lang) => lists[lang].format(items)
