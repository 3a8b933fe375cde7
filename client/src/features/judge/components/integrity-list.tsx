import { type IntegrityKind, type IntegrityRow, integrityKinds } from '@spell/shared/api/exams/integrity'
import { chinaClock } from '@spell/shared/time/china-time'
import { useState } from 'react'
import { useTranslation } from 'react-i18next'
import { PlainPagination } from '../../../components/plain-pagination'
import { SegmentedControl } from '../../../components/segmented-control'
import { useJudgeIntegrity } from '../api/get-judge-integrity'
import { judgeNs } from '../i18n'
import styles from './integrity-list.module.css'

type KindFilter = IntegrityKind | 'all'

const PAGE_SIZE = 20

/**
 * The students with integrity signals (page hidden, focus lost, full screen left, a second device, a
 * clock jump), most first, live: signals for a second look, never a verdict. A kind can be picked to
 * list only the students with that kind, most of it first. A plain table (20 rows a page): the
 * control page draws nothing of antd.
 */
export function IntegrityList({ quizId }: { quizId: number }) {
  const { t } = useTranslation(judgeNs)
  const { t: site } = useTranslation()
  const [kind, setKind] = useState<KindFilter>('all')
  const [page, setPage] = useState(1)
  const { data, isError } = useJudgeIntegrity(quizId)

  const countOf = (row: IntegrityRow) => (kind === 'all' ? row.total : row.counts[kind])
  const rows = (data?.rows ?? []).filter((row) => countOf(row) > 0).sort((a, b) => countOf(b) - countOf(a))
  const pageCount = Math.max(1, Math.ceil(rows.length / PAGE_SIZE))
  const shownPage = Math.min(page, pageCount)
  const shown = rows.slice((shownPage - 1) * PAGE_SIZE, shownPage * PAGE_SIZE)

  return (
    <section className={styles.panel} aria-labelledby="integrity-heading">
      <div className={styles.head}>
        <h2 id="integrity-heading" className={styles.title}>
          {t('integrity.title')}
        </h2>
        <span className={styles.summary} role="status">
          {t('integrity.students', { count: rows.length })}
        </span>
        <div className={styles.filter}>
          <SegmentedControl<KindFilter>
            label={t('integrity.filter')}
            value={kind}
            onChange={(value) => {
              setKind(value)
              setPage(1)
            }}
            options={[
              { value: 'all', label: t('integrity.allKinds') },
              ...integrityKinds.map((k) => ({ value: k, label: t(`integrity.kinds.${k}`) })),
            ]}
          />
        </div>
      </div>
      <p className={styles.note}>{t('integrity.note')}</p>
      {/* Wider than a phone: it scrolls sideways, by the keyboard too. */}
      <section
        className={styles.scroll}
        aria-label={site('site.scrollTableOf', { name: t('integrity.title') })}
        // biome-ignore lint/a11y/noNoninteractiveTabindex: a scrolling region the keyboard must reach
        tabIndex={0}
      >
        <table className={styles.table}>
          <thead>
            <tr>
              <th scope="col">{t('integrity.student')}</th>
              {integrityKinds.map((k) => (
                <th key={k} scope="col" className={styles.number}>
                  {t(`integrity.kinds.${k}`)}
                </th>
              ))}
              <th scope="col" className={styles.number}>
                {t('integrity.total')}
              </th>
              <th scope="col">{t('integrity.lastAt')}</th>
            </tr>
          </thead>
          <tbody>
            {shown.map((row) => (
              <tr key={row.userId}>
                <td>
                  <span className={styles.student}>
                    <span className={styles.name}>{row.userName || t('integrity.noName')}</span>
                    <span className={styles.id}>
                      {row.schoolName ? `${row.schoolName} · ` : ''}
                      {t('integrity.studentId', { id: row.userId })}
                    </span>
                  </span>
                </td>
                {integrityKinds.map((k) => (
                  <td key={k} className={styles.number}>
                    <span className={row.counts[k] > 0 ? styles.count : styles.zero}>{row.counts[k]}</span>
                  </td>
                ))}
                <td className={styles.number}>
                  <strong>{row.total}</strong>
                </td>
                <td>{chinaClock(row.lastAt, 'second')}</td>
              </tr>
            ))}
            {shown.length === 0 && (
              <tr>
                <td colSpan={integrityKinds.length + 3} className={styles.empty}>
                  {isError ? t('integrity.loadFailed') : t('integrity.empty')}
                </td>
              </tr>
            )}
          </tbody>
        </table>
      </section>
      {pageCount > 1 && (
        <PlainPagination
          page={shownPage}
          pageCount={pageCount}
          onChange={setPage}
          labels={{
            navigation: t('integrity.pages'),
            previous: t('integrity.previousPage'),
            next: t('integrity.nextPage'),
            page: (n) => t('integrity.page', { n }),
          }}
        />
      )}
    </section>
  )
}
