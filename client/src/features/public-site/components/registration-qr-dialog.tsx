import { Modal, Spin } from 'antd'
import QRCode from 'qrcode'
import { useEffect, useState } from 'react'
import { useTranslation } from 'react-i18next'
import { Link } from 'react-router'
import { paths } from '../../../config/paths'
import { publicSiteNs } from '../i18n'
import styles from './registration-qr-dialog.module.css'

/** The address the QR code opens: the speller registration entry of this site. */
const registrationEntryUrl = () => new URL(paths.stuReg, window.location.origin).toString()

/** The 个人赛报名 dialog: a real QR code pointing to the registration entry. */
export function RegistrationQrDialog({ open, onClose }: { open: boolean; onClose: () => void }) {
  const { t } = useTranslation(publicSiteNs)
  const [qr, setQr] = useState<string | null>(null)
  useEffect(() => {
    if (!open || qr) return
    void QRCode.toDataURL(registrationEntryUrl(), { width: 240, margin: 1, color: { dark: '#1e2537' } }).then(
      setQr,
    )
  }, [open, qr])

  return (
    <Modal
      open={open}
      title={t('registrationQr.title')}
      onCancel={onClose}
      onOk={onClose}
      okText={t('registrationQr.close')}
      cancelButtonProps={{ style: { display: 'none' } }}
      width={400}
      centered
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
          <Spin />
        )}
      </div>
      <p className={styles.alt}>
        <Link to={paths.stuReg} onClick={onClose}>
          {t('registrationQr.onThisSite')}
        </Link>
      </p>
    </Modal>
  )
}
