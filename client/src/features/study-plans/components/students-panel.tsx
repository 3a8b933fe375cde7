import {
  type SchoolStudent,
  STUDENT_STATE,
  type StudentFields,
  studentFieldsSchema,
} from '@spell/shared/api/study-plans/students'
import { Button, Form, Input, Modal, Space, Table, Tag } from 'antd'
import type { ParseKeys } from 'i18next'
import { useEffect, useState } from 'react'
import { useForm } from 'react-hook-form'
import { useTranslation } from 'react-i18next'
import { FormField } from '../../../components/form-field'
import { useFeedback } from '../../../lib/feedback'
import { formResolver } from '../../../lib/form-resolver'
import {
  useDeleteStudent,
  useImportStudents,
  useSaveStudent,
  useStudentState,
  useStudents,
} from '../api/queries'
import { studyPlansNs } from '../i18n'
import { XlsxImportDialog } from './xlsx-import-dialog'

const studentColumns = [
  { key: 'name', header: '姓名 Name', accepts: ['姓名', 'name'] },
  { key: 'phone', header: '手机号 Phone', accepts: ['手机号', 'phone', '手机号码'] },
]

function StudentDialog({
  student,
  open,
  onClose,
}: {
  student: SchoolStudent | null
  open: boolean
  onClose: () => void
}) {
  const { t: copy } = useTranslation(studyPlansNs)
  const save = useSaveStudent()
  const form = useForm<StudentFields>({
    resolver: formResolver(studentFieldsSchema),
    defaultValues: { name: '', phone: '' },
  })
  useEffect(() => {
    if (open) form.reset(student ? { name: student.name, phone: student.phone } : { name: '', phone: '' })
  }, [open, student, form])
  const submit = form.handleSubmit(async (values) => {
    await save.mutateAsync({ ...values, ...(student ? { id: student.id } : {}) })
    onClose()
  })
  return (
    <Modal
      open={open}
      title={student ? copy('student.edit') : copy('student.add')}
      onOk={submit}
      onCancel={onClose}
      okText={copy('common.save')}
      cancelText={copy('common.cancel')}
      confirmLoading={save.isPending}
      destroyOnHidden
    >
      <Form layout="vertical" component="div">
        <FormField control={form.control} name="name" label={copy('student.name')} id="student-name">
          {(f) => <Input {...f} maxLength={40} />}
        </FormField>
        <FormField control={form.control} name="phone" label={copy('student.phone')} id="student-phone">
          {(f) => <Input {...f} maxLength={11} inputMode="numeric" />}
        </FormField>
      </Form>
    </Modal>
  )
}

/** The school's student list: add, edit, forbid or enable, delete (confirmed), batch import. */
export function StudentsPanel() {
  const { t: copy } = useTranslation(studyPlansNs)
  const { modal } = useFeedback()
  const students = useStudents()
  const remove = useDeleteStudent()
  const setState = useStudentState()
  const importRows = useImportStudents()
  const [editing, setEditing] = useState<SchoolStudent | null>(null)
  const [open, setOpen] = useState(false)
  const [importing, setImporting] = useState(false)

  const confirmRemove = (s: SchoolStudent) =>
    modal.confirm({
      title: copy('common.tips'),
      content: copy('student.removeConfirm', { name: s.name }),
      okText: copy('common.ok'),
      cancelText: copy('common.cancel'),
      onOk: () => remove.mutateAsync(s.id),
    })

  return (
    <>
      <Space style={{ marginBottom: 16 }}>
        <Button
          type="primary"
          onClick={() => {
            setEditing(null)
            setOpen(true)
          }}
        >
          {copy('student.add')}
        </Button>
        <Button onClick={() => setImporting(true)}>{copy('upload.title')}</Button>
      </Space>
      <Table<SchoolStudent>
        rowKey="id"
        loading={students.isLoading}
        dataSource={students.data ?? []}
        locale={{ emptyText: copy('student.empty') }}
        pagination={{ pageSize: 10, hideOnSinglePage: true }}
        columns={[
          { title: copy('student.name'), dataIndex: 'name' },
          { title: copy('student.phone'), dataIndex: 'phone' },
          {
            title: copy('student.state'),
            dataIndex: 'state',
            render: (s: number) => (
              <Tag color={s === STUDENT_STATE.forbidden ? 'red' : 'green'}>
                {copy(`student.states.${s}` as ParseKeys<typeof studyPlansNs>)}
              </Tag>
            ),
          },
          {
            title: copy('plan.actions'),
            render: (_, s) => (
              <Space>
                <Button
                  type="link"
                  size="small"
                  onClick={() => {
                    setEditing(s)
                    setOpen(true)
                  }}
                >
                  {copy('common.edit')}
                </Button>
                <Button
                  type="link"
                  size="small"
                  onClick={() =>
                    setState.mutate({
                      id: s.id,
                      state:
                        s.state === STUDENT_STATE.forbidden ? STUDENT_STATE.normal : STUDENT_STATE.forbidden,
                    })
                  }
                >
                  {s.state === STUDENT_STATE.forbidden ? copy('student.enable') : copy('student.forbid')}
                </Button>
                <Button type="link" size="small" danger onClick={() => confirmRemove(s)}>
                  {copy('common.remove')}
                </Button>
              </Space>
            ),
          },
        ]}
      />
      <StudentDialog student={editing} open={open} onClose={() => setOpen(false)} />
      <XlsxImportDialog
        open={importing}
        title={copy('upload.title')}
        templateName="student-template"
        columns={studentColumns}
        example={{ name: '张三', phone: '13800000000' }}
        onClose={() => setImporting(false)}
        onRows={(rows) => importRows.mutateAsync({ rows })}
      />
    </>
  )
}
