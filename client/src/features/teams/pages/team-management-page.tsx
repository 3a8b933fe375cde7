import { teamPaymentDraft, teamPaymentSearch } from '@spell/shared/api/teams/payment-draft'
import { TEAM_PAYED, type TeamRow } from '@spell/shared/api/teams/teams'
import { Button, Input, Select, Space, Table, Tag } from 'antd'
import type { ParseKeys } from 'i18next'
import { useState } from 'react'
import { useTranslation } from 'react-i18next'
import { Link, useLocation, useNavigate } from 'react-router'
import { paths } from '../../../config/paths'
import { useClubLevelName } from '../../../hooks/use-club-level-name'
import { useSeasonFees } from '../../../hooks/use-season'
import { writeDraft } from '../../../lib/order-draft'
import { useTeamList } from '../api/queries'
import { TeamDetailDrawer } from '../components/team-detail-drawer'
import { teamsNs } from '../i18n'

/** Browser-storage key of the payment draft. */

/** The school's teams (/userInfo_teamManagement): filter by team information and payment, pay, details. */
export default function TeamManagementPage() {
  const { t } = useTranslation(teamsNs)
  const levelName = useClubLevelName()
  const navigate = useNavigate()
  const location = useLocation()
  const [name, setName] = useState('')
  const [payed, setPayed] = useState<number | undefined>(undefined)
  const [filter, setFilter] = useState<{ teamName?: string; payed?: number }>({})
  const [open, setOpen] = useState<number | null>(null)
  const teams = useTeamList(filter)
  const fees = useSeasonFees()

  const pay = (team: TeamRow) => {
    writeDraft({ ...teamPaymentDraft(team.teamId, team.season), from: location.pathname + location.search })
    navigate(`${paths.paymentProcess}${teamPaymentSearch(team.teamId)}`)
  }

  return (
    <>
      <Space style={{ marginBottom: 16 }} wrap>
        <Input
          aria-label={t('list.filterName')}
          placeholder={t('list.filterName')}
          value={name}
          onChange={(e) => setName(e.target.value)}
          style={{ width: 200 }}
        />
        <Select
          aria-label={t('list.filterPayed')}
          value={payed ?? -1}
          onChange={(v) => setPayed(v === -1 ? undefined : v)}
          style={{ width: 140 }}
          options={[
            { value: -1, label: t('list.all') },
            ...[0, 1, 2].map((v) => ({ value: v, label: t(`payed.${v}` as ParseKeys<typeof teamsNs>) })),
          ]}
        />
        <Button type="primary" onClick={() => setFilter({ teamName: name || undefined, payed })}>
          {t('list.search')}
        </Button>
        <span>{t('list.fee', { fee: fees.team })}</span>
      </Space>
      <Table<TeamRow>
        rowKey="teamId"
        loading={teams.isLoading}
        dataSource={teams.data ?? []}
        locale={{
          emptyText: (
            <span>
              {t('list.empty')}
              <Link to={paths.schoolMemberShip}>{t('list.emptyLink')}</Link>
              {t('list.emptyAfter')}
            </span>
          ),
        }}
        pagination={{ pageSize: 10, hideOnSinglePage: true }}
        scroll={{ x: 900 }}
        columns={[
          { title: t('list.teamName'), dataIndex: 'teamName' },
          {
            title: t('list.level'),
            dataIndex: 'teamLevel',
            render: (l: number) => levelName(l),
          },
          { title: t('list.club'), dataIndex: 'clubName' },
          { title: t('list.leader'), dataIndex: 'teacherMasterName' },
          { title: t('list.phone'), dataIndex: 'teacherMasterPhone' },
          { title: t('list.members'), dataIndex: 'memberCount' },
          {
            title: t('list.status'),
            dataIndex: 'status',
            render: (s: string) => (
              <Tag color={s === 'failed' ? 'red' : s === 'approved' ? 'green' : 'blue'}>
                {t(`statuses.${s}` as ParseKeys<typeof teamsNs>)}
              </Tag>
            ),
          },
          {
            title: t('list.payed'),
            dataIndex: 'payed',
            render: (p: number) => (
              <Tag color={p === TEAM_PAYED.paid ? 'green' : 'default'}>
                {t(`payed.${p}` as ParseKeys<typeof teamsNs>)}
              </Tag>
            ),
          },
          {
            title: t('list.actions'),
            render: (_, team) => (
              <Space>
                <Button type="link" size="small" onClick={() => setOpen(team.teamId)}>
                  {t('list.detail')}
                </Button>
                {team.payed === TEAM_PAYED.unpaid && (
                  <Button type="link" size="small" onClick={() => pay(team)}>
                    {t('list.pay')}
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
