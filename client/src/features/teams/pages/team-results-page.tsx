import type { TeamRow } from '@spell/shared/api/teams/teams'
import { getTeamInfo } from '@spell/shared/api/teams/teams'
import { useQueries } from '@tanstack/react-query'
import { Empty, List, Spin } from 'antd'
import { callApi } from '../../../lib/request'
import { useTeamList } from '../api/queries'
import { useCopy } from '../content'

/**
 * Team progress and team scores: each team with what the committee recorded, or "no results yet"
 * until then (the specification shows these pages as placeholders).
 */
export default function TeamResultsPage() {
  const copy = useCopy()
  const teams = useTeamList({})
  const infos = useQueries({
    queries: (teams.data ?? []).map((t: TeamRow) => ({
      queryKey: ['teams', 'info', t.teamId],
      queryFn: ({ signal }: { signal: AbortSignal }) =>
        callApi(getTeamInfo, { teamId: t.teamId }, { signal }),
    })),
  })
  if (teams.isLoading) return <Spin />
  const recorded = infos.map((q) => q.data).filter((t) => t && (t.progress || t.score !== null))
  if (!teams.data?.length) return <Empty description={copy.results.noTeams} />
  if (!recorded.length) return <Empty description={copy.results.none} />
  return (
    <List
      bordered
      dataSource={recorded}
      renderItem={(t) =>
        t && (
          <List.Item>
            <List.Item.Meta
              title={t.teamName}
              description={`${copy.results.progress}：${t.progress ?? '—'}　${copy.results.score}：${t.score ?? '—'}`}
            />
          </List.Item>
        )
      }
    />
  )
}
