import { grades, type Lang, labelOf } from '@spell/shared'
import { listText } from '../../lib/list-text'

/**
 * A school's grades ("1,2,3,4,7") as readable ranges: "一年级–四年级、七年级". Unknown or repeated
 * numbers are dropped; the order does not matter.
 */
export function formatGrades(schoolLevel: string, lang: Lang): string {
  const known = new Set<number>(grades.map((g) => g.value))
  const numbers = [...new Set(schoolLevel.split(',').map((part) => Number(part.trim())))]
    .filter((n) => known.has(n))
    .sort((a, b) => a - b)
  const ranges: [number, number][] = []
  for (const n of numbers) {
    const last = ranges.at(-1)
    if (last && n === last[1] + 1) last[1] = n
    else ranges.push([n, n])
  }
  const label = (n: number) => labelOf(grades, n, lang)
  return listText(
    ranges.map(([from, to]) => (from === to ? label(from) : `${label(from)}–${label(to)}`)),
    lang,
  )
}
