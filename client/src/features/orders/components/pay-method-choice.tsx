import type { PaymentProviderName } from '@spell/shared/api/orders/create-order'
import { Radio, Typography } from 'antd'
import { useTranslation } from 'react-i18next'
import { ordersNs } from '../i18n'

export type PayMethod = { provider: PaymentProviderName; phone: boolean }
/** A provider, or a school's bank transfer (no provider page: the transfer details replace the QR code). */
export type PayChoice = PaymentProviderName | 'bank'

/**
 * The payer's choice among the providers the site offers (shown when there is a choice), and bank
 * transfer when it is offered to this payer (a school); on a phone it says that the provider's own
 * page opens.
 */
export function PayMethodChoice({
  methods,
  value,
  onChange,
  phone,
  bankTransfer = false,
}: {
  methods: PayMethod[]
  value: PayChoice | undefined
  onChange: (choice: PayChoice) => void
  phone: boolean
  bankTransfer?: boolean
}) {
  const { t } = useTranslation(ordersNs)
  const method = methods.find((m) => m.provider === value) ?? methods[0]
  const chosen: PayChoice | undefined = value === 'bank' && bankTransfer ? 'bank' : method?.provider
  if (!chosen) return null
  const options = [
    ...methods.map((m) => ({ value: m.provider as PayChoice, label: t(`providers.${m.provider}`) })),
    ...(bankTransfer ? [{ value: 'bank' as const, label: t('bankTransfer.method') }] : []),
  ]
  return (
    <div style={{ marginTop: 16 }}>
      {options.length > 1 && <Typography.Text id="pay-method-label">{t('payMethod')}：</Typography.Text>}
      {options.length > 1 && (
        <Radio.Group
          aria-labelledby="pay-method-label"
          value={chosen}
          onChange={(e) => onChange(e.target.value)}
          options={options}
        />
      )}
      {chosen === 'bank' ? (
        <Typography.Paragraph type="secondary" style={{ marginTop: 8 }}>
          {t('bankTransfer.methodHint')}
        </Typography.Paragraph>
      ) : (
        phone &&
        method?.phone && (
          <Typography.Paragraph type="secondary" style={{ marginTop: 8 }}>
            {t('phonePays', { provider: t(`providers.${method.provider}`) })}
          </Typography.Paragraph>
        )
      )}
    </div>
  )
}
