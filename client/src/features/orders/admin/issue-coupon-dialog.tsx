import type { CallRequest } from '@spell/shared'
import type { issueCoupon } from '@spell/shared/api/orders/admin-coupons'
import { DatePicker, Form, Input, InputNumber, Modal, Select } from 'antd'
import { useForm } from 'react-hook-form'
import { useTranslation } from 'react-i18next'
import { FormField } from '../../../components/form-field'
import { useSeasonOverview } from '../../../hooks/use-season'
import { currentLang } from '../../../i18n'
import { useFeedback } from '../../../lib/feedback'
import { formResolver } from '../../../lib/form-resolver'
import { ordersNs } from '../i18n'
import { useIssueCoupon } from './api/coupons'
import { useSeasonProducts } from './api/products'
import { blankIssueCoupon, type IssueCouponValues, issueCouponFormSchema } from './issue-coupon-form'

/** Issues one coupon to each user named by phone or e-mail; unknown accounts are listed back. */
export function IssueCouponDialog({ open, onClose }: { open: boolean; onClose: () => void }) {
  const { t } = useTranslation(ordersNs, { keyPrefix: 'coupons' })
  const en = currentLang() === 'en'
  const { message } = useFeedback()
  const products = useSeasonProducts(useSeasonOverview().data?.season ?? 0)
  const issue = useIssueCoupon()
  const form = useForm<IssueCouponValues, unknown, CallRequest<typeof issueCoupon>>({
    resolver: formResolver(issueCouponFormSchema),
    defaultValues: blankIssueCoupon,
  })

  const submit = form.handleSubmit(async (input) => {
    try {
      const r = await issue.mutateAsync(input)
      message.success(
        r.unknown.length
          ? t('issuedNotFound', { n: r.issued, unknown: r.unknown.join(t('listSeparator')) })
          : t('issued', { n: r.issued }),
      )
      if (r.issued) {
        form.reset(blankIssueCoupon)
        onClose()
      }
    } catch {
      // The request client showed what is wrong.
    }
  })

  return (
    <Modal
      open={open}
      title={t('issue')}
      okText={t('issue')}
      cancelText={t('cancel')}
      confirmLoading={issue.isPending}
      onOk={() => void submit()}
      onCancel={onClose}
    >
      <Form layout="vertical" onFinish={() => void submit()}>
        <FormField control={form.control} name="accounts" id="coupon-accounts" label={t('accounts')}>
          {(field) => <Input.TextArea {...field} rows={4} />}
        </FormField>
        <FormField control={form.control} name="couponName" id="coupon-name" label={t('couponNameZh')}>
          {(field) => <Input {...field} maxLength={100} />}
        </FormField>
        <FormField control={form.control} name="couponNameEn" id="coupon-name-en" label={t('couponNameEn')}>
          {(field) => <Input {...field} maxLength={100} />}
        </FormField>
        <FormField control={form.control} name="discountAmount" id="coupon-discount" label={t('discount')}>
          {(field) => <InputNumber {...field} min={0.01} max={10000} precision={2} style={{ width: 160 }} />}
        </FormField>
        <FormField control={form.control} name="productId" id="coupon-product" label={t('onlyProduct')}>
          {({ value, onChange, ...field }) => (
            <Select
              {...field}
              value={value ?? undefined}
              onChange={(id?: number) => onChange(id ?? null)}
              allowClear
              options={(products.data ?? [])
                .filter((p) => p.isCoupon)
                .map((p) => ({ value: p.id, label: en ? p.productNameEn : p.productName }))}
            />
          )}
        </FormField>
        <FormField control={form.control} name="expiresOn" id="coupon-expires" label={t('expiresOn')}>
          {(field) => <DatePicker {...field} style={{ width: 200 }} />}
        </FormField>
      </Form>
    </Modal>
  )
}
