import { useTranslation } from 'react-i18next'
import { PlainButton } from '../../../components/plain-button'
import styles from '../auth.module.css'
import { authNs } from '../i18n'
import { AuthCard } from './auth-card'
import { StudentRegisterForm } from './student-register-form'

interface StudentRegisterViewProps {
  onRegistered: (email: string) => void
  onBackToLogin: () => void
}

/** Student registration as a card: the sub-view of /chnEngLogin and the page /stuReg. */
export function StudentRegisterView({ onRegistered, onBackToLogin }: StudentRegisterViewProps) {
  const { t } = useTranslation(authNs)
  return (
    <AuthCard
      glyph="注"
      title={t('register.title')}
      intro={t('register.intro')}
      footer={
        <>
          <span>{t('register.hasAccount')}</span>
          <PlainButton type="link" className={styles.linkButton} onClick={onBackToLogin}>
            {t('register.backToLogin')}
          </PlainButton>
        </>
      }
    >
      <StudentRegisterForm onRegistered={onRegistered} />
    </AuthCard>
  )
}
