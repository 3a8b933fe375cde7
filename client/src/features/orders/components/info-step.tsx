import { competitionGroups, grades } from '@spell/shared'
import { Descriptions, Spin } from 'antd'
import { useTranslation } from 'react-i18next'
import { currentLang } from '../../../i18n'
import { useEnrollmentInfo, useStudentInfo } from '../api/info'
import { ordersNs } from '../i18n'

/** Step 0: the payer's information, read-only (student or school variant). */
export function InfoStep({ school }: { school: boolean }) {
  const { t } = useTranslation(ordersNs)
  const lang = currentLang()
  const student = useStudentInfo(!school)
  const enrollment = useEnrollmentInfo(school)
  if (school) {
    if (enrollment.isLoading) return <Spin />
    const row = enrollment.data
    const list = row
      ? (JSON.parse(row.gradeList) as { gradeName: string; classListDto: { number: number }[] }[])
      : []
    const total = list.reduce((sum, g) => sum + g.classListDto.reduce((s, c) => s + (c.number ?? 0), 0), 0)
    return (
      <Descriptions title={t('schoolInfo')} column={1} bordered size="small">
        <Descriptions.Item label={t('school')}>{row?.schoolName}</Descriptions.Item>
        <Descriptions.Item label={t('grades')}>{list.map((g) => g.gradeName).join('、')}</Descriptions.Item>
        <Descriptions.Item label={t('classes')}>{row?.classStr ?? ''}</Descriptions.Item>
        <Descriptions.Item label={t('examNum')}>{total}</Descriptions.Item>
        <Descriptions.Item label={t('teacher')}>{row?.teacherName}</Descriptions.Item>
        <Descriptions.Item label={t('phone')}>{row?.phone}</Descriptions.Item>
      </Descriptions>
    )
  }
  if (student.isLoading) return <Spin />
  const user = student.data?.sysUser
  const info = student.data?.sysUserInfo
  const grade = grades.find((g) => g.value === info?.grade)
  const group = competitionGroups.find((g) => g.value === info?.group)
  return (
    <Descriptions title={t('studentInfo')} column={{ xs: 1, sm: 2 }} bordered size="small">
      <Descriptions.Item label={t('name')}>{user?.userName}</Descriptions.Item>
      <Descriptions.Item label={t('sex')}>{user?.sex === 1 ? t('male') : t('female')}</Descriptions.Item>
      <Descriptions.Item label={t('phone')}>{user?.phone}</Descriptions.Item>
      <Descriptions.Item label={t('cardType')}>
        {user?.cardType === 1 ? t('idCardType') : t('passport')}
      </Descriptions.Item>
      <Descriptions.Item label={t('idCard')}>{user?.idCard}</Descriptions.Item>
      <Descriptions.Item label={t('birth')}>{user?.dateBirth}</Descriptions.Item>
      <Descriptions.Item label={t('email')}>{user?.email}</Descriptions.Item>
      <Descriptions.Item label={t('schoolArea')}>
        {[info?.province, info?.city, info?.area].filter(Boolean).join(' ')}
      </Descriptions.Item>
      <Descriptions.Item label={t('school')}>{info?.schoolName}</Descriptions.Item>
      <Descriptions.Item label={t('grade')}>
        {grade ? grade.label[lang] : ''}
        {group ? ` · ${t('group')}: ${group.label[lang]}` : ''}
      </Descriptions.Item>
    </Descriptions>
  )
}
