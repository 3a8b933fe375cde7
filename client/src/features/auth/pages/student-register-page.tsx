import { useNavigate } from 'react-router'
import { paths } from '../../../config/paths'
import { StudentRegisterView } from '../components/student-register-view'
import type { LoginLocationState } from '../login-redirect'

/** /stuReg: the registration sub-view of the login page on its own address. */
export default function StudentRegisterPage() {
  const navigate = useNavigate()
  const toLogin = (state: LoginLocationState) => navigate(paths.chnEngLogin, { state })
  return (
    <StudentRegisterView
      onRegistered={(registeredEmail) => toLogin({ view: 'student', registeredEmail })}
      onBackToLogin={() => toLogin({ view: 'student' })}
    />
  )
}
