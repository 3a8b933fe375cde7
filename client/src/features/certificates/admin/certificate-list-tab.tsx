import { awards, labelOf, raceSchedules } from '@spell/shared'
import { certificateGroupLabel } from '@spell/shared/api/certificates/certificate-labels'
import type { AdminCertificate } from '@spell/shared/api/certificates/committee-certificates'
import { Button, Input, Modal, Select, Space, Table, Tag, Tooltip } from 'antd'
import { useState } from 'react'
import { useTranslation } from 'react-i18next'
import { useSiteLang } from '../../../i18n/use-site-lang'
import { useFeedback } from '../../../lib/feedback'
import { useCertificateList, useIssueOptions, useRevokeCertificate } from '../api/committee-certificates'
import { certificatesNs } from '../i18n'

/** Every certificate, searchable by code, name or phone; a valid one can be revoked with a reason. */
export function CertificateListTab() {
  const { t } = useTranslation(certificatesNs)
  const lang = useSiteLang()
  const { t: c } = useTranslation(certificatesNs, { keyPrefix: 'list' })
  const { message } = useFeedback()
  const options = useIssueOptions()
  const [keyword, setKeyword] = useState('')
  const [season, setSeason] = useState<number | undefined>()
  const [page, setPage] = useState({ pageNum: 1, pageSize: 20 })
  const list = useCertificateList({ keyword: keyword || undefined, season, ...page })
  const revoke = useRevokeCertificate()
  const [revoking, setRevoking] = useState<AdminCertificate | null>(null)
  const [reason, setReason] = useState('')

  return (
    <div>
      <Space wrap style={{ marginBottom: 16 }}>
        <Input.Search
          allowClear
          aria-label={c('search')}
          placeholder={c('search')}
          style={{ width: 280 }}
          onSearch={(value) => {
            setKeyword(value.trim())
            setPage((p) => ({ ...p, pageNum: 1 }))
          }}
        />
        <Select
          allowClear
          aria-label={c('season')}
          placeholder={c('allSeasons')}
          style={{ width: 160 }}
          value={season}
          onChange={(v) => setSeason(v)}
          options={(options.data?.seasons ?? []).map((s) => ({ value: s.id, label: s.name }))}
        />
      </Space>
      <Table<AdminCertificate>
        rowKey="id"
        size="small"
        loading={list.isFetching}
        dataSource={list.data?.rows ?? []}
        scroll={{ x: 'max-content' }}
        pagination={{
          current: page.pageNum,
          pageSize: page.pageSize,
          total: list.data?.total ?? 0,
          showTotal: (n) => c('total', { n }),
          onChange: (pageNum, pageSize) => setPage({ pageNum, pageSize }),
        }}
        columns={[
          { title: c('code'), dataIndex: 'code', render: (code: string) => <code>{code}</code> },
          {
            title: c('kind'),
            dataIndex: 'kind',
            render: (k: AdminCertificate['kind']) => c(`kinds.${k}`),
          },
          {
            title: c('holder'),
            dataIndex: 'holderName',
            render: (name: string, r) => (
              <>
                {name} {r.holderPhone && <span style={{ color: 'var(--ink-soft)' }}>{r.holderPhone}</span>}{' '}
                {r.linked && <Tag color="blue">{c('linked')}</Tag>}
              </>
            ),
          },
          { title: t('exam.award'), dataIndex: 'award', render: (a: number) => labelOf(awards, a, lang) },
          {
            title: t('exam.group'),
            dataIndex: 'group',
            render: (g: number, r) => certificateGroupLabel(r.kind, g)[lang],
          },
          { title: c('season'), dataIndex: 'seasonName' },
          {
            title: c('stage'),
            dataIndex: 'stage',
            render: (s: number | null) => (s === null ? '—' : labelOf(raceSchedules, s, lang)),
          },
          { title: c('issuedOn'), dataIndex: 'issuedOn' },
          {
            title: c('status'),
            dataIndex: 'revokedAt',
            render: (at: string | null, r) =>
              at ? (
                <Tooltip
                  title={c('revokedBy', { name: r.revokedByName ?? '', reason: r.revokeReason ?? '' })}
                >
                  <Tag color="red">{c('revoked', { date: at })}</Tag>
                </Tooltip>
              ) : (
                <Tag color="green">{c('valid')}</Tag>
              ),
          },
          {
            title: c('actions'),
            render: (_, r) =>
              r.revokedAt ? null : (
                <Button
                  size="small"
                  danger
                  onClick={() => {
                    setReason('')
                    setRevoking(r)
                  }}
                >
                  {c('revoke')}
                </Button>
              ),
          },
        ]}
      />
      <Modal
        open={revoking !== null}
        title={revoking ? c('revokeTitle', { code: revoking.code }) : ''}
        okText={c('revokeOk')}
        okButtonProps={{ danger: true, loading: revoke.isPending }}
        cancelText={c('cancel')}
        onCancel={() => setRevoking(null)}
        onOk={async () => {
          if (!revoking) return
          await revoke.mutateAsync({ id: revoking.id, reason })
          message.success(c('revokedDone'))
          setRevoking(null)
        }}
      >
        <label htmlFor="revoke-reason">{c('reason')}</label>
        <Input.TextArea
          id="revoke-reason"
          maxLength={200}
          showCount
          placeholder={c('reasonPlaceholder')}
          value={reason}
          onChange={(e) => setReason(e.target.value)}
        />
      </Modal>
    </div>
  )
}
