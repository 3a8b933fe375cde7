import { Tabs } from 'antd'
import { useSearchParams } from 'react-router'
import { PlansPanel } from '../components/plans-panel'
import { StudentsPanel } from '../components/students-panel'
import { useCopy } from '../content'

/** Plan / student management tabs of the school's user centre. */
export default function StudyPlanPage() {
  const copy = useCopy()
  const [params, setParams] = useSearchParams()
  const tab = params.get('tab') === 'students' ? 'students' : 'plans'
  return (
    <Tabs
      activeKey={tab}
      onChange={(key) => setParams({ tab: key }, { replace: true })}
      items={[
        { key: 'plans', label: copy.tabs.plans, children: <PlansPanel /> },
        { key: 'students', label: copy.tabs.students, children: <StudentsPanel /> },
      ]}
    />
  )
}
