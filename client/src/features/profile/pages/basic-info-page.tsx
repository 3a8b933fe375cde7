import { Alert, Button, Spin } from 'antd'
import { useTranslation } from 'react-i18next'
import { useSearchParams } from 'react-router'
import { useBasicInfo } from '../../../hooks/use-basic-info'
import { toFormValues } from '../basic-info-values'
import { BasicInfoForm } from '../components/basic-info-form'
import { profileNs } from '../i18n'
import styles from '../profile.module.css'

function BasicInfoLoader({ pushUrl }: { pushUrl: string | null }) {
  const { t } = useTranslation(profileNs, { keyPrefix: 'form' })
  const info = useBasicInfo()

  if (info.isPending) {
    return (
      <div className={styles.state}>
        <Spin size="large" description={t('loading')} />
      </div>
    )
  }
  if (info.isError) {
    return (
      <Alert
        type="error"
        showIcon
        title={t('loadFailed')}
        action={
          <Button size="small" onClick={() => void info.refetch()}>
            {t('retry')}
          </Button>
        }
      />
    )
  }
  return (
    <BasicInfoForm
      initial={toFormValues(info.data)}
      pushUrl={pushUrl}
      maskedIdCard={info.data.sysUser.idCard}
    />
  )
}

/** /cebsbUserInfo (optional query pushUrl): the signed-in user's basic information. */
export default function BasicInfoPage() {
  const { t } = useTranslation(profileNs, { keyPrefix: 'form' })
  const [params] = useSearchParams()
  return (
    <div className={styles.page}>
      <p className={styles.intro}>{t('intro')}</p>
      <BasicInfoLoader pushUrl={params.get('pushUrl')} />
    </div>
  )
}
