import type { ItemAnalysis } from '@spell/shared/api/exam-admin/item-analysis'
import { chinaDateTime } from '@spell/shared/time/china-time'
import ExcelJS from 'exceljs'
import { addIntegritySheets } from './integrity-sheet'
import { addItemAnalysisSheet } from './item-analysis-sheet'
import type { ExamResults } from './results.service'

/**
 * The results as an .xlsx: one row a student, ranked, with every answer in green (right) or red
 * (wrong); the item analysis on a second sheet, the integrity signals on the last two. Times are
 * written on China's wall clock, as the committee reads them on screen.
 */
export async function resultsSheet(
  { questions, rows }: ExamResults,
  analysis: ItemAnalysis,
  integrity: Parameters<typeof addIntegritySheets>[1] = [],
  integrityEvents: Parameters<typeof addIntegritySheets>[2] = [],
) {
  const book = new ExcelJS.Workbook()
  const sheet = book.addWorksheet('results 成绩')
  sheet.columns = [
    { header: '排名 Rank', key: 'rank', width: 10 },
    { header: '姓名 Name', key: 'userName', width: 18 },
    // The same id as the integrity sheets', to join them.
    { header: '学生编号 Student ID', key: 'userId', width: 14 },
    { header: '手机 Phone', key: 'phone', width: 16 },
    { header: '邮箱 E-mail', key: 'email', width: 24 },
    { header: '得分 Score', key: 'score', width: 10 },
    { header: '已答 Answered', key: 'answered', width: 12 },
    { header: '交卷时间（北京时间）Submitted (China time)', key: 'submittedAt', width: 24 },
    ...questions.map((q) => ({ header: `Q${q.quizNumber} (${q.answer})`, key: `q${q.id}`, width: 12 })),
  ]
  sheet.getRow(1).font = { bold: true }
  for (const row of rows) {
    const score = row.score
    const added = sheet.addRow({
      // Equal scores share a rank (1, 2, 2, 4).
      rank: score === null ? '' : 1 + rows.filter((other) => (other.score ?? -1) > score).length,
      userName: row.userName,
      userId: row.userId,
      phone: row.phone ?? '',
      email: row.email ?? '',
      score: row.score ?? '',
      answered: row.answered,
      submittedAt: row.submittedAt ? chinaDateTime(new Date(row.submittedAt)) : '',
      ...Object.fromEntries(questions.map((q, k) => [`q${q.id}`, row.byQuestion[k]?.answer ?? ''])),
    })
    // Wrong answers in red, right ones in green: the sheet reads at a glance.
    questions.forEach((q, k) => {
      const cell = added.getCell(`q${q.id}`)
      if (row.byQuestion[k]?.answer)
        cell.font = { color: { argb: row.byQuestion[k]?.right ? 'FF15803D' : 'FFB91C1C' } }
    })
  }
  sheet.views = [{ state: 'frozen', xSplit: 2, ySplit: 1 }]
  addItemAnalysisSheet(book, analysis)
  addIntegritySheets(book, integrity, integrityEvents)
  return Buffer.from(await book.xlsx.writeBuffer())
}
