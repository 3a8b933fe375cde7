import { type IntegrityKind, type IntegrityRow, integrityKinds } from '@spell/shared/api/exams/integrity'
import { chinaClock } from '@spell/shared/time/china-time'
import { Radio, Table, type TableColumnsType } from 'antd'
import { useState } from 'react'
import { useTranslation } from 'react-i18next'
import { useJudgeIntegrity } from '../api/get-judge-integrity'
import { judgeNs } from '../i18n'
import styles from './integrity-list.module.css'

type KindFilter = IntegrityKind | 'all'

/**
 * The students with integrity signals (page hidden, focus lost, full screen left, a second device, a
 * clock jump), most first, live: signals for a second look, never a verdict. A kind can be picked to
 * list only the students with that kind, most of it first.
 */
export function IntegrityList({ quizId }: { quizId: number }) {
  const { t } = useTranslation(judgeNs)
  const [kind, setKind] = useState<KindFilter>('all')
  const { data, isError } = useJudgeIntegrity(quizId)

  const countOf = (row: IntegrityRow) => (kind === 'all' ? row.total : row.counts[kind])
  const rows = (data?.rows ?? []).filter((row) => countOf(row) > 0).sort((a, b) => countOf(b) - countOf(a))

  const columns: TableColumnsType<IntegrityRow> = [
    {
      key: 'student',
      title: t('integrity.student'),
      render: (_, row) => (
        <span className={styles.student}>
          <span className={styles.name}>{row.userName || t('integrity.noName')}</span>
          <span className={styles.id}>
            {row.schoolName ? `${row.schoolName} · ` : ''}
            {t('integrity.studentId', { id: row.userId })}
          </span>
        </span>
      ),
    },
    ...integrityKinds.map((k) => ({
      key: k,
      title: t(`integrity.kinds.${k}`),
      align: 'right' as const,
      render: (_: unknown, row: IntegrityRow) => (
        <span className={row.counts[k] > 0 ? styles.count : styles.zero}>{row.counts[k]}</span>
      ),
    })),
    {
      key: 'total',
      title: t('integrity.total'),
      align: 'right',
      render: (_, row) => <strong>{row.total}</strong>,
    },
    {
      key: 'lastAt',
      title: t('integrity.lastAt'),
      render: (_, row) => chinaClock(row.lastAt, 'second'),
    },
  ]

  return (
    <section className={styles.panel} aria-labelledby="integrity-heading">
      <div className={styles.head}>
        <h2 id="integrity-heading" className={styles.title}>
          {t('integrity.title')}
        </h2>
        <span className={styles.summary} role="status">
          {t('integrity.students', { count: rows.length })}
        </span>
        <Radio.Group
          className={styles.filter}
          aria-label={t('integrity.filter')}
          optionType="button"
          size="small"
          value={kind}
          onChange={(event) => setKind(event.target.value as KindFilter)}
          options={[
            { value: 'all', label: t('integrity.allKinds') },
            ...integrityKinds.map((k) => ({ value: k, label: t(`integrity.kinds.${k}`) })),
          ]}
        />
      </div>
      <p className={styles.note}>{t('integrity.note')}</p>
      <Table<IntegrityRow>
        size="small"
        rowKey="userId"
        columns={columns}
        dataSource={rows}
        pagination={rows.length > 20 ? { pageSize: 20, showSizeChanger: false } : false}
        scroll={{ x: 'max-content' }}
        locale={{ emptyText: isError ? t('integrity.loadFailed') : t('integrity.empty') }}
      />
    </section>
  )
}
