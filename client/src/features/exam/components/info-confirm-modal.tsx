import { type CallResponse, grades, idTypes, sexPersonal } from '@spell/shared'
import type { getBasicsUserInfo } from '@spell/shared/api/users/basic-info'
import { useTranslation } from 'react-i18next'
import { LoadingText } from '../../../components/loading-text'
import { PlainAlert } from '../../../components/plain-alert'
import { PlainButton } from '../../../components/plain-button'
import { PlainDialog } from '../../../components/plain-dialog'
import { currentLang } from '../../../i18n'
import examPage from '../exam-page.module.css'
import { examNs } from '../i18n'
import styles from './info-confirm-modal.module.css'

type BasicInfo = CallResponse<typeof getBasicsUserInfo>

interface InfoConfirmModalProps {
  open: boolean
  info: BasicInfo | undefined
  loading: boolean
  failed: boolean
  confirming: boolean
  onConfirm: () => void
  onRetry: () => void
  /** Where the focus goes once it is confirmed (see PlainDialog). */
  finalFocus?: () => HTMLElement | null | undefined
}

/**
 * "Please confirm your information" before the semi-final. It closes only through its confirm button:
 * no close icon, no click on the mask, no Escape.
 */
export function InfoConfirmModal({
  open,
  info,
  loading,
  failed,
  confirming,
  onConfirm,
  onRetry,
  finalFocus,
}: InfoConfirmModalProps) {
  const { t } = useTranslation(examNs)
  return (
    <PlainDialog
      open={open}
      title={t('infoTitle')}
      width={600}
      finalFocus={finalFocus}
      footer={
        <PlainButton
          type="primary"
          size="large"
          className={examPage.bigButton}
          onClick={onConfirm}
          loading={confirming}
          disabled={!info}
        >
          {t('infoConfirm')}
        </PlainButton>
      }
    >
      <p className={styles.infoLead}>{t('infoLead')}</p>
      {loading && (
        <div className={examPage.loading}>
          <LoadingText text={t('loading')} />
        </div>
      )}
      {failed && (
        <PlainAlert
          type="error"
          title={t('infoLoadFailed')}
          action={
            <PlainButton size="small" onClick={onRetry}>
              {t('retry')}
            </PlainButton>
          }
        />
      )}
      {info && <InfoDetails info={info} />}
      <p className={styles.infoNote}>{t('infoNote')}</p>
    </PlainDialog>
  )
}

function InfoDetails({ info }: { info: BasicInfo }) {
  const { t } = useTranslation(examNs)
  const lang = currentLang()
  const { sysUser, sysUserInfo } = info
  const photo = info.bareheadedPhoto || sysUserInfo?.userpicurl || null
  const blank = t('infoBlank')
  // The specification's intro page reads sex '1' as female and '2' as male, but this site stores
  // sysUser.sex the personal pages' way (1 male, 0 female, see sysUserSchema): show what is stored.
  const sex = sexPersonal.find((entry) => entry.value === sysUser.sex)?.label[lang]
  const idType = idTypes.find((entry) => entry.value === sysUser.cardType)?.label[lang]
  const grade = grades.find((entry) => entry.value === sysUserInfo?.grade)?.label[lang]
  const place = [sysUserInfo?.province, sysUserInfo?.city, sysUserInfo?.area].filter(Boolean).join(' ')
  const rows: [string, string | null | undefined][] = [
    [t('infoName'), sysUser.userName],
    [t('infoSex'), sex],
    [t('infoPhone'), sysUser.phone],
    [t('infoEmail'), sysUser.email],
    [t('infoIdType'), idType],
    [t('infoIdNumber'), sysUser.idCard],
    [t('infoPlace'), place],
    [t('infoSchool'), sysUserInfo?.schoolName],
    [t('infoGrade'), grade],
  ]
  return (
    <div className={styles.infoBody}>
      <div className={styles.photo}>
        {photo ? (
          <img src={photo} alt={t('infoPhotoAlt', { name: sysUser.userName })} />
        ) : (
          <span className={styles.photoEmpty}>{t('infoNoPhoto')}</span>
        )}
      </div>
      <dl className={styles.infoList}>
        {rows.map(([label, value]) => (
          <div key={label} className={styles.infoRow}>
            <dt>{label}</dt>
            <dd>{value || blank}</dd>
          </div>
        ))}
      </dl>
    </div>
  )
}
