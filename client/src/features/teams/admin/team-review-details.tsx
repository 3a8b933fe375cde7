import type { CommitteeTeamRow } from '@spell/shared/api/teams/committee'
import { MAX_TEAM_MEMBERS } from '@spell/shared/api/teams/teams'
import { Alert, Descriptions, Table } from 'antd'
import type { ParseKeys, TOptions } from 'i18next'
import { useTranslation } from 'react-i18next'
import { useClubLevelName } from '../../../hooks/use-club-level-name'
import { teamsNs } from '../i18n'

/** What the committee reviews of one team: its school, club, leader, members and any rejection reason. */
export function TeamReviewDetails({ team }: { team: CommitteeTeamRow }) {
  const { t: copy } = useTranslation(teamsNs)
  const levelName = useClubLevelName()
  const { t: d } = useTranslation(teamsNs, { keyPrefix: 'detail' })
  const { t: a } = useTranslation(teamsNs, { keyPrefix: 'admin' })
  return (
    <div style={{ display: 'flex', flexWrap: 'wrap', gap: 16 }} data-testid={`team-review-${team.teamId}`}>
      <Descriptions
        title={a('detailsTitle')}
        column={1}
        size="small"
        bordered
        style={{ flex: '1 1 320px', maxWidth: 480 }}
      >
        <Descriptions.Item label={copy('list.teamName')}>{team.teamName}</Descriptions.Item>
        <Descriptions.Item label={d('school')}>{team.schoolName}</Descriptions.Item>
        <Descriptions.Item label={copy('list.club')}>
          {team.clubName}（{levelName(team.teamLevel)}）
        </Descriptions.Item>
        <Descriptions.Item label={copy('list.leader')}>{team.teacherMasterName}</Descriptions.Item>
        <Descriptions.Item label={copy('list.phone')}>{team.teacherMasterPhone}</Descriptions.Item>
      </Descriptions>
      <div style={{ flex: '1 1 320px', maxWidth: 520 }}>
        <h4 style={{ margin: '0 0 12px', fontSize: 16 }}>
          {a('memberList', { count: team.members.length, max: MAX_TEAM_MEMBERS })}
        </h4>
        <Table
          rowKey="id"
          size="small"
          pagination={false}
          dataSource={team.members}
          locale={{ emptyText: a('noMembers') }}
          columns={[
            { title: d('name'), dataIndex: 'name' },
            { title: d('age'), dataIndex: 'age' },
            {
              title: d('sex'),
              dataIndex: 'sex',
              render: (s: number) => d(`sexes.${s}` as ParseKeys<typeof teamsNs, TOptions, 'detail'>),
            },
          ]}
        />
        {team.status === 'failed' && team.reason && (
          <Alert
            style={{ marginTop: 12 }}
            type="error"
            showIcon
            message={d('reason')}
            description={team.reason}
          />
        )}
      </div>
    </div>
  )
}
