import { applicationStatuses, labelOf } from '@spell/shared'
import { Tag } from 'antd'
import { currentLang } from '../../../i18n'

const colors: Record<number, string> = {
  0: 'processing',
  1: 'cyan',
  2: 'error',
  3: 'blue',
  4: 'purple',
  5: 'gold',
  6: 'orange',
  7: 'success',
}

/** An application status 0-7 by its bilingual label. */
export function StatusTag({ status }: { status: number }) {
  return (
    <Tag color={colors[status] ?? 'default'} data-status={status}>
      {labelOf(applicationStatuses, status, currentLang())}
    </Tag>
  )
}
