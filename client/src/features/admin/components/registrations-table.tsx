import { labelOf, schoolTypes } from '@spell/shared'
import type { SchoolRegistration } from '@spell/shared/api/admin/school-registrations'
import { chinaClock, chinaDate } from '@spell/shared/time/china-time'
import { Button, Popconfirm, Space, Table, type TableColumnsType, Tag } from 'antd'
import { useState } from 'react'
import { useTranslation } from 'react-i18next'
import { currentLang } from '../../../i18n'
import { useFeedback } from '../../../lib/feedback'
import styles from '../admin.module.css'
import { type RegistrationStatus, useSchoolRegistrations } from '../api/list-school-registrations'
import { useReviewRegistration } from '../api/review-school-registration'
import { formatGrades } from '../format-grades'
import { adminNs } from '../i18n'
import { RejectDialog } from './reject-dialog'

/** One tab of registrations; pending ones carry the approve and reject actions. */
export function RegistrationsTable({ status }: { status: RegistrationStatus }) {
  const { t } = useTranslation(adminNs)
  const lang = currentLang()
  const { message } = useFeedback()
  const registrations = useSchoolRegistrations(status)
  const review = useReviewRegistration()
  const [rejecting, setRejecting] = useState<SchoolRegistration | null>(null)

  const approve = async (registration: SchoolRegistration) => {
    await review.mutateAsync({ userId: registration.userId, decision: 'approve' })
    message.success(t('registrations.approved', { school: registration.schoolName }))
  }

  // The widths add up to less than the section is wide at 1440 px: wider, the table scrolls and its
  // sticky last column covers the header next to it.
  const columns: TableColumnsType<SchoolRegistration> = [
    {
      title: t('registrations.columns.school'),
      key: 'school',
      fixed: 'start',
      width: 170,
      render: (_, r) => (
        <div className={styles.cell}>
          <span className={styles.cellMain}>{r.schoolName}</span>
          <span>
            <Tag color="gold" variant="outlined" className={styles.typeTag}>
              {labelOf(schoolTypes, r.schoolType, lang)}
            </Tag>
          </span>
        </div>
      ),
    },
    {
      title: t('registrations.columns.region'),
      key: 'region',
      width: 120,
      render: (_, r) => [r.province, r.city, r.area].filter(Boolean).join(' '),
    },
    {
      title: t('registrations.columns.grades'),
      dataIndex: 'schoolLevel',
      width: 110,
      render: (level: string) => formatGrades(level, lang),
    },
    {
      title: t('registrations.columns.teacher'),
      key: 'teacher',
      width: 170,
      render: (_, r) => (
        <div className={styles.cell}>
          <span className={styles.cellMain}>{r.teacherName}</span>
          {r.phone && <a href={`tel:${r.phone}`}>{r.phone}</a>}
          {r.email && (
            <a href={`mailto:${r.email}`} className={styles.cellSub}>
              {r.email}
            </a>
          )}
        </div>
      ),
    },
    {
      title: t('registrations.columns.submittedAt'),
      dataIndex: 'createdAt',
      width: 140,
      render: (at: string) => (
        <div className={styles.cell}>
          <span>{chinaDate(at)}</span>
          <span className={styles.cellSub}>{chinaClock(at)}</span>
        </div>
      ),
      defaultSortOrder: 'descend',
      sorter: (a, b) => Date.parse(a.createdAt) - Date.parse(b.createdAt),
    },
  ]
  if (status === 'pending') {
    columns.push({
      title: t('registrations.columns.actions'),
      key: 'actions',
      fixed: 'end',
      width: 160,
      render: (_, r) => (
        <Space size={8}>
          <Popconfirm
            title={t('registrations.approveTitle')}
            description={t('registrations.approveText', { school: r.schoolName })}
            okText={t('registrations.approveConfirm')}
            cancelText={t('cancel')}
            onConfirm={() => approve(r).catch(() => undefined)}
          >
            <Button
              type="primary"
              size="small"
              aria-label={t('registrations.approveLabel', { school: r.schoolName })}
            >
              {t('registrations.approve')}
            </Button>
          </Popconfirm>
          <Button
            danger
            size="small"
            aria-label={t('registrations.rejectLabel', { school: r.schoolName })}
            onClick={() => setRejecting(r)}
          >
            {t('registrations.reject')}
          </Button>
        </Space>
      ),
    })
  }
  if (status === 'rejected') {
    columns.push({
      title: t('registrations.columns.reason'),
      dataIndex: 'reviewReason',
      width: 180,
      fixed: 'end',
    })
  }

  return (
    <>
      <Table<SchoolRegistration>
        rowKey="userId"
        columns={columns}
        dataSource={registrations.data}
        loading={registrations.isLoading}
        scroll={{ x: 'max-content' }}
        pagination={{ pageSize: 10, hideOnSinglePage: true }}
        locale={{ emptyText: t(`registrations.empty.${status}`) }}
      />
      <RejectDialog registration={rejecting} onClose={() => setRejecting(null)} />
    </>
  )
}
