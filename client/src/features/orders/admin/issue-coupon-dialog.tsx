import { DatePicker, Form, Input, InputNumber, Modal, Select } from 'antd'
import type { Dayjs } from 'dayjs'
import { useTranslation } from 'react-i18next'
import { useSeasonOverview } from '../../../hooks/use-season'
import { currentLang } from '../../../i18n'
import { useFeedback } from '../../../lib/feedback'
import { ordersNs } from '../i18n'
import { useIssueCoupon } from './api/coupons'
import { useSeasonProducts } from './api/products'

interface Values {
  accounts: string
  couponName: string
  couponNameEn: string
  discountAmount: number
  productId?: number
  expiresOn?: Dayjs
}

/** Issues one coupon to each user named by phone or e-mail; unknown accounts are listed back. */
export function IssueCouponDialog({ open, onClose }: { open: boolean; onClose: () => void }) {
  const { t } = useTranslation(ordersNs, { keyPrefix: 'coupons' })
  const en = currentLang() === 'en'
  const { message } = useFeedback()
  const products = useSeasonProducts(useSeasonOverview().data?.season ?? 0)
  const issue = useIssueCoupon()
  const [form] = Form.useForm<Values>()
  const required = [{ required: true, message: t('required') }]

  const submit = async (values: Values) => {
    try {
      const r = await issue.mutateAsync({
        accounts: values.accounts.split(/\s+/).filter(Boolean),
        couponName: values.couponName,
        couponNameEn: values.couponNameEn,
        discountAmount: values.discountAmount,
        productId: values.productId ?? null,
        expiresOn: values.expiresOn ? values.expiresOn.format('YYYY-MM-DD') : null,
      })
      message.success(
        r.unknown.length
          ? t('issuedNotFound', { n: r.issued, unknown: r.unknown.join(t('listSeparator')) })
          : t('issued', { n: r.issued }),
      )
      if (r.issued) {
        form.resetFields()
        onClose()
      }
    } catch {
      // The request client showed what is wrong.
    }
  }

  return (
    <Modal
      open={open}
      title={t('issue')}
      okText={t('issue')}
      cancelText={t('cancel')}
      confirmLoading={issue.isPending}
      onOk={() => form.submit()}
      onCancel={onClose}
    >
      <Form form={form} layout="vertical" onFinish={submit}>
        <Form.Item name="accounts" label={t('accounts')} rules={required}>
          <Input.TextArea rows={4} />
        </Form.Item>
        <Form.Item name="couponName" label={t('couponNameZh')} rules={required}>
          <Input maxLength={100} />
        </Form.Item>
        <Form.Item name="couponNameEn" label={t('couponNameEn')} rules={required}>
          <Input maxLength={100} />
        </Form.Item>
        <Form.Item name="discountAmount" label={t('discount')} rules={required}>
          <InputNumber min={0.01} max={10000} precision={2} style={{ width: 160 }} />
        </Form.Item>
        <Form.Item name="productId" label={t('onlyProduct')}>
          <Select
            allowClear
            options={(products.data ?? [])
              .filter((p) => p.isCoupon)
              .map((p) => ({ value: p.id, label: en ? p.productNameEn : p.productName }))}
          />
        </Form.Item>
        <Form.Item name="expiresOn" label={t('expiresOn')}>
          <DatePicker style={{ width: 200 }} />
        </Form.Item>
      </Form>
    </Modal>
  )
}
