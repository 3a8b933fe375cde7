import { InfoCircleFilled } from '@ant-design/icons'
import { useTranslation } from 'react-i18next'
import { useNavigate } from 'react-router'
import { PlainButton } from '../../../components/plain-button'
import { paths } from '../../../config/paths'
import styles from '../exam-page.module.css'
import { examNs } from '../i18n'

/** No exam for this student now (not enrolled, outside the exam's window, none open): said in place. */
export default function UnavailableNotice({ message }: { message?: string }) {
  const { t } = useTranslation(examNs)
  const navigate = useNavigate()
  return (
    <div className={styles.page}>
      <div className={`${styles.card} ${styles.result}`}>
        <InfoCircleFilled className={styles.resultIcon} aria-hidden />
        <h1 className={styles.resultTitle}>{t('unavailableTitle')}</h1>
        <p className={styles.resultText}>{message || t('unavailableText')}</p>
        <div className={styles.resultAction}>
          <PlainButton type="primary" size="large" onClick={() => navigate(paths.stuIndex)}>
            {t('backHome')}
          </PlainButton>
        </div>
      </div>
    </div>
  )
}
