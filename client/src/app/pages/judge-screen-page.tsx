import { AntdConfig } from '../../components/antd-config'
import { JudgeGate } from '../../features/admin/components/judge-gate'
import { ProjectorPage } from '../../features/judge/pages/projector-page'

/** /judge/screen/:quizId: the staff gate around the hall's projector view, full screen, composed here. */
export default function JudgeScreenPage() {
  return (
    <AntdConfig>
      <JudgeGate>
        <ProjectorPage />
      </JudgeGate>
    </AntdConfig>
  )
}
