import { useTranslation } from 'react-i18next'
import { StaffGate } from '../../features/admin/components/staff-gate'
import { COMMITTEE_LOGIN_TYPE } from '../../features/admin/use-staff-login-state'
import { AdminShell } from './admin-shell'

const accepts = [COMMITTEE_LOGIN_TYPE]

/** /admin/*: the committee's back office, behind the staff sign-in. */
export default function AdminPage() {
  const { t } = useTranslation()
  return (
    <StaffGate accepts={accepts} title={t('adminShell.signInTitle')} intro={t('adminShell.signInIntro')}>
      <AdminShell />
    </StaffGate>
  )
}
