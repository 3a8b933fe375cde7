import { expressCompanies, shipmentSchema } from '@spell/shared/api/school-console/paper-apply'
import { Form, Input, Modal, Select } from 'antd'
import { useEffect } from 'react'
import { useForm } from 'react-hook-form'
import { useTranslation } from 'react-i18next'
import type { z } from 'zod'
import { FormField } from '../../../components/form-field'
import { currentLang } from '../../../i18n'
import { formResolver } from '../../../lib/form-resolver'
import { schoolConsoleNs } from '../i18n'

type Values = z.input<typeof shipmentSchema>
export type Shipment = z.output<typeof shipmentSchema>

/** Express company (请选择) and tracking number (请输入): the school's return and the committee's dispatch. */
export function ShipmentDialog(props: {
  open: boolean
  title: string
  intro?: string
  okText: string
  submitting: boolean
  onSubmit: (shipment: Shipment) => Promise<boolean>
  onClose: () => void
}) {
  const { open, title, intro, okText, submitting, onSubmit, onClose } = props
  const { t } = useTranslation(schoolConsoleNs)
  const lang = currentLang()
  const form = useForm<Values, unknown, Shipment>({
    resolver: formResolver(shipmentSchema),
    defaultValues: { expressType: undefined, expressNumber: '' },
  })
  const { reset } = form
  useEffect(() => {
    if (open) reset({ expressType: undefined, expressNumber: '' })
  }, [open, reset])

  const submit = form.handleSubmit(async (values) => {
    if (await onSubmit(values)) onClose()
  })

  return (
    <Modal
      open={open}
      title={title}
      okText={okText}
      cancelText={t('common.cancel')}
      okButtonProps={{ loading: submitting }}
      onOk={() => void submit()}
      onCancel={onClose}
      destroyOnHidden
    >
      {intro && <p>{intro}</p>}
      <Form layout="vertical" onFinish={() => void submit()}>
        <FormField
          control={form.control}
          name="expressType"
          id="shipment-company"
          label={t('shipment.company')}
        >
          {(field) => (
            <Select
              id={field.id}
              value={field.value}
              onChange={field.onChange}
              placeholder={t('shipment.companyPlaceholder')}
              options={expressCompanies.map((c) => ({ value: c.value, label: c.label[lang] }))}
            />
          )}
        </FormField>
        <FormField
          control={form.control}
          name="expressNumber"
          id="shipment-number"
          label={t('shipment.number')}
        >
          {(field) => <Input {...field} maxLength={40} placeholder={t('shipment.numberPlaceholder')} />}
        </FormField>
      </Form>
    </Modal>
  )
}
