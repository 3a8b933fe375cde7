import { Button, Result } from 'antd'
import { useTranslation } from 'react-i18next'
import { useNavigate } from 'react-router'
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
        <Result
          status="info"
          title={t('unavailableTitle')}
          subTitle={message || t('unavailableText')}
          extra={
            <Button
              autoInsertSpace={false}
              type="primary"
              size="large"
              onClick={() => navigate(paths.stuIndex)}
            >
              {t('backHome')}
            </Button>
          }
        />
      </div>
    </div>
  )
}
