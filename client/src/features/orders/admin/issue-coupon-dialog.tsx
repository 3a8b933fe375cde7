import { App, DatePicker, Form, Input, InputNumber, Modal, Select } from 'antd'
import type { Dayjs } from 'dayjs'
import { useSeasonOverview } from '../../../hooks/use-season'
import { currentLang } from '../../../i18n'
import { useIssueCoupon } from './api/coupons'
import { useSeasonProducts } from './api/products'
import { useCouponsText } from './coupons-content'

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
  const text = useCouponsText()
  const en = currentLang() === 'en'
  const { message } = App.useApp()
  const products = useSeasonProducts(useSeasonOverview().data?.season ?? 0)
  const issue = useIssueCoupon()
  const [form] = Form.useForm<Values>()
  const required = [{ required: true, message: text.required }]

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
      message.success(text.issued(r.issued, r.unknown))
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
      title={text.issue}
      okText={text.issue}
      cancelText={text.cancel}
      confirmLoading={issue.isPending}
      onOk={() => form.submit()}
      onCancel={onClose}
    >
      <Form form={form} layout="vertical" onFinish={submit}>
        <Form.Item name="accounts" label={text.accounts} rules={required}>
          <Input.TextArea rows={4} />
        </Form.Item>
        <Form.Item name="couponName" label={text.couponNameZh} rules={required}>
          <Input maxLength={100} />
        </Form.Item>
        <Form.Item name="couponNameEn" label={text.couponNameEn} rules={required}>
          <Input maxLength={100} />
        </Form.Item>
        <Form.Item name="discountAmount" label={text.discount} rules={required}>
          <InputNumber min={0.01} max={10000} precision={2} style={{ width: 160 }} />
        </Form.Item>
        <Form.Item name="productId" label={text.onlyProduct}>
          <Select
            allowClear
            options={(products.data ?? [])
              .filter((p) => p.isCoupon)
              .map((p) => ({ value: p.id, label: en ? p.productNameEn : p.productName }))}
          />
        </Form.Item>
        <Form.Item name="expiresOn" label={text.expiresOn}>
          <DatePicker style={{ width: 200 }} />
        </Form.Item>
      </Form>
    </Modal>
  )
}
