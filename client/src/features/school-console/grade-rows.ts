/** A class row of the application form; number is undefined until the teacher types it. */
interface FormClassRow {
  className: string
  keyStr: string
  number: number | undefined
}
export interface FormGradeEntry {
  grade: number
  gradeName: string
  classListDto: FormClassRow[]
}

/**
 * Rebuilds the per-class rows after the grades or the class count change: one
 * entry per chosen grade in grade order, each with `classCount` rows named 1班…N班. An entry kept from
 * before keeps its numbers for the classes that still exist; new grades and new classes start empty.
 */
export function rebuildGradeList(
  previous: readonly FormGradeEntry[],
  chosenGrades: readonly number[],
  classCount: number | undefined,
  gradeName: (grade: number) => string,
): FormGradeEntry[] {
  const count = classCount && classCount > 0 ? Math.floor(classCount) : 0
  return [...new Set(chosenGrades)]
    .sort((a, b) => a - b)
    .map((grade) => {
      const before = previous.find((entry) => entry.grade === grade)
      return {
        grade,
        gradeName: gradeName(grade),
        classListDto: Array.from({ length: count }, (_, i) => ({
          className: `${i + 1}班`,
          keyStr: `${grade}-${i + 1}`,
          number: before?.classListDto[i]?.number,
        })),
      }
    })
}

/** The total the page shows; the server computes its own. */
export const totalExamNum = (list: readonly FormGradeEntry[]) =>
  list.reduce((sum, entry) => sum + entry.classListDto.reduce((s, row) => s + (row.number ?? 0), 0), 0)
