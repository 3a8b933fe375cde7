import { useTranslation } from 'react-i18next'
import { PlainAlert } from '../../../components/plain-alert'
import { usePayMode } from '../api/pay-mode'
import { ordersNs } from '../i18n'
import styles from './sandbox-banner.module.css'

/**
 * Shown on every page with a payment QR code or a payment's status while the site runs the sandbox
 * (development, or a staging site): the reader's language first, the other one under it.
 */
export function SandboxBanner() {
  const mode = usePayMode()
  const { i18n } = useTranslation()
  if (!mode.data?.sandbox) return null
  const [firstLang, secondLang] = i18n.language === 'en' ? ['en', 'zh'] : ['zh', 'en']
  const first = i18n.getFixedT(firstLang, ordersNs, 'sandbox')
  const second = i18n.getFixedT(secondLang, ordersNs, 'sandbox')
  return (
    <PlainAlert
      role="note"
      data-testid="sandbox-banner"
      className={styles.banner}
      title={`${first('title')} · ${second('title')}`}
      description={`${first('detail')} ${second('detail')}`}
    />
  )
}
