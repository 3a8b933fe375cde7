import { EditOutlined } from '@ant-design/icons'
import { labelOf, sexPersonal } from '@spell/shared'
import {
  type PersonalInfo,
  type SavePersonalInfoInput,
  savePersonalInfoSchema,
} from '@spell/shared/api/school-console/school-info'
import { Button, Descriptions, Form, Input, Modal, Radio, Skeleton } from 'antd'
import { useEffect, useState } from 'react'
import { useForm } from 'react-hook-form'
import { useTranslation } from 'react-i18next'
import type { z } from 'zod'
import { FormField } from '../../../components/form-field'
import { currentLang } from '../../../i18n'
import { useFeedback } from '../../../lib/feedback'
import { formResolver } from '../../../lib/form-resolver'
import { usePersonalInfo, useSavePersonalInfo } from '../api/queries'
import { PageHead } from '../components/page-head'
import { schoolConsoleNs } from '../i18n'
import styles from '../school-console.module.css'

/** /userInfo_personalData: the signed-in teacher, with an edit dialog (name 100, gender, e-mail 200). */
export default function PersonalDataPage() {
  const { t: copy } = useTranslation(schoolConsoleNs)
  const lang = currentLang()
  const info = usePersonalInfo()
  const [editing, setEditing] = useState(false)
  const data = info.data
  const dash = copy('common.none')

  return (
    <div className={styles.page}>
      <PageHead
        title={copy('personal.title')}
        extra={
          <Button icon={<EditOutlined aria-hidden />} onClick={() => setEditing(true)} disabled={!data}>
            {copy('common.edit')}
          </Button>
        }
      />
      <section className={styles.card}>
        {!data ? (
          <Skeleton active />
        ) : (
          <Descriptions column={{ xs: 1, sm: 1, md: 2 }} bordered>
            <Descriptions.Item label={copy('personal.name')}>{data.userName || dash}</Descriptions.Item>
            <Descriptions.Item label={copy('personal.gender')}>
              {data.sex === null ? dash : labelOf(sexPersonal, data.sex, lang)}
            </Descriptions.Item>
            <Descriptions.Item label={copy('personal.phone')}>{data.phone || dash}</Descriptions.Item>
            <Descriptions.Item label={copy('personal.email')}>{data.email || dash}</Descriptions.Item>
            <Descriptions.Item label={copy('personal.role')}>
              {copy(`personal.roles.${data.roleId}`, { defaultValue: dash })}
            </Descriptions.Item>
          </Descriptions>
        )}
      </section>
      {data && <PersonalEditDialog info={data} open={editing} onClose={() => setEditing(false)} />}
    </div>
  )
}

function PersonalEditDialog({
  info,
  open,
  onClose,
}: {
  info: PersonalInfo
  open: boolean
  onClose: () => void
}) {
  const { t: copy } = useTranslation(schoolConsoleNs)
  const lang = currentLang()
  const { message } = useFeedback()
  const save = useSavePersonalInfo()
  const form = useForm<SavePersonalInfoInput, unknown, z.output<typeof savePersonalInfoSchema>>({
    resolver: formResolver(savePersonalInfoSchema),
  })
  const { reset } = form
  useEffect(() => {
    if (open) reset({ userName: info.userName, sex: info.sex ?? undefined, email: info.email ?? '' })
  }, [open, info, reset])

  const submit = form.handleSubmit(async (values) => {
    const ok = await save.mutateAsync(values).then(
      () => true,
      () => false,
    )
    if (!ok) return
    message.success(copy('common.saved'))
    onClose()
  })

  return (
    <Modal
      open={open}
      title={copy('personal.editTitle')}
      okText={copy('common.save')}
      cancelText={copy('common.cancel')}
      okButtonProps={{ loading: save.isPending }}
      onOk={() => void submit()}
      onCancel={onClose}
      destroyOnHidden
    >
      <Form layout="vertical" requiredMark={false} onFinish={() => void submit()}>
        <FormField control={form.control} name="userName" id="personal-name" label={copy('personal.name')}>
          {(field) => <Input {...field} showCount maxLength={100} />}
        </FormField>
        <FormField control={form.control} name="sex" id="personal-sex" label={copy('personal.gender')}>
          {(field) => (
            <Radio.Group
              id={field.id}
              value={field.value}
              onChange={(e) => field.onChange(e.target.value)}
              options={sexPersonal.map((s) => ({ value: s.value, label: s.label[lang] }))}
            />
          )}
        </FormField>
        <FormField control={form.control} name="email" id="personal-email" label={copy('personal.email')}>
          {(field) => <Input {...field} inputMode="email" maxLength={200} />}
        </FormField>
      </Form>
    </Modal>
  )
}
