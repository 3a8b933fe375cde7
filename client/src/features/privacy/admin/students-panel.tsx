import { grades, idTypes, sexPersonal } from '@spell/shared'
import { Alert, Button, Descriptions, Input, Modal, Table, Tabs, Tag } from 'antd'
import dayjs from 'dayjs'
import { useState } from 'react'
import { useTranslation } from 'react-i18next'
import { useAccessLog, useOpenStudentRecord, useStudentRecords } from '../api/committee-records'
import { usePrivacyText } from '../content'

const PAGE_SIZE = 20
const time = (iso: string) => dayjs(iso).format('YYYY-MM-DD HH:mm:ss')

function StudentsTab() {
  const text = usePrivacyText().admin
  const { i18n } = useTranslation()
  const lang = i18n.language === 'en' ? 'en' : 'zh'
  const [keyword, setKeyword] = useState('')
  const [pageNum, setPageNum] = useState(1)
  const list = useStudentRecords({ keyword, pageNum, pageSize: PAGE_SIZE })
  const open = useOpenStudentRecord()
  const record = open.data
  const relations: Record<string, string> = usePrivacyText().admin.relations
  const relation = (value: string | null) => relations[value ?? ''] ?? value ?? ''

  return (
    <>
      <Input.Search
        aria-label={text.search}
        placeholder={text.search}
        enterButton={text.searchButton}
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
          showTotal: (n) => text.total(n),
          onChange: setPageNum,
        }}
        scroll={{ x: 900 }}
        columns={[
          {
            key: 'name',
            title: text.name,
            dataIndex: 'userName',
            onCell: () => ({ style: { whiteSpace: 'nowrap' } }),
          },
          { key: 'phone', title: text.phone, dataIndex: 'phone' },
          { key: 'email', title: text.email, dataIndex: 'email' },
          {
            key: 'id',
            title: text.idCard,
            dataIndex: 'idCardMasked',
            render: (v: string | null) => v ?? text.none,
          },
          { key: 'school', title: text.school, dataIndex: 'schoolName' },
          {
            key: 'grade',
            title: text.grade,
            dataIndex: 'grade',
            render: (g: number | null) => grades.find((x) => x.value === g)?.label[lang] ?? '',
          },
          {
            key: 'status',
            title: text.status,
            dataIndex: 'status',
            render: (s: string) => (
              <Tag color={s === 'active' ? 'green' : 'default'}>{text.statuses[s] ?? s}</Tag>
            ),
          },
          {
            key: 'open',
            title: '',
            render: (_: unknown, row: { userId: number }) => (
              <Button
                size="small"
                onClick={() => open.mutate(row.userId)}
                loading={open.isPending && open.variables === row.userId}
              >
                {text.open}
              </Button>
            ),
          },
        ]}
      />
      <Modal
        open={Boolean(record)}
        title={record ? text.recordTitle(record.userName) : ''}
        footer={<Button onClick={() => open.reset()}>{text.close}</Button>}
        onCancel={() => open.reset()}
        width={640}
      >
        {record && (
          <>
            <Alert type="info" showIcon title={text.recordLogged} style={{ marginBottom: 12 }} />
            <Descriptions
              bordered
              size="small"
              column={1}
              items={[
                { key: 'name', label: text.name, children: record.userName },
                {
                  key: 'sex',
                  label: text.sex,
                  children: sexPersonal.find((s) => s.value === record.sex)?.label[lang] ?? '',
                },
                {
                  key: 'id',
                  label: `${text.idCard}（${idTypes.find((t) => t.value === record.cardType)?.label[lang] ?? ''}）`,
                  children: record.idCard ?? text.none,
                },
                { key: 'birth', label: text.birth, children: record.dateBirth ?? text.none },
                { key: 'phone', label: text.phone, children: record.phone ?? '' },
                { key: 'email', label: text.email, children: record.email ?? '' },
                { key: 'school', label: text.school, children: record.schoolName ?? '' },
                {
                  key: 'photo',
                  label: text.photo,
                  children: record.photoUrl ? (
                    <img src={record.photoUrl} alt={text.photo} width={80} />
                  ) : (
                    text.none
                  ),
                },
                {
                  key: 'consents',
                  label: text.consents,
                  children: record.consents.length
                    ? record.consents.map((c) => (
                        <div key={`${c.kind}-${c.consentedAt}`}>
                          {c.kind === 'guardian'
                            ? text.consentGuardian(
                                c.guardianName ?? '',
                                relation(c.guardianRelation),
                                c.guardianPhone ?? '',
                              )
                            : text.consentSensitive}
                          {` · v${c.policyVersion} · ${time(c.consentedAt)}`}
                        </div>
                      ))
                    : text.none,
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
  const text = usePrivacyText().admin
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
        showTotal: (n) => text.total(n),
        onChange: setPageNum,
      }}
      columns={[
        { key: 'at', title: text.at, dataIndex: 'at', render: time },
        { key: 'actor', title: text.actor, dataIndex: 'actorName' },
        {
          key: 'subject',
          title: text.subject,
          render: (_: unknown, row: { subjectId: number | null; subjectName: string | null }) =>
            `${row.subjectName ?? ''} (#${row.subjectId ?? '—'})`,
        },
        { key: 'action', title: text.action, dataIndex: 'action', render: () => text.openRecord },
      ]}
    />
  )
}

/** The committee's students: masked list, the whole record on an explicit (logged) action, and the access log. */
export function StudentsPanel() {
  const text = usePrivacyText().admin
  return (
    <section style={{ padding: '20px 24px 28px' }}>
      <h1 style={{ margin: '0 0 8px', fontSize: 22 }}>{text.title}</h1>
      <p style={{ margin: '0 0 16px', color: '#5c5346' }}>{text.intro}</p>
      <Tabs
        items={[
          { key: 'students', label: text.tabs.students, children: <StudentsTab /> },
          { key: 'log', label: text.tabs.log, children: <AccessLogTab /> },
        ]}
      />
    </section>
  )
}
