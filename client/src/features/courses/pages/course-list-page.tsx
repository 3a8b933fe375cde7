import { COURSE_KIND, type Course } from '@spell/shared/api/courses/courses'
import { Empty, List, Spin, Tag } from 'antd'
import { useTranslation } from 'react-i18next'
import { Link, useSearchParams } from 'react-router'
import { useCourseList } from '../api/queries'
import { CourseImage } from '../components/course-image'
import { coursesNs } from '../i18n'

/** The viewer address of a course: /cebsbCourseManage/{product}_onlineBrowsingPDF|Video?fileUrl=… */
const viewerHref = (course: Course) =>
  `/cebsbCourseManage/course${course.id}_${course.courseKind === COURSE_KIND.video ? 'onlineBrowsingVideo' : 'onlineBrowsingPDF'}?fileUrl=${encodeURIComponent(course.courseUrl)}`

/** Courses of one type (cebsbInfo_community_courseClass?classData=…), optionally of one school (courseDetail). */
export default function CourseListPage() {
  const { t } = useTranslation(coursesNs)
  const [params] = useSearchParams()
  const typeId = Number(params.get('classData')) || undefined
  const schoolId = Number(params.get('schoolId')) || undefined
  const courses = useCourseList({ typeId, schoolId, pageNum: 1, pageSize: 1_000_000 })
  if (courses.isLoading) return <Spin />
  if (!courses.data?.rows.length) return <Empty description={t('noCourses')} />
  return (
    <List
      bordered
      dataSource={courses.data.rows}
      renderItem={(course) => (
        <List.Item
          actions={[
            course.courseUrl ? (
              <Link key="open" to={viewerHref(course)} target="_blank">
                {t('open')}
              </Link>
            ) : (
              <span key="dev">{t('developing')}</span>
            ),
          ]}
        >
          <List.Item.Meta
            avatar={
              <CourseImage
                url={course.courseThumbnail}
                alt={t('thumbnailAlt', { name: course.courseName })}
                width={120}
                height={72}
                kind={course.courseKind}
                placeholderText={t('noImage')}
              />
            }
            title={course.courseName}
            description={<Tag>{course.courseKind === COURSE_KIND.video ? t('video') : t('text')}</Tag>}
          />
        </List.Item>
      )}
    />
  )
}
