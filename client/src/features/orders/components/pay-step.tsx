import type { PayData } from '@spell/shared/api/orders/create-order'
import { chinaDateTime } from '@spell/shared/time/china-time'
import { Descriptions, Spin, Typography } from 'antd'
import { useEffect, useState } from 'react'
import { useTranslation } from 'react-i18next'
import { ordersNs } from '../i18n'
import { SandboxBanner } from './sandbox-banner'

/**
 * Step 2: on a computer the QR code, the price and the order number; after a phone payment on the
 * provider's page, "confirming" until the server says the order is paid (the page polls; the
 * payer's return alone proves nothing).
 */
export function PayStep({ payData }: { payData: PayData }) {
  const { t } = useTranslation(ordersNs)
  const provider = payData.provider ?? 'wechat'
  const details = (
    <>
      <Descriptions column={1} size="small" style={{ maxWidth: 420, margin: '16px auto' }}>
        <Descriptions.Item label={t('amount')}>
          <strong data-testid="pay-amount">{t('yuan', { n: payData.productPrice.toFixed(2) })}</strong>
        </Descriptions.Item>
        <Descriptions.Item label={t('orderNo')}>
          <span data-testid="order-no">{payData.orderNo}</span>
        </Descriptions.Item>
      </Descriptions>
      <p>{t('expires', { when: chinaDateTime(payData.expiresAt, 'minute') })}</p>
    </>
  )
  if (payData.redirectUrl)
    return (
      <div style={{ textAlign: 'center' }} data-testid="pay-confirming">
        <SandboxBanner />
        <Typography.Title level={4} role="status">
          <Spin size="small" /> {t('confirming')}
        </Typography.Title>
        <p>{t('confirmingDetail')}</p>
        {details}
        <a href={payData.redirectUrl}>{t('continuePaying', { provider: t(`providers.${provider}`) })}</a>
      </div>
    )
  return <QrPayment payData={payData} scanText={t(`scanWith.${provider}`)} details={details} />
}

function QrPayment({
  payData,
  scanText,
  details,
}: {
  payData: PayData
  scanText: string
  details: React.ReactNode
}) {
  const { t } = useTranslation(ordersNs)
  const [image, setImage] = useState<string>()
  useEffect(() => {
    // qrcode is fetched only once a code is to be drawn, not with the orders pages.
    import('qrcode')
      .then(({ default: QRCode }) => QRCode.toDataURL(payData.qcPicCode, { width: 240, margin: 1 }))
      .then(setImage, () => setImage(undefined))
  }, [payData.qcPicCode])
  return (
    <div style={{ textAlign: 'center' }}>
      <SandboxBanner />
      <p>{scanText}</p>
      {image ? <img src={image} width={240} height={240} alt={scanText} /> : <Spin />}
      {details}
      <p>
        <a href={payData.qcPicCode} target="_blank" rel="noreferrer">
          {t('openOnPhone')}
        </a>
      </p>
      <Spin size="small" /> {t('waiting')}
    </div>
  )
}
