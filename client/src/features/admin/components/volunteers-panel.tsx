import type { VolunteerInterestRow } from '@spell/shared/api/public-site/volunteer-interest'
import { chinaDateTime } from '@spell/shared/time/china-time'
import { Table, type TableColumnsType, Tag } from 'antd'
import { useTranslation } from 'react-i18next'
import panelStyles from '../../../components/admin-panel.module.css'
import styles from '../admin.module.css'
import { useVolunteerInterests } from '../api/list-volunteer-interests'
import { adminNs } from '../i18n'

/** 志愿者意向: what visitors sent from /volunteersView, newest first. */
export function VolunteersPanel() {
  const { t } = useTranslation(adminNs)
  const interests = useVolunteerInterests()

  const columns: TableColumnsType<VolunteerInterestRow> = [
    { title: t('volunteers.name'), dataIndex: 'name', width: 120, fixed: 'start' },
    {
      title: t('volunteers.contact'),
      key: 'contact',
      width: 200,
      render: (_, row) => (
        <div className={styles.cell}>
          <a href={`tel:${row.phone}`}>{row.phone}</a>
          {row.email && (
            <a href={`mailto:${row.email}`} className={styles.cellSub}>
              {row.email}
            </a>
          )}
        </div>
      ),
    },
    { title: t('volunteers.city'), dataIndex: 'city', width: 110 },
    {
      title: t('volunteers.roles'),
      dataIndex: 'roles',
      width: 220,
      render: (roles: VolunteerInterestRow['roles']) =>
        roles.map((role) => (
          <Tag key={role} color="red" variant="outlined">
            {t(`volunteers.roleLabels.${role}`)}
          </Tag>
        )),
    },
    { title: t('volunteers.message'), dataIndex: 'message', width: 260 },
    {
      title: t('volunteers.submittedAt'),
      dataIndex: 'createdAt',
      width: 140,
      render: (at: string) => chinaDateTime(at, 'minute'),
    },
  ]

  return (
    <section className={panelStyles.panel} aria-labelledby="volunteers-title">
      <header className={panelStyles.panelHead}>
        <div className={panelStyles.panelHeadText}>
          <h1 id="volunteers-title" className={panelStyles.panelTitle}>
            {t('volunteers.title')}
          </h1>
          <p className={panelStyles.panelIntro}>{t('volunteers.intro')}</p>
        </div>
      </header>
      <Table<VolunteerInterestRow>
        rowKey="id"
        columns={columns}
        dataSource={interests.data ?? []}
        loading={interests.isPending}
        locale={{ emptyText: t('volunteers.empty') }}
        scroll={{ x: 1050 }}
        pagination={{ pageSize: 20, hideOnSinglePage: true }}
      />
    </section>
  )
}
