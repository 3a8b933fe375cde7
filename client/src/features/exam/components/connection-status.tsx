import { DownloadOutlined } from '@ant-design/icons'
import { useTranslation } from 'react-i18next'
import { PlainAlert } from '../../../components/plain-alert'
import { PlainButton } from '../../../components/plain-button'
import type { ExamLink } from '../hooks/use-exam-progress'
import { examNs } from '../i18n'
import styles from './connection-status.module.css'

const linkClass: Record<ExamLink, string | undefined> = {
  socket: styles.linkSocket,
  poll: styles.linkPoll,
  offline: styles.linkOffline,
  connecting: styles.linkConnecting,
}

/** A small dot and word for how the page is connected (live, ordinary polling, offline). */
export function LinkStatus({ link }: { link: ExamLink }) {
  const { t } = useTranslation(examNs)
  return (
    <span className={`${styles.link} ${linkClass[link]}`} role="status">
      <span className={styles.linkDot} aria-hidden="true" />
      {t(`link.${link}`)}
    </span>
  )
}

interface OfflineBannerProps {
  /** The exam has ended (or its time has run out here) while the network is gone. */
  examOver: boolean
  pendingCount: number
  onDownload: () => void
}

/**
 * Said plainly when the network is gone: the answers stay on this device and are sent when it comes
 * back; the page keeps trying. When the exam is over with answers still here, the student can also
 * download them as a file for the committee.
 */
export function OfflineBanner({ examOver, pendingCount, onDownload }: OfflineBannerProps) {
  const { t } = useTranslation(examNs)
  const download = pendingCount > 0 && (
    <PlainButton icon={<DownloadOutlined aria-hidden="true" />} onClick={onDownload}>
      {t('downloadAnswers')}
    </PlainButton>
  )
  if (examOver) {
    return (
      <PlainAlert
        className={styles.banner}
        type="error"
        title={t('offlineOverTitle')}
        description={
          pendingCount > 0 ? t('offlineOverPending', { count: pendingCount }) : t('offlineOverNothingPending')
        }
        action={download}
      />
    )
  }
  return (
    <PlainAlert
      className={styles.banner}
      title={t('offlineTitle')}
      description={pendingCount > 0 ? t('offlinePending', { count: pendingCount }) : t('offlineText')}
      action={download}
    />
  )
}
