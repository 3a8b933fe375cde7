import { Empty, List, Spin } from 'antd'
import { useTranslation } from 'react-i18next'
import { Link } from 'react-router'
import { paths } from '../../../config/paths'
import { useMySchools } from '../api/queries'
import { CoursePageHead } from '../components/course-page-head'
import { coursesNs } from '../i18n'

/** The schools bound to the club teacher (cebsbInfo_user_bindSchoolData); each leads to its courses. */
export default function BoundSchoolsPage() {
  const { t } = useTranslation(coursesNs)
  const schools = useMySchools()
  const head = <CoursePageHead title={t('mySchools')} intro={t('schoolsIntro')} />
  if (schools.isLoading) return <Spin />
  if (!schools.data?.length)
    return (
      <>
        {head}
        <Empty description={t('noSchools')} />
      </>
    )
  return (
    <>
      {head}
      <List
        bordered
        dataSource={schools.data}
        renderItem={(s) => (
          <List.Item
            actions={[
              <Link key="c" to={`${paths.userCourseMember}?schoolId=${s.schoolId}`}>
                {t('schoolCourses')}
              </Link>,
            ]}
          >
            {s.schoolName}
          </List.Item>
        )}
      />
    </>
  )
}
