import { Empty, List, Spin } from 'antd'
import { Link } from 'react-router'
import { paths } from '../../../config/paths'
import { useMySchools } from '../api/queries'
import { useCopy } from '../content'

/** The schools bound to the club teacher (cebsbInfo_user_bindSchoolData); each leads to its courses. */
export default function BoundSchoolsPage() {
  const copy = useCopy()
  const schools = useMySchools()
  if (schools.isLoading) return <Spin />
  if (!schools.data?.length) return <Empty description={copy.noSchools} />
  return (
    <List
      bordered
      header={copy.mySchools}
      dataSource={schools.data}
      renderItem={(s) => (
        <List.Item
          actions={[
            <Link key="c" to={`${paths.userCourseMember}?schoolId=${s.schoolId}`}>
              {copy.schoolCourses}
            </Link>,
          ]}
        >
          {s.schoolName}
        </List.Item>
      )}
    />
  )
}
