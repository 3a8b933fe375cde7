import { Alert, Button, Checkbox, Radio, Result, Select, Space, Spin, Typography } from 'antd'
import { useState } from 'react'
import { useTranslation } from 'react-i18next'
import { useNavigate, useSearchParams } from 'react-router'
import { PlainCard } from '../../../components/plain-card'
import { paths } from '../../../config/paths'
import { useFeedback } from '../../../lib/feedback'
import { writeDraft } from '../../../lib/order-draft'
import { useCoupons } from '../api/coupons'
import { useCurrentContestEntry, useProductInfo } from '../api/product-info'
import { ordersNs } from '../i18n'

/**
 * /stu/placeOrder?id=…: the student picks what to buy (one item, or a bundle with its optional
 * extra) and a coupon, then continues in the payment process. The total shown is indicative: the
 * server computes it again and refuses a different figure.
 */
export default function PlaceOrderPage() {
  const { t } = useTranslation(ordersNs)
  const navigate = useNavigate()
  const { message } = useFeedback()
  const [search] = useSearchParams()
  // Without an id, the current season's contest entry.
  const named = Number(search.get('id')) || undefined
  const entry = useCurrentContestEntry(!named)
  const productId = named ?? entry.data?.id
  const product = useProductInfo(productId)
  const coupons = useCoupons(productId)
  const [picked, setPicked] = useState<number>()
  const [extras, setExtras] = useState<number[]>([])
  const [couponId, setCouponId] = useState<number | null>(null)

  if (product.isLoading || entry.isLoading) return <Spin />
  const info = product.data
  if (!info) return <Result status="404" title={t('notFound')} />
  const bundle = info.tbProduct.bundle
  const single = info.productDetails.length === 1 ? info.productDetails[0]?.id : undefined
  const choice = picked ?? single
  const ids = bundle ? [...info.productDetails.map((d) => d.id), ...extras] : choice ? [choice] : []
  const all = [...info.productDetails, ...info.extraDetails]
  const total = ids.reduce((sum, id) => sum + (all.find((d) => d.id === id)?.price ?? 0), 0)
  const coupon = coupons.data?.list.find((c) => c.id === couponId)
  const due = Math.max(ids.length ? 0.01 : 0, total - (coupon?.discountAmount ?? 0))
  const couponList = coupons.data?.list ?? []

  const go = () => {
    if (!ids.length) {
      message.warning(t('chooseOne'))
      return
    }
    writeDraft({
      productId,
      season: info.tbProduct.season,
      category: info.tbProduct.category,
      subCategory: info.tbProduct.subCategory,
      subTypeCategory: info.tbProduct.subTypeCategory,
      tbProductDetail: ids,
      totalPrice: due,
      couponId,
      stepIndex: 0,
    })
    navigate(`${paths.paymentProcess}?processType=2`)
  }

  return (
    <PlainCard style={{ maxWidth: 720, margin: '24px auto' }} title={info.tbProduct.productName}>
      {!info.onSale && <Alert type="warning" showIcon title={t('offSale')} style={{ marginBottom: 16 }} />}
      {bundle ? (
        <>
          <Typography.Text type="secondary">{t('bundleFixed')}</Typography.Text>
          <ul>
            {info.productDetails.map((d) => (
              <li key={d.id}>
                {d.tproductName} {t('yuan', { n: d.price.toFixed(2) })}
              </li>
            ))}
          </ul>
          {info.extraDetails.length > 0 && (
            <Checkbox.Group
              value={extras}
              onChange={(v) => setExtras(v as number[])}
              options={info.extraDetails.map((d) => ({
                value: d.id,
                label: `${t('extra')}: ${d.tproductName} ${t('yuan', { n: d.price.toFixed(2) })}`,
              }))}
            />
          )}
        </>
      ) : (
        <Radio.Group value={choice} onChange={(e) => setPicked(e.target.value)}>
          <Space direction="vertical">
            {info.productDetails.map((d) => (
              <Radio key={d.id} value={d.id}>
                {d.tproductName} {t('yuan', { n: d.price.toFixed(2) })}
                {d.description && <Typography.Text type="secondary"> · {d.description}</Typography.Text>}
              </Radio>
            ))}
          </Space>
        </Radio.Group>
      )}
      {info.isCoupon === 1 && (
        <div style={{ marginTop: 16 }}>
          <Typography.Text strong>{t('coupon')}: </Typography.Text>
          {couponList.length ? (
            <Select
              aria-label={t('coupon')}
              style={{ minWidth: 240 }}
              value={couponId ?? 0}
              onChange={(v) => setCouponId(v || null)}
              options={[
                { value: 0, label: t('noCouponChosen') },
                ...couponList.map((c) => ({
                  value: c.id,
                  label: `${c.couponName} −${t('yuan', { n: c.discountAmount.toFixed(2) })}`,
                })),
              ]}
            />
          ) : (
            <Typography.Text type="secondary">{t('noCoupon')}</Typography.Text>
          )}
        </div>
      )}
      <Typography.Title level={4} style={{ marginTop: 16 }}>
        {t('total')}: <span data-testid="place-order-total">{t('yuan', { n: due.toFixed(2) })}</span>
      </Typography.Title>
      <Button type="primary" onClick={go} disabled={!info.onSale}>
        {t('placeOrder')}
      </Button>
    </PlainCard>
  )
}
