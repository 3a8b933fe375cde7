import type { productDetailSchema } from '@spell/shared/api/orders/products'
import { useId } from 'react'
import { useTranslation } from 'react-i18next'
import type { z } from 'zod'
import { ordersNs } from '../i18n'
import styles from './product-choice.module.css'

type Detail = z.infer<typeof productDetailSchema>

/** A bundle: the items it always holds, and its optional extras to tick. */
export function BundleChoice({
  details,
  extraDetails,
  extras,
  onExtras,
}: {
  details: Detail[]
  extraDetails: Detail[]
  extras: number[]
  onExtras: (extras: number[]) => void
}) {
  const { t } = useTranslation(ordersNs)
  const toggle = (id: number, ticked: boolean) =>
    onExtras(ticked ? [...extras, id] : extras.filter((extra) => extra !== id))
  return (
    <>
      <span className={styles.muted}>{t('bundleFixed')}</span>
      <ul>
        {details.map((d) => (
          <li key={d.id}>
            {d.tproductName} {t('yuan', { n: d.price.toFixed(2) })}
          </li>
        ))}
      </ul>
      {extraDetails.length > 0 && (
        <div className={styles.extras}>
          {extraDetails.map((d) => (
            <label key={d.id} className={styles.option}>
              <input
                type="checkbox"
                checked={extras.includes(d.id)}
                onChange={(event) => toggle(d.id, event.target.checked)}
              />
              <span>
                {t('extra')}: {d.tproductName} {t('yuan', { n: d.price.toFixed(2) })}
              </span>
            </label>
          ))}
        </div>
      )}
    </>
  )
}

/** A product sold in several items: one of them to pick. */
export function ItemChoice({
  label,
  details,
  choice,
  onChoose,
}: {
  label: string
  details: Detail[]
  choice: number | undefined
  onChoose: (id: number) => void
}) {
  const { t } = useTranslation(ordersNs)
  const name = useId()
  return (
    <div role="radiogroup" aria-label={label} className={styles.items}>
      {details.map((d) => (
        <label key={d.id} className={styles.option}>
          <input type="radio" name={name} checked={choice === d.id} onChange={() => onChoose(d.id)} />
          <span>
            {d.tproductName} {t('yuan', { n: d.price.toFixed(2) })}
            {d.description && <span className={styles.muted}> · {d.description}</span>}
          </span>
        </label>
      ))}
    </div>
  )
}
