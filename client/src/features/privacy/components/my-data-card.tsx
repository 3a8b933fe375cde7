import { DeleteOutlined, DownloadOutlined } from '@ant-design/icons'
import { lazy, Suspense, useState } from 'react'
import { useTranslation } from 'react-i18next'
import { PlainButton } from '../../../components/plain-button'
import { PlainCard } from '../../../components/plain-card'
import { useDownloadMyData } from '../api/my-data'
import { privacyNs } from '../i18n'
import styles from '../privacy.module.css'

/** The deletion dialog and its password form come with the first press on "delete". */
const DeleteAccountDialog = lazy(() => import('./delete-account-dialog'))

/** The student's rights over their data: download everything stored, or delete the account (password to confirm). */
export function MyDataCard() {
  const { t } = useTranslation(privacyNs)
  const download = useDownloadMyData()
  const [open, setOpen] = useState(false)
  const [asked, setAsked] = useState(false)

  return (
    <PlainCard className={styles.card} title={<h2 className={styles.consentTitle}>{t('myData.title')}</h2>}>
      <p className={styles.hint}>{t('myData.intro')}</p>
      <div className={styles.actions}>
        <PlainButton
          icon={<DownloadOutlined aria-hidden />}
          loading={download.isPending}
          onClick={() => download.mutate()}
        >
          {t('myData.download')}
        </PlainButton>
        <PlainButton
          className={styles.danger}
          icon={<DeleteOutlined aria-hidden />}
          onClick={() => {
            setAsked(true)
            setOpen(true)
          }}
        >
          {t('myData.delete')}
        </PlainButton>
      </div>
      {asked && (
        <Suspense fallback={null}>
          <DeleteAccountDialog open={open} onClose={() => setOpen(false)} />
        </Suspense>
      )}
    </PlainCard>
  )
}
