import { PlusOutlined } from '@ant-design/icons'
import { Button, Table, type TableColumnsType, Tabs, Tag } from 'antd'
import { useState } from 'react'
import { useTranslation } from 'react-i18next'
import styles from '../../../components/admin-panel.module.css'
import { type StaffRole, useStaff } from '../api/list-staff'
import { adminNs } from '../i18n'
import { CreateStaffDialog } from './create-staff-dialog'

const staffRoles: StaffRole[] = ['judge', 'courseTeacher']

type StaffMember = NonNullable<ReturnType<typeof useStaff>['data']>[number]

function StaffTable({ role }: { role: StaffRole }) {
  const { t } = useTranslation(adminNs)
  const staff = useStaff(role)
  const columns: TableColumnsType<StaffMember> = [
    { title: t('staff.columns.name'), dataIndex: 'userName', width: 180 },
    { title: t('staff.columns.phone'), dataIndex: 'phone', width: 160 },
  ]
  if (role === 'courseTeacher') {
    columns.push({
      title: t('staff.columns.schools'),
      dataIndex: 'schools',
      render: (schools: StaffMember['schools']) =>
        schools.map((school) => (
          <Tag key={school.schoolId} color="gold" variant="outlined">
            {school.schoolName}
          </Tag>
        )),
    })
  }
  return (
    <Table<StaffMember>
      rowKey="userId"
      columns={columns}
      dataSource={staff.data}
      loading={staff.isLoading}
      scroll={{ x: 'max-content' }}
      pagination={{ pageSize: 10, hideOnSinglePage: true }}
      locale={{ emptyText: t(`staff.empty.${role}`) }}
    />
  )
}

/** 裁判与俱乐部老师: the accounts the committee creates, and a dialog to create one. */
export function StaffPanel() {
  const { t } = useTranslation(adminNs)
  const [role, setRole] = useState<StaffRole>('judge')
  const [creating, setCreating] = useState(false)

  return (
    <section className={styles.panel} aria-labelledby="staff-title">
      <header className={styles.panelHead}>
        <div className={styles.panelHeadText}>
          <h1 id="staff-title" className={styles.panelTitle}>
            {t('staff.title')}
          </h1>
          <p className={styles.panelIntro}>{t('staff.intro')}</p>
        </div>
        <Button type="primary" icon={<PlusOutlined aria-hidden />} onClick={() => setCreating(true)}>
          {t('staff.create')}
        </Button>
      </header>
      <Tabs
        activeKey={role}
        onChange={(key) => setRole(key as StaffRole)}
        items={staffRoles.map((key) => ({
          key,
          label: t(`staff.tabs.${key}`),
          children: <StaffTable role={key} />,
        }))}
      />
      <CreateStaffDialog
        open={creating}
        initialRole={role}
        onClose={() => setCreating(false)}
        onCreated={(created) => {
          setRole(created)
          setCreating(false)
        }}
      />
    </section>
  )
}
