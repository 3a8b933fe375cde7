import { TEAM_ORDER, TEAM_PAYED, type TeamRow } from '@spell/shared/api/teams/teams'
import { Button, Input, Select, Space, Table, Tag } from 'antd'
import { useState } from 'react'
import { useNavigate } from 'react-router'
import { paths } from '../../../config/paths'
import { useTeamList } from '../api/queries'
import { TeamDetailDrawer } from '../components/team-detail-drawer'
import { useCopy } from '../content'

/** Browser-storage key of the payment draft. */
const ORDER_DRAFT_KEY = 'orderPayDataForm'

/** The school's teams (/userInfo_teamManagement): filter by team information and payment, pay, details. */
export default function TeamManagementPage() {
  const copy = useCopy()
  const navigate = useNavigate()
  const [name, setName] = useState('')
  const [payed, setPayed] = useState<number | undefined>(undefined)
  const [filter, setFilter] = useState<{ teamName?: string; payed?: number }>({})
  const [open, setOpen] = useState<number | null>(null)
  const teams = useTeamList(filter)

  const pay = (team: TeamRow) => {
    localStorage.setItem(
      ORDER_DRAFT_KEY,
      JSON.stringify({
        season: team.season,
        stepIndex: '0',
        productFlag: TEAM_ORDER.productFlag,
        category: TEAM_ORDER.category,
        subCategory: TEAM_ORDER.subCategory,
        subTypeCategory: TEAM_ORDER.subTypeCategory,
        teamId: team.teamId,
      }),
    )
    navigate(`${paths.paymentProcess}?processType=${TEAM_ORDER.processType}&teamId=${team.teamId}`)
  }

  return (
    <>
      <Space style={{ marginBottom: 16 }} wrap>
        <Input
          aria-label={copy.list.filterName}
          placeholder={copy.list.filterName}
          value={name}
          onChange={(e) => setName(e.target.value)}
          style={{ width: 200 }}
        />
        <Select
          aria-label={copy.list.filterPayed}
          value={payed ?? -1}
          onChange={(v) => setPayed(v === -1 ? undefined : v)}
          style={{ width: 140 }}
          options={[
            { value: -1, label: copy.list.all },
            ...[0, 1, 2].map((v) => ({ value: v, label: copy.payed[v] })),
          ]}
        />
        <Button type="primary" onClick={() => setFilter({ teamName: name || undefined, payed })}>
          {copy.list.search}
        </Button>
        <span>{copy.list.fee}</span>
      </Space>
      <Table<TeamRow>
        rowKey="teamId"
        loading={teams.isLoading}
        dataSource={teams.data ?? []}
        locale={{ emptyText: copy.list.empty }}
        pagination={{ pageSize: 10, hideOnSinglePage: true }}
        scroll={{ x: 900 }}
        columns={[
          { title: copy.list.teamName, dataIndex: 'teamName' },
          {
            title: copy.list.level,
            dataIndex: 'teamLevel',
            render: (l: number) => copy.levels[l] ?? copy.levels[3],
          },
          { title: copy.list.club, dataIndex: 'clubName' },
          { title: copy.list.leader, dataIndex: 'teacherMasterName' },
          { title: copy.list.phone, dataIndex: 'teacherMasterPhone' },
          { title: copy.list.members, dataIndex: 'memberCount' },
          {
            title: copy.list.status,
            dataIndex: 'status',
            render: (s: string) => (
              <Tag color={s === 'failed' ? 'red' : s === 'approved' ? 'green' : 'blue'}>
                {copy.statuses[s]}
              </Tag>
            ),
          },
          {
            title: copy.list.payed,
            dataIndex: 'payed',
            render: (p: number) => (
              <Tag color={p === TEAM_PAYED.paid ? 'green' : 'default'}>{copy.payed[p]}</Tag>
            ),
          },
          {
            title: copy.list.actions,
            render: (_, team) => (
              <Space>
                <Button type="link" size="small" onClick={() => setOpen(team.teamId)}>
                  {copy.list.detail}
                </Button>
                {team.payed === TEAM_PAYED.unpaid && (
                  <Button type="link" size="small" onClick={() => pay(team)}>
                    {copy.list.pay}
                  </Button>
                )}
              </Space>
            ),
          },
        ]}
      />
      <TeamDetailDrawer teamId={open} onClose={() => setOpen(null)} />
    </>
  )
}
