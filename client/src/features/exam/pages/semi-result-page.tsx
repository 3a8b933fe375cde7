import { TrophyFilled } from '@ant-design/icons'
import { Button } from 'antd'
import QRCode from 'qrcode'
import { useEffect, useState } from 'react'
import { useTranslation } from 'react-i18next'
import { useNavigate } from 'react-router'
import { paths } from '../../../config/paths'
import styles from '../exam.module.css'

/** The site's home page, where the competition's news appears. */
const homeUrl = () => new URL(paths.home, window.location.origin).href

/** /stu/examSemi/result: congratulations, the exam is finished, and a QR code to follow for news. */
export default function SemiResultPage() {
  const { t } = useTranslation()
  const navigate = useNavigate()
  const [qr, setQr] = useState<string | null>(null)

  useEffect(() => {
    let cancelled = false
    QRCode.toDataURL(homeUrl(), { width: 360, margin: 1, color: { dark: '#1e2537', light: '#ffffff' } })
      .then((url) => {
        if (!cancelled) setQr(url)
      })
      .catch(() => setQr(null))
    return () => {
      cancelled = true
    }
  }, [])

  return (
    <div className={styles.page}>
      <section className={`${styles.card} ${styles.result}`} aria-labelledby="exam-result-title">
        <TrophyFilled className={styles.resultIcon} aria-hidden="true" />
        <h1 id="exam-result-title" className={styles.resultTitle}>
          {t('exam.resultTitle')}
        </h1>
        <p className={styles.resultText}>{t('exam.resultText')}</p>
        <p className={styles.resultText}>{t('exam.resultScores')}</p>
        {qr && (
          <figure className={styles.qr}>
            <img src={qr} alt={t('exam.qrAlt')} />
            <figcaption className={styles.qrText}>{t('exam.qrText')}</figcaption>
          </figure>
        )}
        <div className={styles.introActions}>
          <Button
            autoInsertSpace={false}
            type="primary"
            size="large"
            className={styles.bigButton}
            onClick={() => navigate(paths.stuIndex)}
          >
            {t('exam.backHome')}
          </Button>
        </div>
      </section>
    </div>
  )
}
