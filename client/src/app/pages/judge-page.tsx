import { JudgeGate, StaffAccount } from '../../features/admin/components/judge-gate'
import { JudgeConsole } from '../../features/judge/pages/judge-console-page'

/** /judge/*: the staff gate around the judge's console, composed here. */
export default function JudgePage() {
  return (
    <JudgeGate>
      <JudgeConsole account={<StaffAccount />} />
    </JudgeGate>
  )
}
