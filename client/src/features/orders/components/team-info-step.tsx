import { getTeamInfo } from '@spell/shared/api/teams/teams'
import { useQuery } from '@tanstack/react-query'
import { Descriptions, Spin } from 'antd'
import { useTranslation } from 'react-i18next'
import { useClubLevelName } from '../../../hooks/use-club-level-name'
import { useSeasonFees } from '../../../hooks/use-season'
import { callApi } from '../../../lib/request'
import { ordersNs } from '../i18n'

/** Step 0 of a team order (processType 3): the team being paid for, read-only. */
export function TeamInfoStep({ teamId }: { teamId: number }) {
  const { t } = useTranslation(ordersNs, { keyPrefix: 'teamInfo' })
  const levelName = useClubLevelName()
  const fees = useSeasonFees()
  const team = useQuery({
    queryKey: ['teams', 'info', teamId],
    queryFn: ({ signal }) => callApi(getTeamInfo, { teamId }, { signal }),
  })
  if (team.isLoading) return <Spin />
  const info = team.data
  return (
    <Descriptions title={t('title')} column={1} bordered size="small">
      <Descriptions.Item label={t('school')}>{info?.schoolName}</Descriptions.Item>
      <Descriptions.Item label={t('team')}>{info?.teamName}</Descriptions.Item>
      <Descriptions.Item label={t('group')}>{info ? levelName(info.teamLevel) : ''}</Descriptions.Item>
      <Descriptions.Item label={t('leader')}>{info?.userName}</Descriptions.Item>
      <Descriptions.Item label={t('phone')}>{info?.phone}</Descriptions.Item>
      <Descriptions.Item label={t('fee')}>{t('feeValue', { fee: fees.team })}</Descriptions.Item>
    </Descriptions>
  )
}
