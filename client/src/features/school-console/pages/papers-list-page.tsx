import { PlusOutlined } from '@ant-design/icons'
import type { PaperApply } from '@spell/shared/api/school-console/paper-apply'
import { chinaDate } from '@spell/shared/time/china-time'
import { Button, Space, Table, type TableColumnsType } from 'antd'
import { useState } from 'react'
import { useTranslation } from 'react-i18next'
import { Link } from 'react-router'
import { paths } from '../../../config/paths'
import { useMediaQuery } from '../../../hooks/use-media-query'
import { useSeasonName } from '../../../hooks/use-season'
import { currentLang } from '../../../i18n'
import { useCurrentSeason, usePaperList } from '../api/queries'
import { PageHead } from '../components/page-head'
import { RegistrationDialog } from '../components/registration-dialog'
import { StatusTag } from '../components/status-tag'
import { gradesLabel } from '../format'
import { schoolConsoleNs } from '../i18n'
import styles from '../school-console.module.css'

const detailOf = (id: number) => `${paths.userInfoIndividualPapersDetail}?paperDetailId=${id}`

/** /userInfo_IndividualPapers: the school's applications, each with the step its status allows. */
export default function PapersListPage() {
  const { t: copy } = useTranslation(schoolConsoleNs)
  const lang = currentLang()
  const seasonName = useSeasonName()
  const list = usePaperList()
  const season = useCurrentSeason()
  const current = list.data?.find((p) => p.season === season.data?.season)
  const canApply = list.data !== undefined && !current
  // Fixed columns overlap on a phone: the table scrolls sideways instead.
  const narrow = useMediaQuery('(max-width: 700px)')
  const [registering, setRegistering] = useState(false)

  const columns: TableColumnsType<PaperApply> = [
    {
      title: copy('papers.season'),
      dataIndex: 'season',
      width: 110,
      render: (s: number) => seasonName(s),
    },
    { title: copy('papers.activity'), dataIndex: 'activityName', width: 240 },
    {
      title: copy('papers.expectedTime'),
      dataIndex: 'expectedTime',
      width: 150,
      render: (t: string) => t.slice(0, 16),
    },
    {
      title: copy('papers.grades'),
      dataIndex: 'gradeStr',
      width: 200,
      render: (g: string) => gradesLabel(g, lang),
    },
    { title: copy('papers.classes'), dataIndex: 'classStr', width: 80, align: 'right' },
    { title: copy('papers.examNum'), dataIndex: 'examNum', width: 100, align: 'right' },
    {
      title: copy('papers.status'),
      dataIndex: 'applyStatus',
      width: 150,
      render: (s: number) => <StatusTag status={s} />,
    },
    {
      title: copy('papers.submittedAt'),
      dataIndex: 'createdAt',
      width: 120,
      render: (at: string) => chinaDate(at),
    },
    {
      title: copy('papers.actions'),
      key: 'actions',
      fixed: narrow ? undefined : 'end',
      width: 200,
      render: (_, p) => (
        <Space size={4} wrap>
          <Link to={detailOf(p.id)}>{copy('common.viewDetails')}</Link>
          {p.applyStatus === 2 && (
            <Link to={`${paths.userInfoIndividualPapersDetailNew}?paperId=${p.id}&turnType=detailData`}>
              {copy('papers.resubmit')}
            </Link>
          )}
          {p.applyStatus === 3 && !p.sentBackAt && (
            <Link to={detailOf(p.id)}>{copy('papers.confirmReturn')}</Link>
          )}
          {p.applyStatus === 7 && (
            <Link to={`${paths.userInfoIndividualScore}?season=${p.season}`}>
              {copy('papers.viewResults')}
            </Link>
          )}
        </Space>
      ),
    },
  ]

  return (
    <div className={styles.page}>
      <PageHead
        title={copy('papers.title')}
        extra={
          <Space wrap>
            <Button onClick={() => setRegistering(true)}>{copy('register.title')}</Button>
            {canApply ? (
              <Link to={paths.userInfoIndividualPapersDetailNew}>
                <Button type="primary" icon={<PlusOutlined aria-hidden />}>
                  {copy('papers.newApply')}
                </Button>
              </Link>
            ) : (
              current && <span className={styles.muted}>{copy('papers.alreadyApplied')}</span>
            )}
          </Space>
        }
      />
      <section className={styles.card}>
        <Table<PaperApply>
          rowKey="id"
          columns={columns}
          dataSource={list.data}
          loading={list.isLoading}
          scroll={{ x: 'max-content' }}
          pagination={{ pageSize: 10, hideOnSinglePage: true }}
          locale={{ emptyText: copy('papers.empty') }}
        />
      </section>
      <RegistrationDialog open={registering} onClose={() => setRegistering(false)} />
    </div>
  )
}
