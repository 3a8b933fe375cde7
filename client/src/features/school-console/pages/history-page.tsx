import type { PaperApply } from '@spell/shared/api/school-console/paper-apply'
import { Table } from 'antd'
import { useTranslation } from 'react-i18next'
import { Link } from 'react-router'
import { paths } from '../../../config/paths'
import { useSeasonName } from '../../../hooks/use-season'
import { currentLang } from '../../../i18n'
import { useCurrentSeason, usePaperList } from '../api/queries'
import { PageHead } from '../components/page-head'
import { StatusTag } from '../components/status-tag'
import { gradesLabel } from '../format'
import { schoolConsoleNs } from '../i18n'
import styles from '../school-console.module.css'

/** /userInfo_individualHistory: the school's applications of past seasons, with their scores. */
export default function HistoryPage() {
  const { t } = useTranslation(schoolConsoleNs)
  const lang = currentLang()
  const seasonName = useSeasonName()
  const season = useCurrentSeason()
  const list = usePaperList()
  const past = list.data?.filter((p) => p.season !== season.data?.season)

  return (
    <div className={styles.page}>
      <PageHead title={t('history.title')} intro={t('history.intro')} />
      <section className={styles.card}>
        <Table<PaperApply>
          rowKey="id"
          dataSource={past}
          loading={list.isLoading || season.isLoading}
          scroll={{ x: 'max-content' }}
          pagination={{ pageSize: 10, hideOnSinglePage: true }}
          locale={{ emptyText: t('history.empty') }}
          columns={[
            { title: t('papers.season'), dataIndex: 'season', render: (s: number) => seasonName(s) },
            { title: t('papers.activity'), dataIndex: 'activityName' },
            { title: t('papers.grades'), dataIndex: 'gradeStr', render: (g: string) => gradesLabel(g, lang) },
            { title: t('papers.examNum'), dataIndex: 'examNum', align: 'right' },
            {
              title: t('papers.status'),
              dataIndex: 'applyStatus',
              render: (s: number) => <StatusTag status={s} />,
            },
            {
              title: t('papers.actions'),
              key: 'actions',
              render: (_, p) =>
                p.applyStatus === 7 ? (
                  <Link to={`${paths.userInfoIndividualScore}?season=${p.season}`}>
                    {t('history.viewScores')}
                  </Link>
                ) : (
                  <span className={styles.muted}>{t('history.notReleased')}</span>
                ),
            },
          ]}
        />
      </section>
    </div>
  )
}
