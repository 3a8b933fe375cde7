import ExcelJS from 'exceljs'
import { describe, expect, it } from 'vitest'
import { resultsSheet } from './results-sheet'

/** A cell of the sheet's first data row, found by how its column's header starts. */
function cellOf(sheet: ExcelJS.Worksheet | undefined, header: string) {
  const headers = (sheet?.getRow(1).values ?? []) as (string | undefined)[]
  const column = headers.findIndex((text) => text?.startsWith(header))
  expect(column).toBeGreaterThan(0)
  return sheet?.getRow(2).getCell(column).text
}

describe('the results spreadsheet', () => {
  it('writes every time on China’s wall clock, as the screen shows it', async () => {
    // 16:04:46 UTC on 30 June is 00:04:46 on 1 July in China.
    const at = new Date('2025-06-30T16:04:46Z')
    const file = await resultsSheet(
      {
        questions: [],
        rows: [
          {
            userId: 7,
            userName: '张三',
            phone: null,
            email: null,
            confirmed: true,
            submittedAt: at.toISOString(),
            answered: 0,
            correct: 0,
            score: 0,
            byQuestion: [],
          },
        ],
      },
      { takers: 1, groupSize: 0, items: [] },
      [
        {
          userId: 7,
          userName: '张三',
          schoolName: '实验小学',
          counts: { hidden: 1, blur: 0, fullscreenExit: 0, secondDevice: 0, clockJump: 0, copiedStrokes: 0 },
          total: 1,
          lastAt: at.getTime(),
        },
      ],
      [{ userId: 7, userName: '张三', kind: 'hidden', at, detail: '' }],
    )
    const book = new ExcelJS.Workbook()
    await book.xlsx.load(file as unknown as ArrayBuffer)

    expect(cellOf(book.getWorksheet('results 成绩'), '交卷时间')).toBe('2025-07-01 00:04:46')
    expect(cellOf(book.getWorksheet('integrity 诚信信号'), '最近')).toBe('2025-07-01 00:04:46')
    expect(cellOf(book.getWorksheet('integrity events 诚信记录'), '时间')).toBe('2025-07-01 00:04:46')
    // One student id in every sheet, so the sheets join.
    expect(cellOf(book.getWorksheet('results 成绩'), '学生编号')).toBe('7')
    expect(cellOf(book.getWorksheet('integrity 诚信信号'), '学生编号')).toBe('7')
    expect(cellOf(book.getWorksheet('integrity 诚信信号'), '学校')).toBe('实验小学')
    // The headers say which clock it is.
    expect(book.getWorksheet('results 成绩')?.getRow(1).values).toContain(
      '交卷时间（北京时间）Submitted (China time)',
    )
  })
})
