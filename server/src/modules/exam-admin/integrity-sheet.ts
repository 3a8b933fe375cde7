import type { IntegrityKind, IntegrityRow } from '@spell/shared/api/exams/integrity'
import { integrityKinds } from '@spell/shared/api/exams/integrity'
import { chinaDateTime } from '@spell/shared/time/china-time'
import type ExcelJS from 'exceljs'

const KIND_TEXT: Record<IntegrityKind, string> = {
  hidden: '页面隐藏 Page hidden',
  blur: '失去焦点 Focus lost',
  fullscreenExit: '退出全屏 Left full screen',
  secondDevice: '第二设备 Second device',
  clockJump: '时钟跳变 Clock jump',
  copiedStrokes: '笔画与字库数据完全相同 Strokes copied from stroke data',
}

interface IntegrityEventRow {
  userId: number
  userName: string
  kind: string
  at: Date
  detail: string
}

/**
 * The integrity signals as two sheets: per student the count of each kind (most first), then every
 * signal in the order it happened. Signals for a second look, not findings.
 */
export function addIntegritySheets(
  book: ExcelJS.Workbook,
  rows: IntegrityRow[],
  events: IntegrityEventRow[],
) {
  const counts = book.addWorksheet('integrity 诚信信号')
  counts.columns = [
    { header: '姓名 Name', key: 'userName', width: 18 },
    { header: '学生编号 Student ID', key: 'userId', width: 16 },
    { header: '学校 School', key: 'schoolName', width: 24 },
    ...integrityKinds.map((kind) => ({ header: KIND_TEXT[kind], key: kind, width: 18 })),
    { header: '合计 Total', key: 'total', width: 10 },
    { header: '最近（北京时间）Latest (China time)', key: 'lastAt', width: 26 },
  ]
  counts.getRow(1).font = { bold: true }
  for (const row of rows)
    counts.addRow({
      userName: row.userName,
      userId: row.userId,
      schoolName: row.schoolName,
      ...row.counts,
      total: row.total,
      lastAt: chinaDateTime(row.lastAt),
    })
  counts.views = [{ state: 'frozen', xSplit: 1, ySplit: 1 }]

  const detail = book.addWorksheet('integrity events 诚信记录')
  detail.columns = [
    { header: '时间（北京时间）Time (China time)', key: 'at', width: 26 },
    { header: '姓名 Name', key: 'userName', width: 18 },
    { header: '学生编号 Student ID', key: 'userId', width: 16 },
    { header: '类型 Kind', key: 'kind', width: 24 },
    { header: '说明 Detail', key: 'detail', width: 30 },
  ]
  detail.getRow(1).font = { bold: true }
  for (const event of events)
    detail.addRow({
      at: chinaDateTime(event.at),
      userName: event.userName,
      userId: event.userId,
      kind: KIND_TEXT[event.kind as IntegrityKind] ?? event.kind,
      detail: event.detail,
    })
  detail.views = [{ state: 'frozen', ySplit: 1 }]
}
