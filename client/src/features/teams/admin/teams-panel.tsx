import type { CommitteeTeamRow } from '@spell/shared/api/teams/committee'
import { TEAM_PAYED } from '@spell/shared/api/teams/teams'
import { Button, Form, Grid, Input, Modal, Space, Table, Tag } from 'antd'
import type { ParseKeys } from 'i18next'
import { useState } from 'react'
import { useTranslation } from 'react-i18next'
import hidden from '../../../components/visually-hidden.module.css'
import { useClubLevelName } from '../../../hooks/use-club-level-name'
import { useFeedback } from '../../../lib/feedback'
import { useAllTeams, useConfirmTeam, useMarkTeamPaid, useReviewTeam } from '../api/queries'
import { teamsNs } from '../i18n'
import { ResultDialog } from './result-dialog'
import { TeamReviewDetails } from './team-review-details'

/** The committee's teams: review (approve / fail with reason), payment received, confirm and certify, results. */
export function TeamsPanel() {
  const { t: copy } = useTranslation(teamsNs)
  const levelName = useClubLevelName()
  const { t: a } = useTranslation(teamsNs, { keyPrefix: 'admin' })
  const { message, modal } = useFeedback()
  // The name and actions stay in view while the table scrolls, on screens wide enough to hold both.
  const wide = Grid.useBreakpoint().lg === true
  const teams = useAllTeams()
  const review = useReviewTeam()
  const confirm = useConfirmTeam()
  const markPaid = useMarkTeamPaid()
  const [failing, setFailing] = useState<CommitteeTeamRow | null>(null)
  const [reason, setReason] = useState('')
  const [reasonMissing, setReasonMissing] = useState(false)
  const [scoring, setScoring] = useState<CommitteeTeamRow | null>(null)

  const approve = (t: CommitteeTeamRow) =>
    modal.confirm({
      title: a('approveTitle'),
      content: a('approveConfirm', { team: t.teamName }),
      okText: copy('detail.ok'),
      cancelText: copy('detail.cancel'),
      onOk: async () => {
        await review.mutateAsync({ teamId: t.teamId, approve: true })
        message.success(a('approved', { team: t.teamName }))
      },
    })

  const certify = (t: CommitteeTeamRow) =>
    modal.confirm({
      title: a('confirmTitle'),
      content: a('confirmConfirm', { team: t.teamName }),
      okText: copy('detail.ok'),
      cancelText: copy('detail.cancel'),
      onOk: async () => {
        const { certificateCode } = await confirm.mutateAsync(t.teamId)
        message.success(`${a('issued')} ${certificateCode}`)
      },
    })

  // Recorded as a bank transfer against the team's order, as any transfer the committee matches.
  const receivePayment = (t: CommitteeTeamRow) =>
    modal.confirm({
      title: a('markPaidTitle'),
      content: a('markPaidConfirm', { team: t.teamName, school: t.schoolName }),
      okText: copy('detail.ok'),
      cancelText: copy('detail.cancel'),
      onOk: async () => {
        await markPaid.mutateAsync(t.teamId)
        message.success(a('markedPaid', { team: t.teamName }))
      },
    })

  const closeFailing = () => {
    setFailing(null)
    setReason('')
    setReasonMissing(false)
  }

  return (
    <section style={{ padding: '20px 24px 28px' }}>
      <h1 style={{ margin: '0 0 16px', fontSize: 22 }}>{a('title')}</h1>
      <Table<CommitteeTeamRow>
        rowKey="teamId"
        loading={teams.isLoading}
        dataSource={teams.data ?? []}
        scroll={{ x: 'max-content' }}
        expandable={{
          expandedRowRender: (t) => <TeamReviewDetails team={t} />,
          // The column of expand buttons is named for screen readers (an empty header names nothing).
          columnTitle: <span className={hidden.hidden}>{a('detailsTitle')}</span>,
        }}
        columns={[
          { title: copy('list.teamName'), dataIndex: 'teamName', fixed: wide ? 'left' : undefined },
          { title: copy('detail.school'), dataIndex: 'schoolName' },
          {
            title: copy('list.level'),
            dataIndex: 'teamLevel',
            render: (l: number) => levelName(l),
          },
          { title: copy('list.leader'), dataIndex: 'teacherMasterName' },
          { title: copy('list.members'), dataIndex: 'memberCount' },
          {
            title: copy('list.status'),
            dataIndex: 'status',
            render: (s: string, t) => (
              <>
                <Tag color={s === 'failed' ? 'red' : s === 'approved' ? 'green' : 'blue'}>
                  {copy(`statuses.${s}` as ParseKeys<typeof teamsNs>)}
                </Tag>
                {t.confirmed && <Tag color="gold">{a('confirmed')}</Tag>}
              </>
            ),
          },
          {
            title: copy('list.payed'),
            dataIndex: 'payed',
            render: (p: number) => copy(`payed.${p}` as ParseKeys<typeof teamsNs>),
          },
          {
            title: copy('detail.certificateCode'),
            dataIndex: 'certificateCode',
            render: (c: string | null) => c ?? '—',
          },
          {
            title: copy('results.total'),
            dataIndex: 'score',
            render: (total: number | null, t) =>
              total === null ? (
                <span style={{ color: 'var(--ink-soft)' }}>{copy('results.notYet')}</span>
              ) : (
                `${total}${t.rank ? ` · ${copy('results.rankShort')}${t.rank}` : ''}`
              ),
          },
          {
            title: copy('list.actions'),
            fixed: wide ? 'right' : undefined,
            width: 260,
            render: (_, t) => (
              <Space wrap size={[4, 4]}>
                {t.status === 'review' && (
                  <>
                    <Button size="small" type="primary" onClick={() => approve(t)}>
                      {a('approve')}
                    </Button>
                    <Button size="small" danger onClick={() => setFailing(t)}>
                      {a('fail')}
                    </Button>
                  </>
                )}
                {t.payed === TEAM_PAYED.unpaid && (
                  <Button size="small" onClick={() => receivePayment(t)}>
                    {a('markPaid')}
                  </Button>
                )}
                {t.status === 'approved' && t.payed === TEAM_PAYED.paid && !t.confirmed && (
                  <Button size="small" type="primary" onClick={() => certify(t)}>
                    {a('confirm')}
                  </Button>
                )}
                <Button size="small" onClick={() => setScoring(t)}>
                  {t.games ? a('editResult') : a('record')}
                </Button>
              </Space>
            ),
          },
        ]}
      />
      <Modal
        open={failing !== null}
        title={a('fail')}
        okText={copy('detail.ok')}
        cancelText={copy('detail.cancel')}
        onCancel={closeFailing}
        onOk={async () => {
          if (!failing) return
          if (!reason.trim()) {
            setReasonMissing(true)
            return
          }
          await review.mutateAsync({ teamId: failing.teamId, approve: false, reason })
          message.success(a('failed', { team: failing.teamName }))
          closeFailing()
        }}
      >
        <Form layout="vertical" component="div">
          <Form.Item
            label={a('reasonLabel')}
            htmlFor="team-fail-reason"
            validateStatus={reasonMissing ? 'error' : undefined}
            help={reasonMissing ? a('reasonRequired') : undefined}
          >
            <Input.TextArea
              id="team-fail-reason"
              value={reason}
              maxLength={200}
              onChange={(e) => {
                setReason(e.target.value)
                if (e.target.value.trim()) setReasonMissing(false)
              }}
            />
          </Form.Item>
        </Form>
      </Modal>
      <ResultDialog team={scoring} onClose={() => setScoring(null)} />
    </section>
  )
}
