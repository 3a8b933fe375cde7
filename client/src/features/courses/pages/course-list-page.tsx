import { COURSE_KIND, type Course, type CourseTypeNode } from '@spell/shared/api/courses/courses'
import { Empty, List, Spin, Tag } from 'antd'
import { useTranslation } from 'react-i18next'
import { Link, useSearchParams } from 'react-router'
import { paths } from '../../../config/paths'
import { useCourseList, useOpenedTypes } from '../api/queries'
import { CourseImage } from '../components/course-image'
import { CoursePageHead } from '../components/course-page-head'
import { coursesNs } from '../i18n'

/** The viewer address of a course: /cebsbCourseManage/{product}_onlineBrowsingPDF|Video?fileUrl=… */
const viewerHref = (course: Course) =>
  `/cebsbCourseManage/course${course.id}_${course.courseKind === COURSE_KIND.video ? 'onlineBrowsingVideo' : 'onlineBrowsingPDF'}?fileUrl=${encodeURIComponent(course.courseUrl)}`

/** A type of the tree (a top-level type or one of its children) by id. */
const findType = (tree: CourseTypeNode[] | undefined, id: number | undefined) =>
  tree?.flatMap((t) => [t, ...t.childrenCourseType]).find((t) => t.id === id)

/** Courses of one type (cebsbInfo_community_courseClass?classData=…), optionally of one school (courseDetail). */
export default function CourseListPage() {
  const { t } = useTranslation(coursesNs)
  const [params] = useSearchParams()
  const typeId = Number(params.get('classData')) || undefined
  const schoolId = Number(params.get('schoolId')) || undefined
  const courses = useCourseList({ typeId, schoolId, pageNum: 1, pageSize: 1_000_000 })
  const type = findType(useOpenedTypes(schoolId).data, typeId)
  const head = (
    <CoursePageHead
      title={type?.typeName ?? t('courses')}
      back={{
        to: schoolId ? `${paths.userCourseMember}?schoolId=${schoolId}` : paths.courseMember,
        label: t('backToTypes'),
      }}
    />
  )
  if (courses.isLoading) return <Spin />
  if (!courses.data?.rows.length)
    return (
      <>
        {head}
        <Empty description={t('noCourses')} />
      </>
    )
  return (
    <>
      {head}
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
    </>
  )
}
