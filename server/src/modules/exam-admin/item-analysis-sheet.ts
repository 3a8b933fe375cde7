import type { ItemAnalysis, ItemFlag } from '@spell/shared/api/exam-admin/item-analysis'
import type ExcelJS from 'exceljs'

const FLAG_TEXT: Record<ItemFlag, string> = {
  tooHard: '过难：答对率低于 0.2 Too hard: facility under 0.2',
  tooEasy: '过易：答对率高于 0.95 Too easy: facility over 0.95',
  negativeDiscrimination: '区分度为负：低分组答得更好 Negative discrimination: the lower group did better',
}

const rounded = (value: number | null, digits = 2) => (value === null ? '' : Number(value.toFixed(digits)))

/** The item analysis as a sheet: one row a question, flagged rows in amber with the reasons. */
export function addItemAnalysisSheet(book: ExcelJS.Workbook, { takers, groupSize, items }: ItemAnalysis) {
  const sheet = book.addWorksheet('item analysis 试题分析')
  const optionCount = Math.max(0, ...items.map((item) => item.options.length))
  const labels = Array.from({ length: optionCount }, (_, k) => String.fromCharCode(65 + k))
  sheet.columns = [
    { header: '题号 Question', key: 'quizNumber', width: 12 },
    { header: '答案 Answer', key: 'answer', width: 12 },
    { header: '答对率 Facility', key: 'facility', width: 14 },
    { header: '区分度 Discrimination', key: 'discrimination', width: 20 },
    ...labels.map((label) => ({ header: `${label} 人数 chosen`, key: `option${label}`, width: 12 })),
    { header: '未作答 No answer', key: 'noAnswer', width: 16 },
    { header: '作答用时中位数（秒）Median time (s)', key: 'medianSeconds', width: 22 },
    { header: '提示 Flags', key: 'flags', width: 60 },
  ]
  sheet.getRow(1).font = { bold: true }
  for (const item of items) {
    const row = sheet.addRow({
      quizNumber: item.quizNumber,
      answer: item.answer,
      facility: rounded(item.facility),
      discrimination: rounded(item.discrimination),
      ...Object.fromEntries(item.options.map((o) => [`option${o.label}`, o.count])),
      noAnswer: item.noAnswer,
      medianSeconds: rounded(item.medianSeconds, 1),
      flags: item.flags.map((flag) => FLAG_TEXT[flag]).join('；'),
    })
    // The right options in green.
    for (const option of item.options)
      if (option.right)
        row.getCell(`option${option.label}`).font = { bold: true, color: { argb: 'FF15803D' } }
    if (item.flags.length > 0)
      row.getCell('flags').fill = { type: 'pattern', pattern: 'solid', fgColor: { argb: 'FFFEF3C7' } }
  }
  sheet.addRow([])
  sheet.addRow([`参加考试 ${takers} 人，高分组与低分组各 ${groupSize} 人（27 %）`])
  sheet.addRow([`${takers} students took the exam; upper and lower groups of ${groupSize} each (27 %)`])
  sheet.views = [{ state: 'frozen', xSplit: 1, ySplit: 1 }]
}
