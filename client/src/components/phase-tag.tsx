import type { Progress } from '@spell/shared/api/exams/progress'
import { Tag } from 'antd'
import { useTranslation } from 'react-i18next'
import styles from './phase-tag.module.css'

type ExamPhase = Progress['phase']

const phaseColor: Record<ExamPhase, string> = {
  lobby: 'gold',
  open: 'green',
  closed: 'orange',
  review: 'blue',
  ended: 'default',
}

/** Where an exam stands, as a coloured tag (等待开始, 答题中, 本题已结束, 检查时间, 考试已结束). */
export function PhaseTag({ phase }: { phase: ExamPhase }) {
  const { t } = useTranslation()
  return (
    <Tag color={phaseColor[phase]} className={styles.phaseTag} data-phase={phase}>
      {t(`components.phaseTag.${phase}`)}
    </Tag>
  )
}
