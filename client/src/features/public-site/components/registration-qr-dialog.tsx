import { Modal, Spin } from 'antd'
import QRCode from 'qrcode'
import { useEffect, useState } from 'react'
import { Link } from 'react-router'
import { paths } from '../../../config/paths'
import { useLang } from '../use-lang'
import styles from './registration-qr-dialog.module.css'

const texts = {
  title: { zh: '个人赛报名', en: 'Individual registration (个人赛报名)' },
  scan: {
    zh: '请使用微信扫描下方二维码，进入小程序继续完成个人选手报名。',
    en: 'Scan the QR code below with WeChat and continue your individual registration in its mini-program.',
  },
  qrAlt: { zh: '个人赛报名入口二维码', en: 'QR code of the individual registration entry' },
  onThisSite: {
    zh: '不方便扫码？在本网站注册选手账号',
    en: 'Cannot scan? Register a speller account on this site',
  },
  close: { zh: '知道了', en: 'Got it' },
}

/** The address the QR code opens: the speller registration entry of this site. */
const registrationEntryUrl = () => new URL(paths.stuReg, window.location.origin).toString()

/** The 个人赛报名 dialog: a real QR code pointing to the registration entry. */
export function RegistrationQrDialog({ open, onClose }: { open: boolean; onClose: () => void }) {
  const { pick } = useLang()
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
      title={pick(texts.title)}
      onCancel={onClose}
      onOk={onClose}
      okText={pick(texts.close)}
      cancelButtonProps={{ style: { display: 'none' } }}
      width={400}
      centered
    >
      <p className={styles.scan}>{pick(texts.scan)}</p>
      <div className={styles.qr}>
        {qr ? (
          <img
            src={qr}
            alt={pick(texts.qrAlt)}
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
          {pick(texts.onThisSite)}
        </Link>
      </p>
    </Modal>
  )
}
