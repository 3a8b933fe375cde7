import { type ClubInput, type CommitteeClubRow, clubInputSchema } from '@spell/shared/api/teams/committee'
import { useQuery } from '@tanstack/react-query'
import { Alert, Form, Input, Modal, Select } from 'antd'
import { useEffect } from 'react'
import { useForm } from 'react-hook-form'
import { useTranslation } from 'react-i18next'
import { FormField } from '../../../components/form-field'
import { schoolListQueryOptions } from '../../../components/use-school-list'
import { useClubLevelName } from '../../../hooks/use-club-level-name'
import { useFeedback } from '../../../lib/feedback'
import { formResolver } from '../../../lib/form-resolver'
import { useSaveClub } from '../api/queries'
import { teamsNs } from '../i18n'

interface Values {
  clubName: string
  schoolId: number | null
  clubLevel: number | undefined
}

interface ClubDialogProps {
  /** The club being edited, `'new'` for a new one, or null when closed. */
  club: CommitteeClubRow | 'new' | null
  onClose: () => void
}

/** Create or edit a club, checked with the server's own schema (same messages in both places). */
export function ClubDialog({ club, onClose }: ClubDialogProps) {
  const levelName = useClubLevelName()
  const { t: a } = useTranslation(teamsNs, { keyPrefix: 'admin.clubs' })
  const { message } = useFeedback()
  const save = useSaveClub()
  const schools = useQuery({ ...schoolListQueryOptions(), enabled: club !== null })
  const editing = club !== null && club !== 'new' ? club : null
  const form = useForm<Values>({
    resolver: formResolver<Values>(clubInputSchema),
    defaultValues: { clubName: '', schoolId: null, clubLevel: undefined },
  })
  const { reset } = form

  useEffect(() => {
    if (club === null) return
    reset(
      editing
        ? { clubName: editing.clubName, schoolId: editing.schoolId, clubLevel: editing.clubLevel }
        : { clubName: '', schoolId: null, clubLevel: undefined },
    )
  }, [club, editing, reset])

  const submit = form.handleSubmit(async (values) => {
    const input: ClubInput = {
      ...values,
      clubLevel: values.clubLevel ?? 0,
      ...(editing && { id: editing.id }),
    }
    const done = await save.mutateAsync(input).then(
      () => true,
      () => false,
    )
    if (!done) return
    message.success(a('saved'))
    onClose()
  })

  return (
    <Modal
      open={club !== null}
      title={editing ? a('editTitle') : a('addTitle')}
      okText={a('save')}
      cancelText={a('cancel')}
      okButtonProps={{ loading: save.isPending }}
      onOk={() => void submit()}
      onCancel={onClose}
      destroyOnHidden
    >
      <Form layout="vertical" requiredMark={false} onFinish={() => void submit()}>
        <FormField control={form.control} name="clubName" id="club-name" label={a('name')}>
          {(field) => <Input {...field} maxLength={60} />}
        </FormField>
        <FormField control={form.control} name="schoolId" id="club-school" label={a('school')}>
          {(field) => (
            <Select
              id={field.id}
              ref={field.ref}
              value={field.value ?? -1}
              onChange={(v: number) => field.onChange(v === -1 ? null : v)}
              onBlur={field.onBlur}
              showSearch={{ optionFilterProp: 'label' }}
              loading={schools.isLoading}
              disabled={Boolean(editing?.teamCount)}
              options={[
                { value: -1, label: a('anySchool') },
                ...(schools.data ?? []).map((s) => ({ value: s.id, label: s.schoolName })),
              ]}
            />
          )}
        </FormField>
        <FormField control={form.control} name="clubLevel" id="club-level" label={a('level')}>
          {(field) => (
            <Select
              id={field.id}
              ref={field.ref}
              value={field.value}
              onChange={field.onChange}
              onBlur={field.onBlur}
              disabled={Boolean(editing?.teamCount)}
              options={[1, 2, 3].map((l) => ({
                value: l,
                label: levelName(l),
              }))}
            />
          )}
        </FormField>
        {Boolean(editing?.teamCount) && <Alert type="info" showIcon title={a('lockedHint')} />}
      </Form>
    </Modal>
  )
}
