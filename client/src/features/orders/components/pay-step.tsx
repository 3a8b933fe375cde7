import type { PayData } from '@spell/shared/api/orders/create-order'
import { Descriptions, Spin } from 'antd'
import dayjs from 'dayjs'
import QRCode from 'qrcode'
import { useEffect, useState } from 'react'
import { useOrderText } from '../content'
import { SandboxBanner } from './sandbox-banner'

/** Step 2: the QR code, the price and the order number; the page polls until it is paid. */
export function PayStep({ payData }: { payData: PayData }) {
  const text = useOrderText()
  const [image, setImage] = useState<string>()
  useEffect(() => {
    QRCode.toDataURL(payData.qcPicCode, { width: 240, margin: 1 }).then(setImage, () => setImage(undefined))
  }, [payData.qcPicCode])
  return (
    <div style={{ textAlign: 'center' }}>
      <SandboxBanner />
      <p>{text.scan}</p>
      {image ? <img src={image} width={240} height={240} alt={text.scan} /> : <Spin />}
      <Descriptions column={1} size="small" style={{ maxWidth: 420, margin: '16px auto' }}>
        <Descriptions.Item label={text.amount}>
          <strong data-testid="pay-amount">{text.yuan(payData.productPrice)}</strong>
        </Descriptions.Item>
        <Descriptions.Item label={text.orderNo}>
          <span data-testid="order-no">{payData.orderNo}</span>
        </Descriptions.Item>
      </Descriptions>
      <p>{text.expires(dayjs(payData.expiresAt).format('YYYY-MM-DD HH:mm'))}</p>
      <p>
        <a href={payData.qcPicCode} target="_blank" rel="noreferrer">
          {text.openOnPhone}
        </a>
      </p>
      <Spin size="small" /> {text.waiting}
    </div>
  )
}
