import { TrophyFilled } from '@ant-design/icons'
import { chinaClock } from '@spell/shared/time/china-time'
import QRCode from 'qrcode'
import { useEffect, useState } from 'react'
import { useTranslation } from 'react-i18next'
import { useNavigate } from 'react-router'
import { PlainButton } from '../../../components/plain-button'
import { paths } from '../../../config/paths'
import { resultStanding, useResultProgress } from '../api/result-progress'
import styles from '../exam-page.module.css'
import { examNs } from '../i18n'

/** The site's home page, where the competition's news appears. */
const homeUrl = () => new URL(paths.home, window.location.origin).href

/**
 * /stu/examSemi/result: congratulations, the paper is in, and a QR code to follow for news. Whether the
 * exam is over or still in its review time (until when) follows the exam's progress.
 */
export default function SemiResultPage() {
  const { t } = useTranslation(examNs)
  const navigate = useNavigate()
  const [qr, setQr] = useState<string | null>(null)
  const standing = resultStanding(useResultProgress().data)

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
          {t('resultTitle')}
        </h1>
        <p className={styles.resultText} aria-live="polite">
          {standing.kind === 'ended'
            ? t('resultEnded')
            : standing.kind === 'review'
              ? t('resultReview', { time: chinaClock(standing.until, 'second') })
              : t('resultSubmitted')}
        </p>
        <p className={styles.resultText}>{t('resultScores')}</p>
        {qr && (
          <figure className={styles.qr}>
            <img src={qr} alt={t('qrAlt')} />
            <figcaption className={styles.qrText}>{t('qrText')}</figcaption>
          </figure>
        )}
        <div className={styles.introActions}>
          <PlainButton
            type="primary"
            size="large"
            className={styles.bigButton}
            onClick={() => navigate(paths.stuIndex)}
          >
            {t('backHome')}
          </PlainButton>
        </div>
      </section>
    </div>
  )
}
