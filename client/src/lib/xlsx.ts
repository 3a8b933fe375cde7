/**
 * .xlsx files with exceljs, loaded only when a file is read or written (it is large).
 */
export interface SheetColumn<T> {
  header: string
  width?: number
  value: (row: T) => string | number | null | undefined
}

async function loadExcel() {
  const module = await import('exceljs')
  return (module.default ?? module) as typeof import('exceljs')
}

/** Writes one sheet and hands it to the browser as a download. */
export async function downloadXlsx<T>(
  fileName: string,
  sheetName: string,
  columns: SheetColumn<T>[],
  rows: T[],
) {
  const ExcelJS = await loadExcel()
  const book = new ExcelJS.Workbook()
  const sheet = book.addWorksheet(sheetName)
  sheet.columns = columns.map((c, i) => ({ header: c.header, key: String(i), width: c.width ?? 16 }))
  for (const row of rows) sheet.addRow(columns.map((c) => c.value(row) ?? ''))
  sheet.getRow(1).font = { bold: true }
  const buffer = await book.xlsx.writeBuffer()
  const url = URL.createObjectURL(
    new Blob([buffer], { type: 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet' }),
  )
  const link = document.createElement('a')
  link.href = url
  link.download = fileName.endsWith('.xlsx') ? fileName : `${fileName}.xlsx`
  document.body.append(link)
  link.click()
  link.remove()
  setTimeout(() => URL.revokeObjectURL(url), 1000)
}

const cellText = (value: unknown): string => {
  if (value === null || value === undefined) return ''
  if (typeof value === 'object') {
    const v = value as { text?: unknown; result?: unknown; richText?: { text: string }[] }
    if (v.richText) return v.richText.map((r) => r.text).join('')
    if (v.text !== undefined) return String(v.text)
    if (v.result !== undefined) return String(v.result)
    if (value instanceof Date) return value.toISOString().slice(0, 10)
  }
  return String(value).trim()
}

/**
 * Reads the first sheet: the first row names the columns (matched by `headers`, each key listing the
 * header texts it accepts), every later non-empty row becomes an object of strings.
 */
export async function readSheet<K extends string>(file: Blob, headers: Record<K, string[]>) {
  const ExcelJS = await loadExcel()
  const book = new ExcelJS.Workbook()
  await book.xlsx.load(await file.arrayBuffer())
  const sheet = book.worksheets[0]
  if (!sheet) return { rows: [] as Record<K, string>[], missing: Object.keys(headers) as K[] }
  const columnOf = new Map<K, number>()
  sheet.getRow(1).eachCell((cell, col) => {
    const text = cellText(cell.value).toLowerCase()
    for (const [key, names] of Object.entries(headers) as [K, string[]][]) {
      if (names.some((n) => n.toLowerCase() === text)) columnOf.set(key, col)
    }
  })
  const keys = Object.keys(headers) as K[]
  const rows: Record<K, string>[] = []
  sheet.eachRow((row, index) => {
    if (index === 1) return
    const record = Object.fromEntries(
      keys.map((k) => [k, columnOf.has(k) ? cellText(row.getCell(columnOf.get(k) ?? 0).value) : '']),
    ) as Record<K, string>
    if (keys.some((k) => record[k] !== '')) rows.push(record)
  })
  return { rows, missing: keys.filter((k) => !columnOf.has(k)) }
}
