import type { CourseTypeNode } from '@spell/shared/api/courses/courses'
import { Button, Input, Select, Space, Table } from 'antd'
import { useState } from 'react'
import { useTranslation } from 'react-i18next'
import { useCommitteeTypes, useSaveCourseType } from '../api/queries'
import { CourseImage } from '../components/course-image'
import { coursesNs } from '../i18n'

import { ImageUploadButton } from './image-upload-button'

interface TypeRow {
  id: number
  typeName: string
  typeLogo: string
  parentName: string | null
}

const rowsOf = (types: CourseTypeNode[]): TypeRow[] =>
  types.flatMap((t) => [
    { id: t.id, typeName: t.typeName, typeLogo: t.typeLogo, parentName: null },
    ...t.childrenCourseType.map((c) => ({
      id: c.id,
      typeName: c.typeName,
      typeLogo: c.typeLogo,
      parentName: t.typeName,
    })),
  ])

/** Course types: add one (optionally under a parent), and give each a logo. */
export function CourseTypesSection() {
  const { t: a } = useTranslation(coursesNs, { keyPrefix: 'admin' })
  const types = useCommitteeTypes()
  const saveType = useSaveCourseType()
  const [typeName, setTypeName] = useState('')
  const [parentId, setParentId] = useState<number | undefined>(undefined)

  return (
    <div data-testid="course-types">
      <h2>{a('types')}</h2>
      <p style={{ margin: '0 0 12px', color: 'var(--ink-soft)' }}>{a('imageHint')}</p>
      <Space wrap style={{ marginBottom: 12 }}>
        <Input
          aria-label={a('typeName')}
          placeholder={a('typeName')}
          value={typeName}
          maxLength={60}
          onChange={(e) => setTypeName(e.target.value)}
        />
        <Select
          aria-label={a('parent')}
          placeholder={a('parent')}
          allowClear
          style={{ width: 200 }}
          value={parentId}
          onChange={setParentId}
          options={(types.data ?? []).map((t) => ({ value: t.id, label: t.typeName }))}
        />
        <Button
          onClick={async () => {
            if (!typeName.trim()) return
            await saveType.mutateAsync({ typeName: typeName.trim(), parentId: parentId ?? null })
            setTypeName('')
          }}
        >
          {a('addType')}
        </Button>
      </Space>
      <Table<TypeRow>
        rowKey="id"
        size="small"
        loading={types.isLoading}
        dataSource={rowsOf(types.data ?? [])}
        pagination={false}
        scroll={{ x: 'max-content' }}
        columns={[
          {
            title: a('logo'),
            dataIndex: 'typeLogo',
            width: 80,
            render: (logo: string, t) => (
              <CourseImage url={logo} alt={a('logoAlt', { name: t.typeName })} width={48} height={48} />
            ),
          },
          { title: a('typeName'), dataIndex: 'typeName' },
          { title: a('parentOf'), dataIndex: 'parentName', render: (p: string | null) => p ?? a('topLevel') },
          {
            title: a('actions'),
            render: (_, t) => (
              <ImageUploadButton
                target="typeLogo"
                id={t.id}
                subject={t.typeName}
                hasImage={Boolean(t.typeLogo)}
              />
            ),
          },
        ]}
      />
    </div>
  )
}
