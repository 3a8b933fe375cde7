import {
  type CommitteeTeamRow,
  type TeamResultInput,
  teamResultInputSchema,
} from '@spell/shared/api/teams/committee'
import { TEAM_GAME_MAX_SCORE, TEAM_GAMES } from '@spell/shared/api/teams/teams'
import { Col, Form, Input, InputNumber, Modal, Row } from 'antd'
import type { ParseKeys } from 'i18next'
import { useEffect } from 'react'
import { useForm } from 'react-hook-form'
import { useTranslation } from 'react-i18next'
import { FormField } from '../../../components/form-field'
import { useFeedback } from '../../../lib/feedback'
import { formResolver } from '../../../lib/form-resolver'
import { useRecordTeamResult } from '../api/queries'
import { teamsNs } from '../i18n'

type Values = {
  teamId: number
  progress: string
  games: Record<(typeof TEAM_GAMES)[number], number | null>
  rank: number | null
}

const blankGames = { speedSpell: null, magicComponents: null, pastPresent: null, showSpell: null }

/** The committee records a team's results: the four game scores (total worked out), rank, progress. */
export function ResultDialog({ team, onClose }: { team: CommitteeTeamRow | null; onClose: () => void }) {
  const { t: copy } = useTranslation(teamsNs)
  const { t: a } = useTranslation(teamsNs, { keyPrefix: 'admin' })
  const { message } = useFeedback()
  const record = useRecordTeamResult()
  const form = useForm<Values>({ resolver: formResolver<Values>(teamResultInputSchema) })
  const { reset } = form

  useEffect(() => {
    if (!team) return
    reset({
      teamId: team.teamId,
      progress: team.progress ?? '',
      games: team.games ?? blankGames,
      rank: team.rank,
    })
  }, [team, reset])

  const submit = form.handleSubmit(async (values) => {
    const answer = await record.mutateAsync(values as TeamResultInput).catch(() => null)
    if (!answer) return
    message.success(a('saved', { total: answer.total }))
    onClose()
  })

  return (
    <Modal
      open={team !== null}
      title={a('resultTitle', { team: team?.teamName ?? '' })}
      okText={copy('detail.ok')}
      cancelText={copy('detail.cancel')}
      okButtonProps={{ loading: record.isPending }}
      onOk={() => void submit()}
      onCancel={onClose}
      destroyOnHidden
    >
      <Form layout="vertical" requiredMark={false} onFinish={() => void submit()}>
        <Row gutter={16}>
          {TEAM_GAMES.map((game) => (
            <Col key={game} span={12}>
              <FormField
                control={form.control}
                name={`games.${game}`}
                id={`result-${game}`}
                label={copy(`games.${game}` as ParseKeys<typeof teamsNs>)}
              >
                {(field) => (
                  <InputNumber
                    id={field.id}
                    ref={field.ref}
                    value={field.value}
                    onChange={field.onChange}
                    onBlur={field.onBlur}
                    min={0}
                    max={TEAM_GAME_MAX_SCORE}
                    style={{ width: '100%' }}
                  />
                )}
              </FormField>
            </Col>
          ))}
        </Row>
        <FormField control={form.control} name="rank" id="result-rank" label={copy('results.rank')}>
          {(field) => (
            <InputNumber
              id={field.id}
              ref={field.ref}
              value={field.value}
              onChange={field.onChange}
              onBlur={field.onBlur}
              min={1}
              precision={0}
              placeholder={a('rankPlaceholder')}
              style={{ width: '100%' }}
            />
          )}
        </FormField>
        <FormField
          control={form.control}
          name="progress"
          id="result-progress"
          label={copy('results.progress')}
        >
          {(field) => <Input {...field} maxLength={200} placeholder={a('progressPlaceholder')} />}
        </FormField>
      </Form>
    </Modal>
  )
}
