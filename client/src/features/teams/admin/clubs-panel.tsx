import { PlusOutlined } from '@ant-design/icons'
import type { CommitteeClubRow } from '@spell/shared/api/teams/committee'
import { useQuery } from '@tanstack/react-query'
import { Alert, Button, Input, Popconfirm, Select, Space, Table, Tooltip } from 'antd'
import { useState } from 'react'
import { useTranslation } from 'react-i18next'
import { schoolListQueryOptions } from '../../../components/use-school-list'
import { useClubLevelName } from '../../../hooks/use-club-level-name'
import { useFeedback } from '../../../lib/feedback'
import { useCommitteeClubs, useDeleteClub } from '../api/queries'
import { teamsNs } from '../i18n'
import { ClubDialog } from './club-dialog'

/** The committee's clubs (/admin/clubs): filter by school and name, create, edit, delete unused ones. */
export function ClubsPanel() {
  const levelName = useClubLevelName()
  const { t: a } = useTranslation(teamsNs, { keyPrefix: 'admin.clubs' })
  const { message } = useFeedback()
  const schools = useQuery(schoolListQueryOptions())
  const [schoolId, setSchoolId] = useState<number | undefined>(undefined)
  const [name, setName] = useState('')
  const [filter, setFilter] = useState<{ schoolId?: number; clubName?: string }>({})
  const [editing, setEditing] = useState<CommitteeClubRow | 'new' | null>(null)
  const clubs = useCommitteeClubs(filter)
  const remove = useDeleteClub()

  return (
    <section style={{ padding: '20px 24px 28px' }}>
      <h1 style={{ margin: '0 0 16px', fontSize: 22 }}>{a('title')}</h1>
      <Alert type="info" showIcon title={a('hint')} style={{ marginBottom: 16 }} />
      <Space wrap style={{ marginBottom: 16 }}>
        <Select
          aria-label={a('filterSchool')}
          placeholder={a('filterSchool')}
          allowClear
          showSearch={{ optionFilterProp: 'label' }}
          style={{ width: 240 }}
          value={schoolId}
          onChange={setSchoolId}
          options={(schools.data ?? []).map((s) => ({ value: s.id, label: s.schoolName }))}
        />
        <Input
          aria-label={a('filterName')}
          placeholder={a('filterName')}
          value={name}
          maxLength={60}
          onChange={(e) => setName(e.target.value)}
          onPressEnter={() => setFilter({ schoolId, clubName: name.trim() || undefined })}
          style={{ width: 200 }}
        />
        <Button onClick={() => setFilter({ schoolId, clubName: name.trim() || undefined })}>
          {a('search')}
        </Button>
        <Button type="primary" icon={<PlusOutlined aria-hidden />} onClick={() => setEditing('new')}>
          {a('add')}
        </Button>
      </Space>
      <Table<CommitteeClubRow>
        rowKey="id"
        loading={clubs.isLoading}
        dataSource={clubs.data ?? []}
        locale={{ emptyText: a('empty') }}
        pagination={{ pageSize: 20, hideOnSinglePage: true }}
        scroll={{ x: 'max-content' }}
        columns={[
          { title: a('name'), dataIndex: 'clubName' },
          { title: a('school'), dataIndex: 'schoolName', render: (s: string | null) => s ?? a('anySchool') },
          {
            title: a('level'),
            dataIndex: 'clubLevel',
            render: (l: number) => levelName(l),
          },
          { title: a('teams'), dataIndex: 'teamCount' },
          {
            title: a('actions'),
            render: (_, club) => (
              <Space>
                <Button size="small" onClick={() => setEditing(club)}>
                  {a('edit')}
                </Button>
                {club.teamCount > 0 ? (
                  <Tooltip title={a('removeBlocked')}>
                    <Button size="small" danger disabled>
                      {a('remove')}
                    </Button>
                  </Tooltip>
                ) : (
                  <Popconfirm
                    title={a('removeConfirm', { name: club.clubName })}
                    okText={a('remove')}
                    cancelText={a('cancel')}
                    onConfirm={async () => {
                      await remove.mutateAsync(club.id)
                      message.success(a('removed'))
                    }}
                  >
                    <Button size="small" danger>
                      {a('remove')}
                    </Button>
                  </Popconfirm>
                )}
              </Space>
            ),
          },
        ]}
      />
      <ClubDialog club={editing} onClose={() => setEditing(null)} />
    </section>
  )
}
