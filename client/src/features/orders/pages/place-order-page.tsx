import { Button, Spin } from 'antd'
import { lazy, Suspense, useState } from 'react'
import { useTranslation } from 'react-i18next'
import { useNavigate, useSearchParams } from 'react-router'
import { PlainAlert } from '../../../components/plain-alert'
import { PlainCard } from '../../../components/plain-card'
import { paths } from '../../../config/paths'
import { useFeedback } from '../../../lib/feedback'
import { writeDraft } from '../../../lib/order-draft'
import { useCoupons } from '../api/coupons'
import { useCurrentContestEntry, useProductInfo } from '../api/product-info'
import { CouponPicker } from '../components/coupon-picker'
import { BundleChoice, ItemChoice } from '../components/product-choice'
import { ordersNs } from '../i18n'
import styles from './place-order-page.module.css'

/** antd's 404 picture comes only for a product that does not exist. */
const ProductNotFound = lazy(() =>
  import('../components/product-not-found').then((module) => ({ default: module.ProductNotFound })),
)

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
  if (!info) {
    return (
      <Suspense fallback={null}>
        <ProductNotFound />
      </Suspense>
    )
  }
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
      {!info.onSale && <PlainAlert title={t('offSale')} className={styles.offSale} />}
      {bundle ? (
        <BundleChoice
          details={info.productDetails}
          extraDetails={info.extraDetails}
          extras={extras}
          onExtras={setExtras}
        />
      ) : (
        <ItemChoice
          label={info.tbProduct.productName}
          details={info.productDetails}
          choice={choice}
          onChoose={setPicked}
        />
      )}
      {info.isCoupon === 1 && <CouponPicker coupons={couponList} value={couponId} onChange={setCouponId} />}
      {/* A line of the form, not a heading; read out again when a coupon changes it. */}
      <p className={styles.total} aria-live="polite">
        {t('total')}: <span data-testid="place-order-total">{t('yuan', { n: due.toFixed(2) })}</span>
      </p>
      <Button type="primary" onClick={go} disabled={!info.onSale}>
        {t('placeOrder')}
      </Button>
    </PlainCard>
  )
}
