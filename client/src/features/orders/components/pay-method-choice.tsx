import type { PaymentProviderName } from '@spell/shared/api/orders/create-order'
import { Radio, Typography } from 'antd'
import { useTranslation } from 'react-i18next'
import { ordersNs } from '../i18n'

export type PayMethod = { provider: PaymentProviderName; phone: boolean }

/**
 * The payer's choice among the providers the site offers (shown when there is a choice); on a phone
 * it says that the provider's own page opens.
 */
export function PayMethodChoice({
  methods,
  value,
  onChange,
  phone,
}: {
  methods: PayMethod[]
  value: PaymentProviderName | undefined
  onChange: (provider: PaymentProviderName) => void
  phone: boolean
}) {
  const { t } = useTranslation(ordersNs)
  const chosen = methods.find((m) => m.provider === value) ?? methods[0]
  if (!chosen) return null
  return (
    <div style={{ marginTop: 16 }}>
      {methods.length > 1 && <Typography.Text id="pay-method-label">{t('payMethod')}：</Typography.Text>}
      {methods.length > 1 && (
        <Radio.Group
          aria-labelledby="pay-method-label"
          value={chosen.provider}
          onChange={(e) => onChange(e.target.value)}
          options={methods.map((m) => ({ value: m.provider, label: t(`providers.${m.provider}`) }))}
        />
      )}
      {phone && chosen.phone && (
        <Typography.Paragraph type="secondary" style={{ marginTop: 8 }}>
          {t('phonePays', { provider: t(`providers.${chosen.provider}`) })}
        </Typography.Paragraph>
      )}
    </div>
  )
}
