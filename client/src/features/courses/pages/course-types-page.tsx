import type { CourseTypeNode } from '@spell/shared/api/courses/courses'
import { Card, Empty, Spin, Tag } from 'antd'
import { useTranslation } from 'react-i18next'
import { Link, useSearchParams } from 'react-router'
import { paths } from '../../../config/paths'
import { useMySchools, useOpenedTypes } from '../api/queries'
import { CourseImage } from '../components/course-image'
import { CoursePageHead } from '../components/course-page-head'
import { coursesNs } from '../i18n'

/**
 * Course types opened to the teacher's bound schools (cebsbInfo_community_courseMember), or to one of
 * them (cebsbInfo_user_courseMember?schoolId=…). A type leads to its courses.
 */
export default function CourseTypesPage() {
  const { t } = useTranslation(coursesNs)
  const [params] = useSearchParams()
  const schoolId = Number(params.get('schoolId')) || undefined
  const types = useOpenedTypes(schoolId)
  const schools = useMySchools()
  const schoolName = schools.data?.find((s) => s.schoolId === schoolId)?.schoolName
  const head = schoolId ? (
    <CoursePageHead
      title={t('schoolTitle', { school: schoolName ?? '' })}
      intro={t('typesIntro')}
      back={{ to: paths.userBindSchoolData, label: t('backToSchools') }}
    />
  ) : (
    <CoursePageHead title={t('typesTitle')} intro={t('typesIntro')} />
  )
  const target = (type: CourseTypeNode) =>
    schoolId
      ? `${paths.courseDetail}?classData=${type.id}&schoolId=${schoolId}`
      : `${paths.courseClass}?classData=${type.id}`
  if (types.isLoading) return <Spin />
  if (!types.data?.length)
    return (
      <>
        {head}
        <Empty description={t('noCourses')} />
      </>
    )
  return (
    <>
      {head}
      <div style={{ display: 'grid', gap: 16, gridTemplateColumns: 'repeat(auto-fill, minmax(240px, 1fr))' }}>
        {types.data.map((type) => (
          <Card
            key={type.id}
            title={
              <span style={{ display: 'flex', alignItems: 'center', gap: 12 }}>
                <CourseImage
                  url={type.typeLogo}
                  alt={t('logoAlt', { name: type.typeName })}
                  width={40}
                  height={40}
                />
                {type.typeName}
              </span>
            }
          >
            {type.childrenCourseType.length ? (
              type.childrenCourseType.map((child) => (
                <Tag key={child.id} style={{ marginBottom: 8, padding: '4px 8px' }}>
                  <Link to={target(child)} style={{ display: 'inline-flex', alignItems: 'center', gap: 6 }}>
                    <CourseImage
                      url={child.typeLogo}
                      alt={t('logoAlt', { name: child.typeName })}
                      width={24}
                      height={24}
                    />
                    {child.typeName}
                  </Link>
                </Tag>
              ))
            ) : (
              <Link to={target(type)}>{t('courses')}</Link>
            )}
          </Card>
        ))}
      </div>
    </>
  )
}
