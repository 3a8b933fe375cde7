import { Button, Result } from 'antd'
import { useTranslation } from 'react-i18next'
import { useNavigate } from 'react-router'
import { paths } from '../../../config/paths'
import styles from '../exam.module.css'

/** No exam for this student now (not enrolled, outside the exam's window, none open): said in place. */
export function ExamUnavailable({ message }: { message?: string }) {
  const { t } = useTranslation()
  const navigate = useNavigate()
  return (
    <div className={styles.page}>
      <div className={`${styles.card} ${styles.result}`}>
        <Result
          status="info"
          title={t('exam.unavailableTitle')}
          subTitle={message || t('exam.unavailableText')}
          extra={
            <Button
              autoInsertSpace={false}
              type="primary"
              size="large"
              onClick={() => navigate(paths.stuIndex)}
            >
              {t('exam.backHome')}
            </Button>
          }
        />
      </div>
    </div>
  )
}
