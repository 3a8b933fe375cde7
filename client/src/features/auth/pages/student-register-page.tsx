import { useNavigate } from 'react-router'
import { Island } from '../../../components/island'
import { StudentRegisterView } from '../components/student-register-view'
import { keepRegisteredEmail, STUDENT_LOGIN } from '../login-redirect'

/** /stuReg (the registration QR's address): the registration sub-view of the login page on its own. */
export default function StudentRegisterPage() {
  return (
    <Island name="student-registration">
      <StudentRegistration />
    </Island>
  )
}

/**
 * The registration card (an island: the rest is the bare layout's). Once registered, the student
 * goes to the login page's student form, where the e-mail kept for it is filled in.
 */
export function StudentRegistration() {
  const navigate = useNavigate()
  return (
    <StudentRegisterView
      onRegistered={(email) => {
        keepRegisteredEmail(email)
        navigate(STUDENT_LOGIN)
      }}
      onBackToLogin={() => navigate(STUDENT_LOGIN)}
    />
  )
}
