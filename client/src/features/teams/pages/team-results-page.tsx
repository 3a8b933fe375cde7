import { TEAM_GAMES, TEAM_PAYED, type TeamResultRow } from '@spell/shared/api/teams/teams'
import { Alert, Empty, Spin, Table, Tag } from 'antd'
import type { ColumnsType } from 'antd/es/table'
import type { ParseKeys, TFunction } from 'i18next'
import { useTranslation } from 'react-i18next'
import { useLocation } from 'react-router'
import { paths } from '../../../config/paths'
import { useClubLevelName } from '../../../hooks/use-club-level-name'
import { useSeasonName } from '../../../hooks/use-season'
import { useTeamResults } from '../api/queries'
import { teamsNs } from '../i18n'

type View = 'progress' | 'scores' | 'history'

const viewOf = (pathname: string): View =>
  pathname === paths.userInfoTeamProcessMembers
    ? 'progress'
    : pathname === paths.userInfoTeamHistoryScoreSearch
      ? 'history'
      : 'scores'

/** Where a team stands in its registration: review, payment, committee confirmation. */
const stageOf = (t: TeamResultRow) =>
  t.status === 'failed'
    ? 'failed'
    : t.status !== 'approved'
      ? 'review'
      : t.payed !== TEAM_PAYED.paid
        ? 'unpaid'
        : t.confirmed
          ? 'confirmed'
          : 'unconfirmed'

function scoreColumns(copy: TFunction<typeof teamsNs>): ColumnsType<TeamResultRow> {
  return [
    ...TEAM_GAMES.map((game) => ({
      title: copy(`games.${game}` as ParseKeys<typeof teamsNs>),
      key: game,
      render: (_: unknown, t: TeamResultRow) => t.games?.[game] ?? '—',
    })),
    {
      title: copy('results.total'),
      dataIndex: 'total',
      render: (v: number | null) => (v === null ? '—' : <b>{v}</b>),
    },
    { title: copy('results.rank'), dataIndex: 'rank', render: (v: number | null) => v ?? '—' },
  ]
}

/**
 * The school's team progress (/userInfo_teamProcessMembers), team scores (/userInfo_teamScoreSearch)
 * and team history scores (/userInfo_teamHistoryScoreSearch): the school's own teams with what the
 * committee recorded, and a clear "no results yet" until it has.
 */
export default function TeamResultsPage() {
  const { t: copy } = useTranslation(teamsNs)
  const levelName = useClubLevelName()
  const seasonName = useSeasonName()
  const view = viewOf(useLocation().pathname)
  const results = useTeamResults(view === 'history' ? 'history' : 'season')
  if (results.isLoading) return <Spin />
  const rows = results.data ?? []
  if (!rows.length) return <Empty description={copy('results.noTeams')} />
  const recorded = rows.filter((t) => t.games || t.progress)
  const name: ColumnsType<TeamResultRow>[number] = {
    title: copy('list.teamName'),
    dataIndex: 'teamName',
    fixed: 'left',
  }
  const level: ColumnsType<TeamResultRow>[number] = {
    title: copy('list.level'),
    dataIndex: 'teamLevel',
    render: (l: number) => levelName(l),
  }
  const season: ColumnsType<TeamResultRow>[number] = {
    title: copy('results.season'),
    dataIndex: 'season',
    render: (s: number) => seasonName(s),
  }

  if (view === 'progress')
    return (
      <>
        {!recorded.length && (
          <Alert type="info" showIcon title={copy('results.none')} style={{ marginBottom: 16 }} />
        )}
        <Table<TeamResultRow>
          rowKey="teamId"
          dataSource={rows}
          pagination={false}
          scroll={{ x: 'max-content' }}
          columns={[
            name,
            level,
            { title: copy('list.club'), dataIndex: 'clubName' },
            {
              title: copy('results.stage'),
              render: (_, t) => {
                const stage = stageOf(t)
                return (
                  <Tag color={stage === 'confirmed' ? 'green' : stage === 'failed' ? 'red' : 'blue'}>
                    {copy(`results.stages.${stage}` as ParseKeys<typeof teamsNs>)}
                  </Tag>
                )
              },
            },
            {
              title: copy('results.recorded'),
              dataIndex: 'progress',
              render: (p: string | null) =>
                p ?? <span style={{ color: 'var(--ink-soft)' }}>{copy('results.notYet')}</span>,
            },
          ]}
        />
      </>
    )

  if (!recorded.length)
    return <Empty description={view === 'history' ? copy('results.noHistory') : copy('results.none')} />
  return (
    <Table<TeamResultRow>
      rowKey="teamId"
      dataSource={recorded}
      pagination={{ pageSize: 10, hideOnSinglePage: true }}
      scroll={{ x: 'max-content' }}
      columns={[
        name,
        // History reads by season; this season's page by group.
        view === 'history' ? season : level,
        ...scoreColumns(copy),
        { title: copy('results.progress'), dataIndex: 'progress', render: (p: string | null) => p ?? '—' },
      ]}
    />
  )
}
