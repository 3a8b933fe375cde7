import { getTeamInfo } from '@spell/shared/api/teams/teams'
import { useQuery } from '@tanstack/react-query'
import { Descriptions, Spin } from 'antd'
import { useSeasonFees } from '../../../hooks/use-season'
import { currentLang } from '../../../i18n'
import { callApi } from '../../../lib/request'

const text = {
  zh: {
    title: '战队信息',
    school: '学校',
    team: '战队名称',
    group: '组别',
    leader: '领队老师',
    phone: '联系电话',
    fee: '报名费',
    feeValue: (fee: string) => `${fee} / 队 / 赛季`,
    levels: ['小学俱乐部', '初中俱乐部', '高中俱乐部'],
  },
  en: {
    title: 'Team information',
    school: 'School',
    team: 'Team name',
    group: 'Group',
    leader: 'Team leader',
    phone: 'Phone',
    fee: 'Fee',
    feeValue: (fee: string) => `${fee} per team per season`,
    levels: ['Primary club', 'Junior-high club', 'Senior-high club'],
  },
}

/** Step 0 of a team order (processType 3): the team being paid for, read-only. */
export function TeamInfoStep({ teamId }: { teamId: number }) {
  const t = text[currentLang()]
  const fees = useSeasonFees()
  const team = useQuery({
    queryKey: ['teams', 'info', teamId],
    queryFn: ({ signal }) => callApi(getTeamInfo, { teamId }, { signal }),
  })
  if (team.isLoading) return <Spin />
  const info = team.data
  const level = info ? t.levels[Math.min(Math.max(info.teamLevel, 1), 3) - 1] : ''
  return (
    <Descriptions title={t.title} column={1} bordered size="small">
      <Descriptions.Item label={t.school}>{info?.schoolName}</Descriptions.Item>
      <Descriptions.Item label={t.team}>{info?.teamName}</Descriptions.Item>
      <Descriptions.Item label={t.group}>{level}</Descriptions.Item>
      <Descriptions.Item label={t.leader}>{info?.userName}</Descriptions.Item>
      <Descriptions.Item label={t.phone}>{info?.phone}</Descriptions.Item>
      <Descriptions.Item label={t.fee}>{t.feeValue(fees.team)}</Descriptions.Item>
    </Descriptions>
  )
}
