import type { couponSchema } from '@spell/shared/api/orders/coupons'
import { useId } from 'react'
import { useTranslation } from 'react-i18next'
import type { z } from 'zod'
import { PlainSelect } from '../../../components/plain-select'
import { ordersNs } from '../i18n'
import styles from './coupon-picker.module.css'

type Coupon = z.infer<typeof couponSchema>

/** The coupon to use on an order, or none; says so when the student has none for this product. */
export function CouponPicker({
  coupons,
  value,
  onChange,
}: {
  coupons: Coupon[]
  value: number | null
  onChange: (couponId: number | null) => void
}) {
  const { t } = useTranslation(ordersNs)
  const id = useId()
  if (!coupons.length) {
    return (
      <div className={styles.coupon}>
        <span className={styles.label}>{t('coupon')}: </span>
        <span className={styles.none}>{t('noCoupon')}</span>
      </div>
    )
  }
  return (
    <div className={styles.coupon}>
      <label htmlFor={id} className={styles.label}>
        {t('coupon')}:{' '}
      </label>
      <PlainSelect
        id={id}
        aria-label={t('coupon')}
        className={styles.select}
        value={value ?? 0}
        onChange={(event) => onChange(Number(event.target.value) || null)}
      >
        <option value={0}>{t('noCouponChosen')}</option>
        {coupons.map((c) => (
          <option key={c.id} value={c.id}>
            {`${c.couponName} −${t('yuan', { n: c.discountAmount.toFixed(2) })}`}
          </option>
        ))}
      </PlainSelect>
    </div>
  )
}
