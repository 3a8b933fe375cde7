import { UploadOutlined } from '@ant-design/icons'
import type { CourseTypeNode } from '@spell/shared/api/courses/courses'
import { useQuery } from '@tanstack/react-query'
import { Button, Input, Progress, Select, Space, Table, Upload, type UploadFile } from 'antd'
import { useState } from 'react'
import { useTranslation } from 'react-i18next'
import { schoolListQueryOptions } from '../../../components/use-school-list'
import { useFeedback } from '../../../lib/feedback'
import {
  useCommitteeCourses,
  useCommitteeTypes,
  useDeleteCourse,
  useRefreshCourses,
  useSetCourseSchools,
} from '../api/queries'
import { CourseImage } from '../components/course-image'
import { coursesNs } from '../i18n'
import { CourseTypesSection } from './course-types-section'
import { ImageUploadButton } from './image-upload-button'
import { uploadCourse } from './upload-course'

const flatten = (types: CourseTypeNode[]): { id: number; label: string }[] =>
  types.flatMap((t) => [
    { id: t.id, label: t.typeName },
    ...t.childrenCourseType.map((c) => ({ id: c.id, label: `${t.typeName} / ${c.typeName}` })),
  ])

/** The committee's club courses: types, course files (PDF, video) uploaded with progress, opening to schools. */
export function CoursesPanel() {
  const { t: a } = useTranslation(coursesNs, { keyPrefix: 'admin' })
  const { message, modal } = useFeedback()
  const types = useCommitteeTypes()
  const courses = useCommitteeCourses()
  const schools = useQuery(schoolListQueryOptions())
  const setSchools = useSetCourseSchools()
  const remove = useDeleteCourse()
  const refresh = useRefreshCourses()
  const [courseName, setCourseName] = useState('')
  const [typeId, setTypeId] = useState<number | undefined>(undefined)
  const [file, setFile] = useState<UploadFile | null>(null)
  const [percent, setPercent] = useState<number | null>(null)
  const typeOptions = flatten(types.data ?? []).map((t) => ({ value: t.id, label: t.label }))
  const schoolOptions = (schools.data ?? []).map((s) => ({ value: s.id, label: s.schoolName }))

  const upload = async () => {
    const blob = file?.originFileObj
    if (!blob || !typeId || !courseName.trim()) {
      message.warning(a('missing'))
      return
    }
    setPercent(0)
    try {
      await uploadCourse({ typeId, courseName: courseName.trim(), file: blob }, setPercent)
      message.success(a('uploaded'))
      setFile(null)
      setCourseName('')
      await refresh()
    } catch (error) {
      message.error((error as Error).message)
    } finally {
      setPercent(null)
    }
  }

  return (
    <section style={{ padding: '20px 24px 28px' }}>
      <h1 style={{ margin: '0 0 16px', fontSize: 22 }}>{a('title')}</h1>
      <CourseTypesSection />
      <h2>{a('upload')}</h2>
      <Space wrap align="start">
        <Input
          aria-label={a('courseName')}
          placeholder={a('courseName')}
          value={courseName}
          onChange={(e) => setCourseName(e.target.value)}
        />
        <Select
          aria-label={a('type')}
          placeholder={a('type')}
          style={{ width: 240 }}
          value={typeId}
          onChange={setTypeId}
          options={typeOptions}
        />
        <Upload
          accept=".pdf,.mp4,.m2v,.mkv"
          maxCount={1}
          beforeUpload={() => false}
          fileList={file ? [file] : []}
          onChange={({ fileList }) => setFile(fileList[fileList.length - 1] ?? null)}
        >
          <Button icon={<UploadOutlined />}>{a('choose')}</Button>
        </Upload>
        <Button type="primary" onClick={() => void upload()} loading={percent !== null}>
          {a('start')}
        </Button>
      </Space>
      {percent !== null && <Progress percent={percent} aria-label={a('progress')} />}
      <h2>{a('list')}</h2>
      <Table
        rowKey="id"
        loading={courses.isLoading}
        dataSource={courses.data ?? []}
        scroll={{ x: 'max-content' }}
        columns={[
          {
            title: a('thumbnail'),
            dataIndex: 'courseThumbnail',
            render: (thumbnail: string, c) => (
              <Space direction="vertical" size={6}>
                <CourseImage
                  url={thumbnail}
                  alt={a('thumbnailAlt', { name: c.courseName })}
                  width={96}
                  height={60}
                  kind={c.courseKind}
                />
                <ImageUploadButton
                  target="courseThumbnail"
                  id={c.id}
                  subject={c.courseName}
                  hasImage={Boolean(thumbnail)}
                />
              </Space>
            ),
          },
          { title: a('courseName'), dataIndex: 'courseName' },
          {
            title: a('type'),
            dataIndex: 'typeId',
            render: (id: number) => typeOptions.find((t) => t.value === id)?.label,
          },
          {
            title: a('kind'),
            dataIndex: 'courseKind',
            render: (k: number) => (k === 2 ? a('video') : a('text')),
          },
          {
            title: a('schools'),
            render: (_, c) => (
              <Select
                mode="multiple"
                aria-label={`${a('schools')} ${c.courseName}`}
                style={{ minWidth: 260 }}
                value={c.schoolIds}
                options={schoolOptions}
                optionFilterProp="label"
                onChange={(ids: number[]) => setSchools.mutate({ courseId: c.id, schoolIds: ids })}
              />
            ),
          },
          {
            title: a('actions'),
            render: (_, c) => (
              <Button
                danger
                size="small"
                onClick={() =>
                  modal.confirm({
                    title: a('removeTitle'),
                    content: a('removeConfirm', { name: c.courseName }),
                    okText: a('removeOk'),
                    okButtonProps: { danger: true },
                    cancelText: a('cancel'),
                    onOk: async () => {
                      await remove.mutateAsync(c.id)
                      message.success(a('removed', { name: c.courseName }))
                    },
                  })
                }
              >
                {a('remove')}
              </Button>
            ),
          },
        ]}
      />
    </section>
  )
}
