import { DownloadOutlined } from '@ant-design/icons'
import { labelOf, raceSchedules, sexPersonal } from '@spell/shared'
import {
  DEFAULT_RACE_SCHEDULE,
  DEFAULT_SCORE_SEASON,
  SCORE_PAGE_SIZES,
  type ScoreRow,
} from '@spell/shared/api/school-console/scores'
import { Button, Form, Input, Select, Table, type TableColumnsType } from 'antd'
import { useState } from 'react'
import { useTranslation } from 'react-i18next'
import { useSearchParams } from 'react-router'
import { useSeasonName, useSeasonOptions } from '../../../hooks/use-season'
import { currentLang } from '../../../i18n'
import { countryName } from '../../../lib/country-name'
import { useFeedback } from '../../../lib/feedback'
import { downloadXlsx, type SheetColumn } from '../../../lib/xlsx'
import { fetchScores, type ScoreQuery, useScores } from '../api/queries'
import { PageHead } from '../components/page-head'
import { gradeLabel } from '../format'
import { schoolConsoleNs } from '../i18n'
import styles from '../school-console.module.css'

const MAX_PAGE = SCORE_PAGE_SIZES[SCORE_PAGE_SIZES.length - 1] ?? 80

/** /userInfo_individualScore: released scores with season/schedule filters, search, paging and export. */
export default function ScorePage() {
  const { t } = useTranslation(schoolConsoleNs)
  const lang = currentLang()
  const seasonName = useSeasonName()
  const seasonOptions = useSeasonOptions()
  const { message } = useFeedback()
  const [params] = useSearchParams()
  const [filters, setFilters] = useState({
    season: Number(params.get('season')) || DEFAULT_SCORE_SEASON,
    raceSchedule: Number(params.get('raceSchedule')) || DEFAULT_RACE_SCHEDULE,
    userName: '',
    phone: '',
  })
  const [draft, setDraft] = useState(filters)
  const [page, setPage] = useState({ pageNum: 1, pageSize: 10 })
  const query: ScoreQuery = {
    season: filters.season,
    raceSchedule: filters.raceSchedule,
    userName: filters.userName || undefined,
    phone: filters.phone || undefined,
    ...page,
  }
  const scores = useScores(query)
  const [exporting, setExporting] = useState(false)
  const { t: s } = useTranslation(schoolConsoleNs, { keyPrefix: 'scores' })

  const columns: TableColumnsType<ScoreRow> = [
    { title: s('code'), dataIndex: 'scoreCode', width: 130 },
    { title: s('name'), dataIndex: 'scoreName', width: 140 },
    {
      title: s('sex'),
      dataIndex: 'scoreSex',
      width: 80,
      render: (v: number) => labelOf(sexPersonal, v, lang),
    },
    { title: s('grade'), dataIndex: 'scoreGrade', width: 100, render: (g: number) => gradeLabel(g, lang) },
    {
      title: s('nationality'),
      dataIndex: 'nationality',
      width: 110,
      render: (n: string | null) => n && countryName(n, lang),
    },
    { title: s('phone'), dataIndex: 'scorePhoneOne', width: 130 },
    { title: s('score'), dataIndex: 'scores', width: 90, align: 'right' },
  ]

  const sheetColumns: SheetColumn<ScoreRow>[] = [
    { header: s('season'), value: (r) => seasonName(r.season) },
    { header: s('schedule'), value: (r) => labelOf(raceSchedules, r.raceSchedule, lang), width: 24 },
    ...columns.map((c) => {
      const key = (c as { dataIndex: keyof ScoreRow }).dataIndex
      return {
        header: String(c.title),
        value: (r: ScoreRow) =>
          key === 'scoreSex'
            ? labelOf(sexPersonal, r.scoreSex, lang)
            : key === 'scoreGrade'
              ? gradeLabel(r.scoreGrade, lang)
              : key === 'nationality' && r.nationality
                ? countryName(r.nationality, lang)
                : r[key],
      }
    }),
  ]

  const exportAll = async () => {
    setExporting(true)
    try {
      const rows: ScoreRow[] = []
      for (let pageNum = 1; ; pageNum++) {
        const part = await fetchScores({ ...query, pageNum, pageSize: MAX_PAGE })
        rows.push(...part.rows)
        if (rows.length >= part.total || part.rows.length === 0) break
      }
      await downloadXlsx(
        `${s('fileName')}-${seasonName(filters.season)}`,
        s('title').slice(0, 31),
        sheetColumns,
        rows,
      )
    } catch {
      message.error(t('common.none'))
    } finally {
      setExporting(false)
    }
  }

  const search = () => {
    setFilters(draft)
    setPage((p) => ({ ...p, pageNum: 1 }))
  }

  return (
    <div className={styles.page}>
      <PageHead
        title={s('title')}
        extra={
          <Button
            icon={<DownloadOutlined aria-hidden />}
            onClick={() => void exportAll()}
            loading={exporting}
            disabled={!scores.data?.total}
          >
            {t('common.export')}
          </Button>
        }
      />
      <section className={styles.card}>
        <Form layout="vertical" className={styles.filters} onFinish={search}>
          <Form.Item label={s('season')} htmlFor="score-season">
            <Select
              id="score-season"
              value={draft.season}
              onChange={(season) => setDraft({ ...draft, season })}
              options={seasonOptions}
            />
          </Form.Item>
          <Form.Item label={s('schedule')} htmlFor="score-schedule">
            <Select
              id="score-schedule"
              value={draft.raceSchedule}
              onChange={(raceSchedule) => setDraft({ ...draft, raceSchedule })}
              options={raceSchedules.map((x) => ({ value: x.value, label: x.label[lang] }))}
              popupMatchSelectWidth={false}
            />
          </Form.Item>
          <Form.Item label={s('name')} htmlFor="score-name">
            <Input
              id="score-name"
              value={draft.userName}
              allowClear
              placeholder={s('namePlaceholder')}
              onChange={(e) => setDraft({ ...draft, userName: e.target.value })}
            />
          </Form.Item>
          <Form.Item label={s('phone')} htmlFor="score-phone">
            <Input
              id="score-phone"
              value={draft.phone}
              allowClear
              inputMode="numeric"
              placeholder={s('phonePlaceholder')}
              onChange={(e) => setDraft({ ...draft, phone: e.target.value })}
            />
          </Form.Item>
          <Form.Item label=" ">
            <Button type="primary" htmlType="submit">
              {t('common.search')}
            </Button>
          </Form.Item>
        </Form>
        <Table<ScoreRow>
          rowKey="id"
          columns={columns}
          dataSource={scores.data?.rows}
          loading={scores.isFetching}
          scroll={{ x: 'max-content' }}
          locale={{ emptyText: s('empty') }}
          pagination={{
            current: page.pageNum,
            pageSize: page.pageSize,
            total: scores.data?.total ?? 0,
            pageSizeOptions: SCORE_PAGE_SIZES.map(String),
            showSizeChanger: true,
            showTotal: (total) => s('total', { total }),
            onChange: (pageNum, pageSize) =>
              setPage((p) => ({ pageNum: pageSize === p.pageSize ? pageNum : 1, pageSize })),
          }}
        />
      </section>
    </div>
  )
}
