import { useTranslation } from 'react-i18next'
import { PlainAlert } from '../../../components/plain-alert'
import { usePayMode } from '../api/pay-mode'
import styles from './sandbox-banner.module.css'

const TEXT = {
  zh: { title: '测试支付环境：不会真实扣款', detail: '扫码后在测试页面确认即可完成支付，不经过微信支付。' },
  en: {
    title: 'Test payments: no real money is taken',
    detail: 'Scanning opens a test page where the payment is confirmed; WeChat Pay is not involved.',
  },
}

/**
 * Shown on every page with a payment QR code or a payment's status while the site runs the sandbox
 * (development, or a staging site): the reader's language first, the other one under it.
 */
export function SandboxBanner() {
  const mode = usePayMode()
  const { i18n } = useTranslation()
  if (!mode.data?.sandbox) return null
  const [first, second] = i18n.language === 'en' ? [TEXT.en, TEXT.zh] : [TEXT.zh, TEXT.en]
  return (
    <PlainAlert
      role="note"
      data-testid="sandbox-banner"
      className={styles.banner}
      title={`${first.title} · ${second.title}`}
      description={`${first.detail} ${second.detail}`}
    />
  )
}
