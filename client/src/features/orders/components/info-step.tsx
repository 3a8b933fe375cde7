import { competitionGroups, grades } from '@spell/shared'
import { Descriptions, Spin } from 'antd'
import { currentLang } from '../../../i18n'
import { useEnrollmentInfo, useStudentInfo } from '../api/info'
import { useOrderText } from '../content'

/** Step 0: the payer's information, read-only (student or school variant). */
export function InfoStep({ school }: { school: boolean }) {
  const text = useOrderText()
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
      <Descriptions title={text.schoolInfo} column={1} bordered size="small">
        <Descriptions.Item label={text.school}>{row?.schoolName}</Descriptions.Item>
        <Descriptions.Item label={text.grades}>{list.map((g) => g.gradeName).join('、')}</Descriptions.Item>
        <Descriptions.Item label={text.classes}>{row?.classStr ?? ''}</Descriptions.Item>
        <Descriptions.Item label={text.examNum}>{total}</Descriptions.Item>
        <Descriptions.Item label={text.teacher}>{row?.teacherName}</Descriptions.Item>
        <Descriptions.Item label={text.phone}>{row?.phone}</Descriptions.Item>
      </Descriptions>
    )
  }
  if (student.isLoading) return <Spin />
  const user = student.data?.sysUser
  const info = student.data?.sysUserInfo
  const grade = grades.find((g) => g.value === info?.grade)
  const group = competitionGroups.find((g) => g.value === info?.group)
  return (
    <Descriptions title={text.studentInfo} column={{ xs: 1, sm: 2 }} bordered size="small">
      <Descriptions.Item label={text.name}>{user?.userName}</Descriptions.Item>
      <Descriptions.Item label={text.sex}>{user?.sex === 1 ? text.male : text.female}</Descriptions.Item>
      <Descriptions.Item label={text.phone}>{user?.phone}</Descriptions.Item>
      <Descriptions.Item label={text.cardType}>
        {user?.cardType === 1 ? text.idCardType : text.passport}
      </Descriptions.Item>
      <Descriptions.Item label={text.idCard}>{user?.idCard}</Descriptions.Item>
      <Descriptions.Item label={text.birth}>{user?.dateBirth}</Descriptions.Item>
      <Descriptions.Item label={text.email}>{user?.email}</Descriptions.Item>
      <Descriptions.Item label={text.schoolArea}>
        {[info?.province, info?.city, info?.area].filter(Boolean).join(' ')}
      </Descriptions.Item>
      <Descriptions.Item label={text.school}>{info?.schoolName}</Descriptions.Item>
      <Descriptions.Item label={text.grade}>
        {grade ? grade.label[lang] : ''}
        {group ? ` · ${text.group}: ${group.label[lang]}` : ''}
      </Descriptions.Item>
    </Descriptions>
  )
}
