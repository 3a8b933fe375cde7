import { type CallResponse, grades, idTypes, sexPersonal } from '@spell/shared'
import type { getBasicsUserInfo } from '@spell/shared/api/users/basic-info'
import { Alert, Button, Modal, Spin } from 'antd'
import { useTranslation } from 'react-i18next'
import { currentLang } from '../../../i18n'
import styles from '../exam.module.css'

type BasicInfo = CallResponse<typeof getBasicsUserInfo>

interface InfoConfirmModalProps {
  open: boolean
  info: BasicInfo | undefined
  loading: boolean
  failed: boolean
  confirming: boolean
  onConfirm: () => void
  onRetry: () => void
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
}: InfoConfirmModalProps) {
  const { t } = useTranslation()
  return (
    <Modal
      open={open}
      title={t('exam.infoTitle')}
      closable={false}
      mask={{ closable: false }}
      keyboard={false}
      rootClassName={styles.calmModal}
      centered
      width={600}
      footer={
        <Button
          autoInsertSpace={false}
          type="primary"
          size="large"
          className={styles.bigButton}
          onClick={onConfirm}
          loading={confirming}
          disabled={!info}
        >
          {t('exam.infoConfirm')}
        </Button>
      }
    >
      <p className={styles.infoLead}>{t('exam.infoLead')}</p>
      {loading && (
        <div className={styles.loading}>
          <Spin description={t('exam.loading')} />
        </div>
      )}
      {failed && (
        <Alert
          type="error"
          showIcon
          title={t('exam.infoLoadFailed')}
          action={
            <Button autoInsertSpace={false} size="small" onClick={onRetry}>
              {t('exam.retry')}
            </Button>
          }
        />
      )}
      {info && <InfoDetails info={info} />}
      <p className={styles.infoNote}>{t('exam.infoNote')}</p>
    </Modal>
  )
}

function InfoDetails({ info }: { info: BasicInfo }) {
  const { t } = useTranslation()
  const lang = currentLang()
  const { sysUser, sysUserInfo } = info
  const photo = info.bareheadedPhoto || sysUserInfo?.userpicurl || null
  const blank = t('exam.infoBlank')
  // The specification's intro page reads sex '1' as female and '2' as male, but this site stores
  // sysUser.sex the personal pages' way (1 male, 0 female, see sysUserSchema): show what is stored.
  const sex = sexPersonal.find((entry) => entry.value === sysUser.sex)?.label[lang]
  const idType = idTypes.find((entry) => entry.value === sysUser.cardType)?.label[lang]
  const grade = grades.find((entry) => entry.value === sysUserInfo?.grade)?.label[lang]
  const place = [sysUserInfo?.province, sysUserInfo?.city, sysUserInfo?.area].filter(Boolean).join(' ')
  const rows: [string, string | null | undefined][] = [
    [t('exam.infoName'), sysUser.userName],
    [t('exam.infoSex'), sex],
    [t('exam.infoPhone'), sysUser.phone],
    [t('exam.infoEmail'), sysUser.email],
    [t('exam.infoIdType'), idType],
    [t('exam.infoIdNumber'), sysUser.idCard],
    [t('exam.infoPlace'), place],
    [t('exam.infoSchool'), sysUserInfo?.schoolName],
    [t('exam.infoGrade'), grade],
  ]
  return (
    <div className={styles.infoBody}>
      <div className={styles.photo}>
        {photo ? (
          <img src={photo} alt={t('exam.infoPhotoAlt', { name: sysUser.userName })} />
        ) : (
          <span className={styles.photoEmpty}>{t('exam.infoNoPhoto')}</span>
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
