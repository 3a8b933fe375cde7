import type { Lang } from '@spell/shared'
import { grades, labelOf } from '@spell/shared'
import { expressCompanies } from '@spell/shared/api/school-console/paper-apply'
import { listText } from '../../lib/list-text'

export const gradeLabel = (grade: number, lang: Lang) => labelOf(grades, grade, lang)

/** "1,3" → "一年级、三年级" / "Grade 1, Grade 3". */
export const gradesLabel = (gradeStr: string, lang: Lang) =>
  listText(
    gradeStr
      .split(',')
      .filter(Boolean)
      .map((g) => gradeLabel(Number(g), lang)),
    lang,
  )

export const expressLabel = (type: string | null, number: string | null, lang: Lang) => {
  if (!type && !number) return ''
  const company = expressCompanies.find((c) => c.value === type)?.label[lang] ?? type ?? ''
  return `${company} ${number ?? ''}`.trim()
}
