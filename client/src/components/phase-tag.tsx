import type { Progress } from '@spell/shared/api/exams/progress'
import { useTranslation } from 'react-i18next'
import styles from './phase-tag.module.css'

type ExamPhase = Progress['phase']

/**
 * Where an exam stands, as a coloured tag (等待开始, 答题中, 本题已结束, 检查时间, 考试已结束), drawn as
 * antd's Tag with a preset colour: not antd's Tag, whose colour and close code the judge's page, opened
 * on a projector's laptop, need not download.
 */
export function PhaseTag({ phase }: { phase: ExamPhase }) {
  const { t } = useTranslation()
  return (
    <span className={`${styles.phaseTag} ${styles[phase]}`} data-phase={phase}>
      {t(`components.phaseTag.${phase}`)}
    </span>
  )
}
