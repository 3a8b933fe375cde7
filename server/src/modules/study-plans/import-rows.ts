import { describeIssues, type FieldError, type Lang, translate } from '@spell/shared'
import type { z } from 'zod'
import { AppError } from '../../http/app-error'

/** How bad rows are named: a sheet's rows count its header as row 1; scanned words count from 1. */
const ROW_NAMING = {
  sheet: { key: 'import.row', first: 2 },
  scanned: { key: 'import.scanned', first: 1 },
} as const

/**
 * Checks every row of an import against one schema and a row-level duplicate key. Nothing is written
 * by the caller unless every row passes: the error lists each bad row ("Row n: reason") numbered as the
 * user sees it: the spreadsheet's row (its header is row 1), or the n-th word a scanning pen typed.
 */
export function checkImportRows<S extends z.ZodType>(
  rows: readonly unknown[],
  schema: S,
  lang: Lang,
  duplicate?: { key: (row: z.output<S>) => string; message: string; param: string; taken?: Set<string> },
  from: keyof typeof ROW_NAMING = 'sheet',
): z.output<S>[] {
  const naming = ROW_NAMING[from]
  const fields: FieldError[] = []
  const good: z.output<S>[] = []
  const seen = new Set<string>()
  rows.forEach((raw, i) => {
    const row = i + naming.first
    const parsed = schema.safeParse(raw)
    if (!parsed.success) {
      for (const f of describeIssues(parsed.error.issues, lang))
        fields.push({
          field: `rows.${i}.${f.field}`,
          message: translate(naming.key, lang, { row, message: f.message }),
        })
      return
    }
    if (duplicate) {
      const key = duplicate.key(parsed.data)
      if (seen.has(key) || duplicate.taken?.has(key)) {
        const message = translate(duplicate.message, lang, { [duplicate.param]: key })
        fields.push({ field: `rows.${i}`, message: translate(naming.key, lang, { row, message }) })
        return
      }
      seen.add(key)
    }
    good.push(parsed.data)
  })
  if (fields.length) {
    const reason = fields
      .slice(0, 5)
      .map((f) => f.message)
      .join('；')
    throw new AppError('invalidInput', 'import.failed', { params: { reason }, fields })
  }
  return good
}
