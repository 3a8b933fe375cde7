import QRCode from 'qrcode'
import { useEffect, useState } from 'react'
import { useTranslation } from 'react-i18next'
import { Link } from 'react-router'
import { LoadingText } from '../../../components/loading-text'
import { PlainButton } from '../../../components/plain-button'
import { PlainDialog } from '../../../components/plain-dialog'
import { paths } from '../../../config/paths'
import { publicSiteNs } from '../i18n'
import styles from './registration-qr-dialog.module.css'

/** The address the QR code opens: the speller registration entry of this site. */
const registrationEntryUrl = () => new URL(paths.stuReg, window.location.origin).toString()

/** The 个人赛报名 dialog: a real QR code pointing to the registration entry (its own chunk, with the QR encoder). */
export default function RegistrationQrDialog({ open, onClose }: { open: boolean; onClose: () => void }) {
  const { t } = useTranslation(publicSiteNs)
  const { t: common } = useTranslation()
  const [qr, setQr] = useState<string | null>(null)
  useEffect(() => {
    if (!open || qr) return
    void QRCode.toDataURL(registrationEntryUrl(), { width: 240, margin: 1, color: { dark: '#1e2537' } }).then(
      setQr,
    )
  }, [open, qr])

  return (
    <PlainDialog
      open={open}
      title={t('registrationQr.title')}
      onClose={onClose}
      width={400}
      footer={
        <PlainButton type="primary" onClick={onClose}>
          {t('registrationQr.close')}
        </PlainButton>
      }
    >
      <p className={styles.scan}>{t('registrationQr.scan')}</p>
      <div className={styles.qr}>
        {qr ? (
          <img
            src={qr}
            alt={t('registrationQr.qrAlt')}
            width={240}
            height={240}
            data-entry={registrationEntryUrl()}
          />
        ) : (
          <LoadingText text={common('site.loading')} />
        )}
      </div>
      <p className={styles.alt}>
        <Link to={paths.stuReg} onClick={onClose}>
          {t('registrationQr.onThisSite')}
        </Link>
      </p>
    </PlainDialog>
  )
}
