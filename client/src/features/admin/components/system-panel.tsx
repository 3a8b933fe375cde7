import type { InstanceRow, InstanceStatus, SystemPanel as Panel } from '@spell/shared/api/admin/system-panel'
import { chinaClock, chinaDateTime } from '@spell/shared/time/china-time'
import { Alert, Table, type TableColumnsType, Tag } from 'antd'
import type { ReactNode } from 'react'
import { useTranslation } from 'react-i18next'
import panelStyles from '../../../components/admin-panel.module.css'
import hidden from '../../../components/visually-hidden.module.css'
import { useMediaQuery } from '../../../hooks/use-media-query'
import { SYSTEM_PANEL_POLL_MS, useSystemPanel } from '../api/system-panel'
import { adminNs } from '../i18n'
import styles from './system-panel.module.css'

const statusColor: Record<InstanceStatus, string> = { alive: 'green', draining: 'gold', stale: 'red' }

/** 系统面板: the instances running the site by their heartbeats, what each carries, and the totals. */
export function SystemPanel() {
  const { t } = useTranslation(adminNs)
  const panel = useSystemPanel()
  const narrow = useMediaQuery('(max-width: 700px)')
  const data = panel.data
  const ms = (value: number | null) => (value === null ? t('system.none') : t('system.ms', { ms: value }))

  /** Each figure of an instance: its label and what it shows. */
  const figures = (row: InstanceRow): [string, ReactNode][] => [
    [
      t('system.status'),
      <span key="status" className={styles.status}>
        <Tag color={statusColor[row.status]}>{t(`system.statuses.${row.status}`)}</Tag>
        {row.status === 'stale' && t('system.lastSeen', { seconds: row.lastSeenSeconds })}
      </span>,
    ],
    [
      t('system.startedAt'),
      <span key="started" className={styles.started}>
        {chinaDateTime(row.startedAt, 'minute')}
      </span>,
    ],
    [t('system.sockets'), row.sockets],
    [
      t('system.students'),
      <span key="students">
        {row.students}
        {row.exams.map((exam) => (
          <span key={exam.examId} className={styles.exam}>
            {t('system.examStudents', { exam: exam.examId, count: exam.students })}
          </span>
        ))}
      </span>,
    ],
    [t('system.savesPerMinute'), row.savesPerMinute],
    [t('system.saveTimes'), `${ms(row.saveP50Ms)} / ${ms(row.saveP99Ms)}`],
    [
      t('system.errorsPerMinute'),
      <span key="errors" className={row.errorsPerMinute > 0 ? styles.errors : undefined}>
        {row.errorsPerMinute}
      </span>,
    ],
  ]
  const instanceName = (row: InstanceRow) => (
    <span className={styles.instance}>
      <span className={styles.host}>{row.host}</span>
      <span className={styles.id}>
        {row.id}
        {row.id === data?.answeredBy && ` · ${t('system.thisInstance')}`}
      </span>
    </span>
  )

  const columns: TableColumnsType<InstanceRow> = [
    { title: t('system.instance'), key: 'instance', render: (_, row) => instanceName(row) },
    ...[
      t('system.status'),
      t('system.startedAt'),
      t('system.sockets'),
      t('system.students'),
      t('system.savesPerMinute'),
      t('system.saveTimes'),
      t('system.errorsPerMinute'),
    ].map((title, index) => ({
      title,
      key: title,
      render: (_: unknown, row: InstanceRow) => figures(row)[index]?.[1],
    })),
  ]

  return (
    <section className={panelStyles.panel} aria-labelledby="system-title">
      <header className={panelStyles.panelHead}>
        <div className={panelStyles.panelHeadText}>
          <h1 id="system-title" className={panelStyles.panelTitle}>
            {t('system.title')}
          </h1>
          <p className={panelStyles.panelIntro}>
            {t('system.intro', { seconds: data?.heartbeatSeconds ?? SYSTEM_PANEL_POLL_MS / 1000 })}
          </p>
        </div>
        {panel.dataUpdatedAt > 0 && (
          <p className={styles.updated} aria-live="polite">
            {t('system.updatedAt', { time: chinaClock(panel.dataUpdatedAt, 'second') })}
          </p>
        )}
      </header>
      {panel.isError && (
        <Alert type="warning" showIcon title={t('system.loadFailed')} className={styles.alert} />
      )}
      {data && <Totals totals={data.totals} ms={ms} />}
      {narrow ? (
        <ul className={styles.cards} aria-label={t('system.instancesLabel')}>
          {(data?.instances ?? []).map((row) => (
            <li key={row.id} className={styles.card}>
              <h3 className={styles.cardTitle}>{instanceName(row)}</h3>
              <dl className={styles.figures}>
                {figures(row).map(([label, value]) => (
                  <div key={label} className={styles.figure}>
                    <dt>{label}</dt>
                    <dd>{value}</dd>
                  </div>
                ))}
              </dl>
            </li>
          ))}
        </ul>
      ) : (
        <Table<InstanceRow>
          rowKey="id"
          columns={columns}
          dataSource={data?.instances ?? []}
          loading={panel.isPending}
          locale={{ emptyText: t('system.empty') }}
          pagination={false}
        />
      )}
    </section>
  )
}

function Totals({ totals, ms }: { totals: Panel['totals']; ms: (value: number | null) => string }) {
  const { t } = useTranslation(adminNs)
  const items: [string, ReactNode][] = [
    [t('system.instancesCount'), totals.instances],
    [t('system.sockets'), totals.sockets],
    [t('system.students'), totals.students],
    [t('system.savesPerMinute'), totals.savesPerMinute],
    [t('system.saveP99'), ms(totals.saveP99Ms)],
    [t('system.errorsPerMinute'), totals.errorsPerMinute],
  ]
  return (
    <>
      <h2 className={hidden.hidden}>{t('system.totalsLabel')}</h2>
      <dl className={styles.totals}>
        {items.map(([label, value]) => (
          <div key={label} className={styles.total}>
            <dt>{label}</dt>
            <dd>{value}</dd>
          </div>
        ))}
      </dl>
      <h2 className={hidden.hidden}>{t('system.instancesLabel')}</h2>
    </>
  )
}
