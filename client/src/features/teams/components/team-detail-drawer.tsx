import { type TeamMemberForm, teamMemberFormSchema } from '@spell/shared/api/teams/members'
import { type TeamInfo, teamSignUpSchema } from '@spell/shared/api/teams/teams'
import {
  Alert,
  Button,
  Descriptions,
  Drawer,
  Form,
  Input,
  InputNumber,
  Modal,
  Select,
  Space,
  Table,
  Tag,
} from 'antd'
import type { ParseKeys, TOptions } from 'i18next'
import { useState } from 'react'
import { useForm } from 'react-hook-form'
import { useTranslation } from 'react-i18next'
import { Link } from 'react-router'
import { FormField } from '../../../components/form-field'
import { paths } from '../../../config/paths'
import { useClubLevelName } from '../../../hooks/use-club-level-name'
import { useFeedback } from '../../../lib/feedback'
import { formResolver } from '../../../lib/form-resolver'
import { useDeleteMember, useSaveMember, useSubmitForReview, useTeamInfo } from '../api/queries'
import { teamsNs } from '../i18n'

function MemberDialog({ teamId, open, onClose }: { teamId: number; open: boolean; onClose: () => void }) {
  const save = useSaveMember()
  const form = useForm<TeamMemberForm>({
    resolver: formResolver(teamMemberFormSchema),
    defaultValues: { teamId, name: '', age: undefined as unknown as number, sex: 2 },
  })
  const submit = form.handleSubmit(async (values) => {
    await save.mutateAsync({ ...values, teamId })
    form.reset({ teamId, name: '', age: undefined as unknown as number, sex: 2 })
    onClose()
  })
  const { t: d } = useTranslation(teamsNs, { keyPrefix: 'detail' })
  return (
    <Modal
      open={open}
      title={d('add')}
      onOk={submit}
      onCancel={onClose}
      okText={d('save')}
      cancelText={d('cancel')}
      destroyOnHidden
    >
      <Form layout="vertical" component="div">
        <FormField control={form.control} name="name" label={d('name')} id="member-name">
          {(f) => <Input {...f} maxLength={40} />}
        </FormField>
        <FormField control={form.control} name="age" label={d('age')} id="member-age">
          {(f) => <InputNumber {...f} min={1} max={99} style={{ width: '100%' }} />}
        </FormField>
        <FormField control={form.control} name="sex" label={d('sex')} id="member-sex">
          {(f) => (
            <Select
              {...f}
              aria-label={d('sex')}
              options={[1, 2].map((v) => ({
                value: v,
                label: d(`sexes.${v}` as ParseKeys<typeof teamsNs, TOptions, 'detail'>),
              }))}
            />
          )}
        </FormField>
      </Form>
    </Modal>
  )
}

const identitySchema = teamSignUpSchema.pick({ teamName: true, teacherName: true })
type Identity = { teamName: string; teacherName: string }

/**
 * The team's name and leader, editable with its members until the committee approves it; they are sent
 * with the (re)submission for review.
 */
function useIdentityForm(team: TeamInfo | undefined) {
  return useForm<Identity>({
    resolver: formResolver(identitySchema),
    values: team ? { teamName: team.teamName, teacherName: team.userName } : undefined,
  })
}

/** One team: its information, status, members (until approved), submission for review and certificate. */
export function TeamDetailDrawer({ teamId, onClose }: { teamId: number | null; onClose: () => void }) {
  const { t: copy } = useTranslation(teamsNs)
  const levelName = useClubLevelName()
  const { modal, message } = useFeedback()
  const info = useTeamInfo(teamId)
  const remove = useDeleteMember()
  const submit = useSubmitForReview()
  const [adding, setAdding] = useState(false)
  const team = info.data
  const { t: d } = useTranslation(teamsNs, { keyPrefix: 'detail' })
  const editable = team?.status === 'submitted' || team?.status === 'failed'
  const identity = useIdentityForm(team)

  const send = identity.handleSubmit(async (values) => {
    if (!team) return
    await submit.mutateAsync({ teamId: team.teamId, ...values })
    message.success(d('submitted'))
  })

  return (
    <Drawer open={teamId !== null} onClose={onClose} title={d('title')} width={640} destroyOnHidden>
      {team && (
        <Space direction="vertical" style={{ width: '100%' }} size="large">
          <Descriptions column={1} bordered size="small">
            <Descriptions.Item label={copy('list.teamName')}>{team.teamName}</Descriptions.Item>
            <Descriptions.Item label={d('school')}>{team.schoolName}</Descriptions.Item>
            <Descriptions.Item label={copy('list.club')}>
              {team.clubName}（{levelName(team.teamLevel)}）
            </Descriptions.Item>
            <Descriptions.Item label={copy('list.leader')}>
              {team.userName} {team.phone}
            </Descriptions.Item>
            <Descriptions.Item label={d('teamNum')}>{team.teamNum}</Descriptions.Item>
            <Descriptions.Item label={copy('list.status')}>
              <Tag color={team.status === 'failed' ? 'red' : team.status === 'approved' ? 'green' : 'blue'}>
                {copy(`statuses.${team.status}` as ParseKeys<typeof teamsNs>)}
              </Tag>
            </Descriptions.Item>
            <Descriptions.Item label={copy('list.payed')}>
              {copy(`payed.${team.payed}` as ParseKeys<typeof teamsNs>)}
            </Descriptions.Item>
          </Descriptions>
          {team.status === 'failed' && (
            <Alert type="error" showIcon message={d('reason')} description={team.reason} />
          )}
          {editable && (
            <Form layout="vertical" component="div">
              <FormField
                control={identity.control}
                name="teamName"
                label={copy('list.teamName')}
                id="team-edit-name"
              >
                {(f) => <Input {...f} maxLength={40} />}
              </FormField>
              <FormField
                control={identity.control}
                name="teacherName"
                label={copy('list.leader')}
                id="team-edit-leader"
                extra={d('identityHint')}
              >
                {(f) => <Input {...f} maxLength={20} />}
              </FormField>
            </Form>
          )}
          <div>
            <Space style={{ marginBottom: 8 }}>
              <strong>{d('members')}</strong>
              <span>{d('ageHint')}</span>
            </Space>
            <Table
              rowKey="id"
              size="small"
              pagination={false}
              dataSource={team.members}
              columns={[
                { title: d('name'), dataIndex: 'name' },
                { title: d('age'), dataIndex: 'age' },
                {
                  title: d('sex'),
                  dataIndex: 'sex',
                  render: (s: number) => d(`sexes.${s}` as ParseKeys<typeof teamsNs, TOptions, 'detail'>),
                },
                ...(editable
                  ? [
                      {
                        title: copy('list.actions'),
                        render: (_: unknown, m: { id: number; name: string }) => (
                          <Button
                            type="link"
                            danger
                            size="small"
                            onClick={() =>
                              modal.confirm({
                                title: d('tips'),
                                content: d('removeConfirm', { name: m.name }),
                                okText: d('ok'),
                                cancelText: d('cancel'),
                                onOk: () => remove.mutateAsync({ teamId: team.teamId, id: m.id }),
                              })
                            }
                          >
                            {d('remove')}
                          </Button>
                        ),
                      },
                    ]
                  : []),
              ]}
            />
          </div>
          {editable && (
            <Space>
              <Button onClick={() => setAdding(true)} disabled={team.members.length >= team.teamNum}>
                {d('add')}
              </Button>
              <Button type="primary" onClick={() => void send()} loading={submit.isPending}>
                {team.status === 'failed' ? d('resubmit') : d('submit')}
              </Button>
            </Space>
          )}
          <div>
            <strong>{d('certificate')}</strong>
            {team.certificateCode ? (
              <p>
                {d('certificateCode')}：<code>{team.certificateCode}</code>{' '}
                <Link to={`${paths.query}?code=${encodeURIComponent(team.certificateCode)}`}>
                  {d('viewCertificate')}
                </Link>
              </p>
            ) : (
              <p>{d('certificatePending')}</p>
            )}
          </div>
          <MemberDialog teamId={team.teamId} open={adding} onClose={() => setAdding(false)} />
        </Space>
      )}
    </Drawer>
  )
}
