import type { StudyPlan } from '@spell/shared/api/study-plans/plans'
import { chinaDate } from '@spell/shared/time/china-time'
import { Button, Space, Table } from 'antd'
import type { ParseKeys } from 'i18next'
import { useState } from 'react'
import { useTranslation } from 'react-i18next'
import { Link } from 'react-router'
import { paths } from '../../../config/paths'
import { useFeedback } from '../../../lib/feedback'
import { useDeletePlan, usePlans } from '../api/queries'
import { studyPlansNs } from '../i18n'
import { PlanFormDialog } from './plan-form-dialog'

export function PlansPanel() {
  const { t: copy } = useTranslation(studyPlansNs)
  const { modal } = useFeedback()
  const plans = usePlans()
  const remove = useDeletePlan()
  const [editing, setEditing] = useState<StudyPlan | null>(null)
  const [open, setOpen] = useState(false)

  const confirmRemove = (plan: StudyPlan) =>
    modal.confirm({
      title: copy('common.tips'),
      content: copy('plan.removeConfirm', { name: plan.planName }),
      okText: copy('common.ok'),
      cancelText: copy('common.cancel'),
      onOk: () => remove.mutateAsync(plan.id),
    })

  return (
    <>
      <Button
        type="primary"
        onClick={() => {
          setEditing(null)
          setOpen(true)
        }}
        style={{ marginBottom: 16 }}
      >
        {copy('plan.create')}
      </Button>
      <Table<StudyPlan>
        rowKey="id"
        loading={plans.isLoading}
        dataSource={plans.data ?? []}
        locale={{ emptyText: copy('plan.empty') }}
        pagination={{ pageSize: 10, hideOnSinglePage: true }}
        scroll={{ x: 'max-content' }}
        columns={[
          { title: copy('plan.name'), dataIndex: 'planName' },
          {
            title: copy('plan.type'),
            dataIndex: 'planType',
            render: (t: number) => copy(`plan.types.${t}` as ParseKeys<typeof studyPlansNs>),
          },
          { title: copy('plan.first'), dataIndex: 'firstAttr' },
          { title: copy('plan.second'), dataIndex: 'secondAttr' },
          {
            title: `${copy('plan.start')} – ${copy('plan.end')}`,
            render: (_, p) => `${p.startDate} ~ ${p.endDate}`,
          },
          { title: copy('plan.words'), dataIndex: 'wordCount' },
          { title: copy('plan.createdAt'), dataIndex: 'createdAt', render: (d: string) => chinaDate(d) },
          { title: copy('plan.creator'), dataIndex: 'creatorName' },
          {
            title: copy('plan.state'),
            dataIndex: 'state',
            render: (s: number) => copy(`plan.states.${s}` as ParseKeys<typeof studyPlansNs>),
          },
          {
            title: copy('plan.actions'),
            render: (_, plan) => (
              <Space>
                <Link to={`${paths.userInfoStudyPlanWords}?planId=${plan.id}`}>{copy('plan.open')}</Link>
                <Button
                  type="link"
                  size="small"
                  onClick={() => {
                    setEditing(plan)
                    setOpen(true)
                  }}
                >
                  {copy('common.edit')}
                </Button>
                <Button type="link" size="small" danger onClick={() => confirmRemove(plan)}>
                  {copy('common.remove')}
                </Button>
              </Space>
            ),
          },
        ]}
      />
      <PlanFormDialog plan={editing} open={open} onClose={() => setOpen(false)} />
    </>
  )
}
