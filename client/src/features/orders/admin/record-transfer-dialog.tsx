import type { AwaitingTransfer, RecordTransferForm } from '@spell/shared/api/orders/admin-transfers'
import { recordTransferFormSchema } from '@spell/shared/api/orders/admin-transfers'
import { fenOfYuanText, yuanTextOfFen } from '@spell/shared/api/orders/fen'
import { chinaDate } from '@spell/shared/time/china-time'
import { Form, Input, Modal, Typography } from 'antd'
import { useEffect } from 'react'
import { useForm } from 'react-hook-form'
import { useTranslation } from 'react-i18next'
import { FormField } from '../../../components/form-field'
import { useFeedback } from '../../../lib/feedback'
import { formResolver } from '../../../lib/form-resolver'
import { ApiError } from '../../../lib/request'
import { ordersNs } from '../i18n'
import { useRecordTransfer } from './api/record-transfer'

const blank = (order: AwaitingTransfer | null): RecordTransferForm => ({
  paidOn: chinaDate(Date.now()),
  payer: order?.schoolName ?? '',
  amountYuan: order ? yuanTextOfFen(order.amount) : '',
  note: '',
})

/**
 * One transfer read on the bank's record, against the order the committee picked: date, payer,
 * amount (another amount than the order's is refused, nothing recorded) and the note.
 */
export function RecordTransferDialog({
  order,
  onClose,
}: {
  order: AwaitingTransfer | null
  onClose: () => void
}) {
  const { t } = useTranslation(ordersNs, { keyPrefix: 'transfers' })
  const { message } = useFeedback()
  const record = useRecordTransfer()
  const form = useForm<RecordTransferForm>({
    resolver: formResolver(recordTransferFormSchema),
    defaultValues: blank(order),
  })
  const { reset } = form
  useEffect(() => reset(blank(order)), [order, reset])

  const submit = form.handleSubmit(async ({ amountYuan, ...values }) => {
    if (!order) return
    try {
      await record.mutateAsync({ ...values, orderNo: order.orderNo, amount: fenOfYuanText(amountYuan) ?? 0 })
      message.success(t('recorded', { orderNo: order.orderNo }))
      onClose()
    } catch (error) {
      // The request client showed the message; a field it names is marked too.
      const fields =
        error instanceof ApiError
          ? (error.data as { fields?: { field: string; message: string }[] } | null)?.fields
          : undefined
      for (const { field, message: text } of fields ?? [])
        form.setError(field === 'amount' ? 'amountYuan' : (field as keyof RecordTransferForm), {
          message: text,
        })
    }
  })

  return (
    <Modal
      open={order !== null}
      title={t('recordTitle')}
      okText={t('save')}
      cancelText={t('cancel')}
      okButtonProps={{ loading: record.isPending }}
      onOk={() => void submit()}
      onCancel={onClose}
      destroyOnHidden
    >
      {order && (
        <Typography.Paragraph>
          {t('recordIntro', {
            orderNo: order.orderNo,
            school: order.schoolName ?? order.orderedBy,
            amount: yuanTextOfFen(order.amount),
            reference: order.reference,
          })}
        </Typography.Paragraph>
      )}
      <Form layout="vertical" requiredMark={false} onFinish={() => void submit()}>
        <FormField control={form.control} name="paidOn" id="transfer-paid-on" label={t('paidOn')}>
          {(field) => <Input {...field} type="date" max={chinaDate(Date.now())} style={{ width: 200 }} />}
        </FormField>
        <FormField control={form.control} name="payer" id="transfer-payer" label={t('payer')}>
          {(field) => <Input {...field} maxLength={100} />}
        </FormField>
        <FormField control={form.control} name="amountYuan" id="transfer-amount" label={t('amountYuan')}>
          {(field) => <Input {...field} inputMode="decimal" prefix="¥" style={{ width: 200 }} />}
        </FormField>
        <FormField control={form.control} name="note" id="transfer-note" label={t('note')}>
          {(field) => <Input {...field} value={field.value ?? ''} maxLength={200} />}
        </FormField>
      </Form>
    </Modal>
  )
}
