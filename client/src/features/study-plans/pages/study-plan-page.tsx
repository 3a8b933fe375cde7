import { Tabs } from 'antd'
import { useTranslation } from 'react-i18next'
import { useSearchParams } from 'react-router'
import { PlansPanel } from '../components/plans-panel'
import { StudentsPanel } from '../components/students-panel'
import { studyPlansNs } from '../i18n'

/** Plan / student management tabs of the school's user centre. */
export default function StudyPlanPage() {
  const { t } = useTranslation(studyPlansNs)
  const [params, setParams] = useSearchParams()
  const tab = params.get('tab') === 'students' ? 'students' : 'plans'
  return (
    <Tabs
      activeKey={tab}
      onChange={(key) => setParams({ tab: key }, { replace: true })}
      items={[
        { key: 'plans', label: t('tabs.plans'), children: <PlansPanel /> },
        { key: 'students', label: t('tabs.students'), children: <StudentsPanel /> },
      ]}
    />
  )
}
