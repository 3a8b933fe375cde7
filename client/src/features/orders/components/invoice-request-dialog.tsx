import { type InvoiceRequestInput, invoiceRequestSchema } from '@spell/shared/api/orders/invoice-request'
import type { MyOrder } from '@spell/shared/api/orders/my-orders'
import { Input, Modal, Radio, Typography } from 'antd'
import { useEffect } from 'react'
import { useForm, useWatch } from 'react-hook-form'
import { useTranslation } from 'react-i18next'
import { FormField } from '../../../components/form-field'
import { useFeedback } from '../../../lib/feedback'
import { formResolver } from '../../../lib/form-resolver'
import { useRequestInvoice } from '../api/invoices'
import { invoicesNs } from '../i18n/invoices'

type Values = InvoiceRequestInput
const blank = (orderNo: string): Values => ({
  orderNo,
  kind: 'ordinary',
  titleType: 'company',
  title: '',
  taxNo: '',
  address: '',
  phone: '',
  bankName: '',
  bankAccount: '',
  email: '',
})

/**
 * The invoice request of a paid order: ordinary or special VAT invoice, a company's title with its
 * unified social credit code (and, for a special one, its address, phone, bank and account), or a
 * person's name; checked by the same schema the server uses.
 */
export function InvoiceRequestDialog({ order, onClose }: { order: MyOrder | null; onClose: () => void }) {
  const { t } = useTranslation(invoicesNs, { keyPrefix: 'request' })
  const { message } = useFeedback()
  const request = useRequestInvoice()
  const form = useForm<Values>({ resolver: formResolver(invoiceRequestSchema), defaultValues: blank('') })
  const { reset, setValue, control } = form
  const [kind, titleType] = useWatch({ control, name: ['kind', 'titleType'] })

  useEffect(() => {
    if (order) reset(blank(order.orderNo))
  }, [order, reset])

  const submit = form.handleSubmit(async (values) => {
    const done = await request.mutateAsync(values).then(
      () => true,
      () => false,
    )
    if (!done) return
    message.success(t('done'))
    onClose()
  })

  const text = (
    name: 'title' | 'taxNo' | 'address' | 'phone' | 'bankName' | 'bankAccount' | 'email',
    extra?: string,
    placeholder?: string,
  ) => (
    <FormField control={control} name={name} id={`invoice-${name}`} label={t(name)} extra={extra}>
      {(field) => <Input {...field} value={field.value ?? ''} placeholder={placeholder} autoComplete="off" />}
    </FormField>
  )

  return (
    <Modal
      open={order !== null}
      title={t('heading')}
      okText={t('submit')}
      cancelText={t('cancel')}
      okButtonProps={{ loading: request.isPending }}
      onOk={() => void submit()}
      onCancel={onClose}
      destroyOnHidden
    >
      <form
        onSubmit={(e) => {
          e.preventDefault()
          void submit()
        }}
      >
        {order && (
          <Typography.Paragraph type="secondary">
            {t('order', { orderNo: order.orderNo, amount: order.paymentAmount.toFixed(2) })}
          </Typography.Paragraph>
        )}
        <Typography.Text id="invoice-title-type">{t('titleType')}</Typography.Text>
        <Radio.Group
          aria-labelledby="invoice-title-type"
          style={{ display: 'flex', margin: '4px 0 12px' }}
          value={titleType}
          onChange={(e) => {
            setValue('titleType', e.target.value)
            if (e.target.value === 'personal') {
              setValue('kind', 'ordinary')
              setValue('taxNo', '')
            }
          }}
          options={[
            { value: 'company', label: t('company') },
            { value: 'personal', label: t('personal') },
          ]}
        />
        <Typography.Text id="invoice-kind">{t('kind')}</Typography.Text>
        <Radio.Group
          aria-labelledby="invoice-kind"
          style={{ display: 'flex', margin: '4px 0 12px' }}
          value={kind}
          onChange={(e) => setValue('kind', e.target.value)}
          options={[
            { value: 'ordinary', label: t('ordinary') },
            { value: 'special', label: t('special'), disabled: titleType === 'personal' },
          ]}
        />
        {text(
          'title',
          undefined,
          titleType === 'personal' ? t('personalPlaceholder') : t('companyPlaceholder'),
        )}
        {titleType === 'company' && text('taxNo', t('taxNoHint'))}
        {kind === 'special' && (
          <>
            <Typography.Paragraph type="secondary">{t('specialHint')}</Typography.Paragraph>
            {text('address')}
            {text('phone')}
            {text('bankName')}
            {text('bankAccount')}
          </>
        )}
        {text('email', t('emailHint'))}
      </form>
    </Modal>
  )
}
