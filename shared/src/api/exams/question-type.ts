import type { Bilingual, Lang } from '../../i18n/lang'

/**
 * The question types a committee usually gives, in both languages. A question's type is free text;
 * the question dialog offers these, written "中文 / English" so both languages' pages can show it.
 */
export const questionTypes: readonly Bilingual[] = [
  { zh: '听写', en: 'Dictation' },
  { zh: '选择题', en: 'Multiple choice' },
  { zh: '书写', en: 'Writing' },
  { zh: '英文释义与例句', en: 'English meaning and sentence' },
  { zh: '拼音、释义与例句', en: 'Pinyin, meaning and sentence' },
  { zh: '拼音、释义与词性', en: 'Pinyin, meaning and part of speech' },
]

/** How a type is stored when picked from the list: both languages, Chinese first. */
export const bilingualType = (type: Bilingual) => `${type.zh} / ${type.en}`

/**
 * A question's type as a reader of `lang` sees it: the matching half of "中文 / English", the
 * translation of a known Chinese type, or the text as the committee typed it.
 */
export function questionTypeIn(text: string, lang: Lang): string {
  const halves = text.split(' / ')
  if (halves.length === 2 && halves[0] && halves[1]) return lang === 'en' ? halves[1] : halves[0]
  const known = questionTypes.find((type) => type.zh === text.trim())
  return known ? known[lang] : text
}
