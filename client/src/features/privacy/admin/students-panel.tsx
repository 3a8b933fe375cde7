import { grades, idTypes, sexPersonal } from '@spell/shared'
import { chinaDateTime } from '@spell/shared/time/china-time'
import { Alert, Button, Descriptions, Input, Modal, Table, Tabs, Tag } from 'antd'
import { useState } from 'react'
import { useTranslation } from 'react-i18next'
import { useSiteLang } from '../../../i18n/use-site-lang'
import { useAccessLog, useOpenStudentRecord, useStudentRecords } from '../api/committee-records'
import { privacyNs } from '../i18n'

const PAGE_SIZE = 20
const time = (iso: string) => chinaDateTime(iso)

function StudentsTab() {
  const { t } = useTranslation(privacyNs)
  const lang = useSiteLang()
  const [keyword, setKeyword] = useState('')
  const [pageNum, setPageNum] = useState(1)
  const list = useStudentRecords({ keyword, pageNum, pageSize: PAGE_SIZE })
  const open = useOpenStudentRecord()
  const record = open.data
  const relations: Record<string, string> = t('admin.relations', { returnObjects: true })
  const relation = (value: string | null) => relations[value ?? ''] ?? value ?? ''

  return (
    <>
      <Input.Search
        aria-label={t('admin.search')}
        placeholder={t('admin.search')}
        enterButton={t('admin.searchButton')}
        allowClear
        style={{ maxWidth: 460, marginBottom: 16 }}
        onSearch={(value) => {
          setKeyword(value.trim())
          setPageNum(1)
        }}
      />
      <Table
        rowKey="userId"
        loading={list.isFetching}
        dataSource={list.data?.rows ?? []}
        pagination={{
          current: pageNum,
          pageSize: PAGE_SIZE,
          total: list.data?.total ?? 0,
          showTotal: (n) => t('admin.total', { count: n }),
          onChange: setPageNum,
        }}
        scroll={{ x: 900 }}
        columns={[
          {
            key: 'name',
            title: t('admin.name'),
            dataIndex: 'userName',
            onCell: () => ({ style: { whiteSpace: 'nowrap' } }),
          },
          { key: 'phone', title: t('admin.phone'), dataIndex: 'phone' },
          { key: 'email', title: t('admin.email'), dataIndex: 'email' },
          {
            key: 'id',
            title: t('admin.idCard'),
            dataIndex: 'idCardMasked',
            render: (v: string | null) => v ?? t('admin.none'),
          },
          { key: 'school', title: t('admin.school'), dataIndex: 'schoolName' },
          {
            key: 'grade',
            title: t('admin.grade'),
            dataIndex: 'grade',
            render: (g: number | null) => grades.find((x) => x.value === g)?.label[lang] ?? '',
          },
          {
            key: 'status',
            title: t('admin.status'),
            dataIndex: 'status',
            render: (s: string) => (
              <Tag color={s === 'active' ? 'green' : 'default'}>
                {(t('admin.statuses', { returnObjects: true }) as Record<string, string>)[s] ?? s}
              </Tag>
            ),
          },
          {
            key: 'open',
            title: t('admin.actions'),
            render: (_: unknown, row: { userId: number }) => (
              <Button
                size="small"
                onClick={() => open.mutate(row.userId)}
                loading={open.isPending && open.variables === row.userId}
              >
                {t('admin.open')}
              </Button>
            ),
          },
        ]}
      />
      <Modal
        open={Boolean(record)}
        title={record ? t('admin.recordTitle', { name: record.userName }) : ''}
        footer={<Button onClick={() => open.reset()}>{t('admin.close')}</Button>}
        onCancel={() => open.reset()}
        width={640}
      >
        {record && (
          <>
            <Alert type="info" showIcon title={t('admin.recordLogged')} style={{ marginBottom: 12 }} />
            <Descriptions
              bordered
              size="small"
              column={1}
              items={[
                { key: 'name', label: t('admin.name'), children: record.userName },
                {
                  key: 'sex',
                  label: t('admin.sex'),
                  children: sexPersonal.find((s) => s.value === record.sex)?.label[lang] ?? '',
                },
                {
                  key: 'id',
                  label: `${t('admin.idCard')}（${idTypes.find((type) => type.value === record.cardType)?.label[lang] ?? ''}）`,
                  children: record.idCard ?? t('admin.none'),
                },
                { key: 'birth', label: t('admin.birth'), children: record.dateBirth ?? t('admin.none') },
                { key: 'phone', label: t('admin.phone'), children: record.phone ?? '' },
                { key: 'email', label: t('admin.email'), children: record.email ?? '' },
                { key: 'school', label: t('admin.school'), children: record.schoolName ?? '' },
                {
                  key: 'photo',
                  label: t('admin.photo'),
                  children: record.photoUrl ? (
                    <img src={record.photoUrl} alt={t('admin.photo')} width={80} />
                  ) : (
                    t('admin.none')
                  ),
                },
                {
                  key: 'consents',
                  label: t('admin.consents'),
                  children: record.consents.length
                    ? record.consents.map((c) => (
                        <div key={`${c.kind}-${c.consentedAt}`}>
                          {c.kind === 'guardian'
                            ? t('admin.consentGuardian', {
                                name: c.guardianName ?? '',
                                relation: relation(c.guardianRelation),
                                phone: c.guardianPhone ?? '',
                              })
                            : t('admin.consentSensitive')}
                          {` · v${c.policyVersion} · ${time(c.consentedAt)}`}
                        </div>
                      ))
                    : t('admin.none'),
                },
              ]}
            />
          </>
        )}
      </Modal>
    </>
  )
}

function AccessLogTab() {
  const { t } = useTranslation(privacyNs)
  const [pageNum, setPageNum] = useState(1)
  const log = useAccessLog({ pageNum, pageSize: PAGE_SIZE })
  return (
    <Table
      rowKey="id"
      loading={log.isFetching}
      dataSource={log.data?.rows ?? []}
      pagination={{
        current: pageNum,
        pageSize: PAGE_SIZE,
        total: log.data?.total ?? 0,
        showTotal: (n) => t('admin.total', { count: n }),
        onChange: setPageNum,
      }}
      columns={[
        { key: 'at', title: t('admin.at'), dataIndex: 'at', render: time },
        { key: 'actor', title: t('admin.actor'), dataIndex: 'actorName' },
        {
          key: 'subject',
          title: t('admin.subject'),
          render: (_: unknown, row: { subjectId: number | null; subjectName: string | null }) =>
            `${row.subjectName ?? ''} (#${row.subjectId ?? '—'})`,
        },
        { key: 'action', title: t('admin.action'), dataIndex: 'action', render: () => t('admin.openRecord') },
      ]}
    />
  )
}

/** The committee's students: masked list, the whole record on an explicit (logged) action, and the access log. */
export function StudentsPanel() {
  const { t } = useTranslation(privacyNs)
  return (
    <section style={{ padding: '20px 24px 28px' }}>
      <h1 style={{ margin: '0 0 8px', fontSize: 22 }}>{t('admin.title')}</h1>
      <p style={{ margin: '0 0 16px', color: '#5c5346' }}>{t('admin.intro')}</p>
      <Tabs
        items={[
          { key: 'students', label: t('admin.tabs.students'), children: <StudentsTab /> },
          { key: 'log', label: t('admin.tabs.log'), children: <AccessLogTab /> },
        ]}
      />
    </section>
  )
}
