import { DownloadOutlined } from '@ant-design/icons'
import { Alert, Button } from 'antd'
import { useTranslation } from 'react-i18next'
import styles from '../exam.module.css'
import type { ExamLink } from '../hooks/use-exam-progress'

const linkClass: Record<ExamLink, string | undefined> = {
  socket: styles.linkSocket,
  poll: styles.linkPoll,
  offline: styles.linkOffline,
  connecting: styles.linkConnecting,
}

/** A small dot and word for how the page is connected (live, ordinary polling, offline). */
export function LinkStatus({ link }: { link: ExamLink }) {
  const { t } = useTranslation()
  return (
    <span className={`${styles.link} ${linkClass[link]}`} role="status">
      <span className={styles.linkDot} aria-hidden="true" />
      {t(`exam.link.${link}`)}
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
  const { t } = useTranslation()
  const download = pendingCount > 0 && (
    <Button autoInsertSpace={false} icon={<DownloadOutlined aria-hidden="true" />} onClick={onDownload}>
      {t('exam.downloadAnswers')}
    </Button>
  )
  if (examOver) {
    return (
      <Alert
        className={styles.banner}
        type="error"
        showIcon
        role="alert"
        title={t('exam.offlineOverTitle')}
        description={
          pendingCount > 0
            ? t('exam.offlineOverPending', { count: pendingCount })
            : t('exam.offlineOverNothingPending')
        }
        action={download}
      />
    )
  }
  return (
    <Alert
      className={styles.banner}
      type="warning"
      showIcon
      role="alert"
      title={t('exam.offlineTitle')}
      description={
        pendingCount > 0 ? t('exam.offlinePending', { count: pendingCount }) : t('exam.offlineText')
      }
      action={download}
    />
  )
}
