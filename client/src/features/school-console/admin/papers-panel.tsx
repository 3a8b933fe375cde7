import { DownloadOutlined } from '@ant-design/icons'
import { applicationStatuses, labelOf } from '@spell/shared'
import type { AdminPaperApply } from '@spell/shared/api/school-console/admin'
import { Button, Popconfirm, Select, Space, Table, type TableColumnsType, Tabs, Tag } from 'antd'
import { useState } from 'react'
import { useTranslation } from 'react-i18next'
import { useMediaQuery } from '../../../hooks/use-media-query'
import { useSeasonName, useSeasonOptions, useSeasonOverview } from '../../../hooks/use-season'
import { currentLang } from '../../../i18n'
import { useFeedback } from '../../../lib/feedback'
import { downloadXlsx } from '../../../lib/xlsx'
import {
  useAdminPaperApplies,
  useAdvancePaperApply,
  useDispatchPaperApply,
  useReviewPaperApply,
} from '../api/queries'
import { ShipmentDialog } from '../components/shipment-dialog'
import { StatusTag } from '../components/status-tag'
import { expressLabel, gradesLabel } from '../format'
import { schoolConsoleNs } from '../i18n'
import styles from '../school-console.module.css'
import { ImportScoresDialog } from './import-scores-dialog'
import { RejectPaperDialog } from './reject-paper-dialog'

/** /admin/papers: every school's paper application of a season, by status, with the committee's steps. */
export function PapersPanel() {
  const { t: copy } = useTranslation(schoolConsoleNs)
  const lang = currentLang()
  const seasonName = useSeasonName()
  const seasonOptions = useSeasonOptions()
  const { message } = useFeedback()
  const [picked, setSeason] = useState<number>()
  const overview = useSeasonOverview()
  const season = picked ?? overview.data?.season
  const [status, setStatus] = useState('all')
  // The current season's list, once it is known which season that is.
  const list = useAdminPaperApplies(season, picked !== undefined || !overview.isPending)
  const review = useReviewPaperApply()
  const dispatch = useDispatchPaperApply()
  const advance = useAdvancePaperApply()
  const [rejecting, setRejecting] = useState<AdminPaperApply | null>(null)
  const [dispatching, setDispatching] = useState<AdminPaperApply | null>(null)
  const [importing, setImporting] = useState<AdminPaperApply | null>(null)
  const { t: a } = useTranslation(schoolConsoleNs, { keyPrefix: 'admin' })
  // Fixed columns overlap on a phone: the table scrolls sideways instead.
  const narrow = useMediaQuery('(max-width: 700px)')

  const rows = list.data?.filter((p) => status === 'all' || p.applyStatus === Number(status))
  const countOf = (s: number) => list.data?.filter((p) => p.applyStatus === s).length ?? 0

  const step = (p: AdminPaperApply, to: 4 | 6 | 7, done: string) =>
    advance.mutateAsync({ id: p.id, to }).then(
      () => message.success(done),
      () => undefined,
    )

  const confirmButton = (title: string, label: string, onConfirm: () => Promise<unknown>, primary = true) => (
    <Popconfirm
      title={title}
      okText={copy('common.confirm')}
      cancelText={copy('common.cancel')}
      onConfirm={onConfirm}
    >
      <Button size="small" type={primary ? 'primary' : 'default'}>
        {label}
      </Button>
    </Popconfirm>
  )

  const actions = (p: AdminPaperApply) => {
    switch (p.applyStatus) {
      case 0:
        return (
          <Space size={6}>
            {confirmButton(a('approveTitle'), a('approve'), () =>
              review.mutateAsync({ id: p.id, decision: 'approve' }).then(
                () => message.success(a('approved')),
                () => undefined,
              ),
            )}
            <Button size="small" danger onClick={() => setRejecting(p)}>
              {a('reject')}
            </Button>
          </Space>
        )
      case 1:
        return (
          <Button size="small" type="primary" onClick={() => setDispatching(p)}>
            {a('dispatch')}
          </Button>
        )
      case 3:
        return (
          <Space size={6} direction="vertical">
            <span className={styles.muted}>
              {p.sentBackAt
                ? a('schoolSentBack', {
                    express: expressLabel(p.sendBackExpressType, p.sendBackExpressNumber, lang),
                  })
                : a('notSentBack')}
            </span>
            {confirmButton(a('markReturnedTitle'), a('markReturned'), () => step(p, 4, copy('common.done')))}
          </Space>
        )
      case 4:
        return (
          <Button size="small" type="primary" onClick={() => setImporting(p)}>
            {a('importScores')}
          </Button>
        )
      case 5:
        return (
          <Space size={6}>
            <Button size="small" onClick={() => setImporting(p)}>
              {a('importScores')}
            </Button>
            {confirmButton(a('readyTitle'), a('readyForRelease'), () => step(p, 6, copy('common.done')))}
          </Space>
        )
      case 6:
        return confirmButton(a('releaseTitle'), a('release'), () => step(p, 7, a('released')))
      default:
        return null
    }
  }

  const columns: TableColumnsType<AdminPaperApply> = [
    {
      title: a('school'),
      key: 'school',
      fixed: narrow ? undefined : 'start',
      width: 200,
      render: (_, p) => (
        <div>
          <div>
            <strong>{p.school}</strong>
          </div>
          <span className={styles.muted}>
            {p.teacherName} · {p.phone}
          </span>
        </div>
      ),
    },
    {
      title: a('region'),
      key: 'region',
      width: 140,
      render: (_, p) => [p.schoolProvince, p.schoolCity, p.schoolArea].join(' '),
    },
    {
      title: a('grades'),
      key: 'grades',
      width: 180,
      render: (_, p) => `${gradesLabel(p.gradeStr, lang)} × ${p.classStr}`,
    },
    { title: a('examNum'), dataIndex: 'examNum', width: 90, align: 'right' },
    {
      title: a('expectedTime'),
      dataIndex: 'expectedTime',
      width: 150,
      render: (t: string) => t.slice(0, 16),
    },
    {
      title: a('status'),
      key: 'status',
      width: 170,
      render: (_, p) => (
        <div>
          <StatusTag status={p.applyStatus} />
          {p.applyStatus === 2 && p.reviewReason && <div className={styles.muted}>{p.reviewReason}</div>}
          {p.expressNumber && (
            <div className={styles.muted}>{expressLabel(p.expressType, p.expressNumber, lang)}</div>
          )}
        </div>
      ),
    },
    { title: a('scores'), dataIndex: 'scoreCount', width: 90, align: 'right' },
    {
      title: a('actions'),
      key: 'actions',
      fixed: narrow ? undefined : 'end',
      width: 220,
      render: (_, p) => actions(p),
    },
  ]

  const exportAll = () =>
    downloadXlsx(
      `${a('fileName')}-${seasonName(season)}`,
      'applications',
      [
        { header: a('school'), width: 30, value: (p: AdminPaperApply) => p.school },
        {
          header: a('region'),
          width: 24,
          value: (p) => [p.schoolProvince, p.schoolCity, p.schoolArea].join(' '),
        },
        { header: copy('apply.teacher'), value: (p) => p.teacherName },
        { header: copy('apply.phone'), value: (p) => p.phone },
        { header: copy('papers.grades'), width: 30, value: (p) => gradesLabel(p.gradeStr, lang) },
        { header: copy('papers.classes'), value: (p) => p.classStr },
        { header: a('examNum'), value: (p) => p.examNum },
        { header: a('expectedTime'), width: 20, value: (p) => p.expectedTime },
        { header: a('status'), width: 20, value: (p) => labelOf(applicationStatuses, p.applyStatus, lang) },
        { header: copy('detail.reason'), width: 30, value: (p) => p.reviewReason },
        {
          header: copy('detail.dispatch'),
          width: 24,
          value: (p) => expressLabel(p.expressType, p.expressNumber, lang),
        },
        {
          header: copy('detail.sendBack'),
          width: 24,
          value: (p) => expressLabel(p.sendBackExpressType, p.sendBackExpressNumber, lang),
        },
        { header: a('scores'), value: (p) => p.scoreCount },
      ],
      list.data ?? [],
    )

  return (
    <section className={styles.panel} aria-labelledby="papers-title">
      <header className={styles.head}>
        <div>
          <h1 id="papers-title" className={styles.title}>
            {a('title')}
          </h1>
          <p className={styles.intro}>{a('intro')}</p>
        </div>
        <Space wrap>
          <Select
            aria-label={a('season')}
            value={season}
            onChange={setSeason}
            options={seasonOptions}
            style={{ minWidth: 130 }}
          />
          <Button
            icon={<DownloadOutlined aria-hidden />}
            onClick={() => void exportAll()}
            disabled={!list.data?.length}
          >
            {a('exportAll')}
          </Button>
        </Space>
      </header>
      <section className={styles.counts} aria-label={a('overview')}>
        {applicationStatuses.map((s) => (
          <Tag key={s.value}>
            {s.label[lang]} {countOf(s.value)}
          </Tag>
        ))}
      </section>
      <Tabs
        activeKey={status}
        onChange={setStatus}
        items={[
          { key: 'all', label: `${a('all')} ${list.data?.length ?? 0}` },
          ...applicationStatuses.map((s) => ({ key: String(s.value), label: s.label[lang] })),
        ]}
      />
      <Table<AdminPaperApply>
        rowKey="id"
        columns={columns}
        dataSource={rows}
        loading={list.isPending}
        scroll={{ x: 'max-content' }}
        pagination={{ pageSize: 20, hideOnSinglePage: true }}
        locale={{ emptyText: a('empty') }}
      />
      <RejectPaperDialog apply={rejecting} onClose={() => setRejecting(null)} />
      <ImportScoresDialog apply={importing} onClose={() => setImporting(null)} />
      <ShipmentDialog
        open={dispatching !== null}
        title={a('dispatchTitle', { school: dispatching?.school ?? '' })}
        okText={a('dispatch')}
        submitting={dispatch.isPending}
        onClose={() => setDispatching(null)}
        onSubmit={async (shipment) => {
          if (!dispatching) return false
          const ok = await dispatch.mutateAsync({ ...shipment, id: dispatching.id }).then(
            () => true,
            () => false,
          )
          if (ok) message.success(a('dispatched'))
          return ok
        }}
      />
    </section>
  )
}
