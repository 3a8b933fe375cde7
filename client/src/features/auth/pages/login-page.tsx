import { initialLoginForm, type LoginForm } from '@spell/shared/api/accounts/login-form'
import { useEffect, useState } from 'react'
import { useTranslation } from 'react-i18next'
import { Link, useSearchParams } from 'react-router'
import { Island, useOnIslandsPage } from '../../../components/island'
import { PlainButton } from '../../../components/plain-button'
import { paths } from '../../../config/paths'
import { useHydrated } from '../../../hooks/use-hydrated'
import styles from '../auth.module.css'
import { AuthCard } from '../components/auth-card'
import { SchoolLoginForm } from '../components/school-login-form'
import { StudentLoginForm, type StudentLoginTab } from '../components/student-login-form'
import { StudentRegisterView } from '../components/student-register-view'
import { authNs } from '../i18n'
import { rememberedLoginForm, rememberLoginForm, takeRegisteredEmail } from '../login-redirect'

type View = LoginForm | 'register'

/**
 * /chnEngLogin: member-school login (phone + SMS code) and student login (phone or e-mail + password),
 * toggled by a link (the choice is kept for the next visit, in a cookie the server reads to send the
 * page drawn with that form); student registration is a sub-view of the
 * same screen. pushUrl in the query says where to go afterwards, ?type= which form to open.
 */
export default function LoginPage() {
  return (
    <Island name="login">
      <Login />
    </Island>
  )
}

/** The login forms and the student registration (an island: the rest is the bare layout's). */
export function Login() {
  const { t } = useTranslation(authNs)
  const [search] = useSearchParams()
  const [view, setView] = useState<View>(() =>
    initialLoginForm({
      type: search.get('type'),
      pushUrl: search.get('pushUrl'),
      remembered: rememberedLoginForm(),
    }),
  )
  // The switch is a link to the address that asks for the other form, so it works on the drawn page
  // before the scripts have run too; once they have, it switches in place. The drawn page knows only
  // its form, not the address it is sent for: the rest of the query (pushUrl) joins the link then.
  // On the page the build drew (an island, decision 0053) a link loads its page: the address is
  // changed in place instead.
  const hydrated = useHydrated()
  const onIslandsPage = useOnIslandsPage()
  const switchTo = (form: LoginForm, label: string) => {
    const query = new URLSearchParams(hydrated ? search : undefined)
    query.set('type', form)
    return (
      <Link
        to={{ search: `?${query}` }}
        replace
        onClick={(event) => {
          rememberLoginForm(form)
          setView(form)
          if (!onIslandsPage) return
          event.preventDefault()
          window.history.replaceState(window.history.state, '', `?${query}`)
        }}
      >
        {label}
      </Link>
    )
  }
  const [student, setStudent] = useState<{ tab: StudentLoginTab; email: string; key: number }>({
    tab: 'phone',
    email: '',
    key: 0,
  })
  // A student who has just registered on /stuReg comes with the e-mail to sign in with: read once the
  // page is React's, so the drawn page and its first render agree.
  useEffect(() => {
    const email = takeRegisteredEmail()
    if (email) setStudent((s) => ({ tab: 'email', email, key: s.key + 1 }))
  }, [])

  if (view === 'register') {
    return (
      <StudentRegisterView
        onRegistered={(email) => {
          setStudent((s) => ({ tab: 'email', email, key: s.key + 1 }))
          setView('student')
        }}
        onBackToLogin={() => setView('student')}
      />
    )
  }

  if (view === 'student') {
    return (
      <AuthCard
        glyph="学"
        title={t('login.studentTitle')}
        intro={t('login.studentIntro')}
        footer={switchTo('school', t('login.toSchool'))}
      >
        <StudentLoginForm
          key={student.key}
          initialTab={student.tab}
          initialEmail={student.email}
          links={
            <div className={styles.links}>
              <PlainButton type="link" className={styles.linkButton} onClick={() => setView('register')}>
                {t('login.registerStudent')}
              </PlainButton>
              <Link to={paths.resetPwd}>{t('login.forgotPassword')}</Link>
            </div>
          }
        />
      </AuthCard>
    )
  }

  return (
    <AuthCard
      glyph="校"
      title={t('login.schoolTitle')}
      intro={t('login.schoolIntro')}
      footer={switchTo('student', t('login.toStudent'))}
    >
      <SchoolLoginForm />
      <p className={styles.switch}>
        {t('login.notMember')} <Link to={paths.chnEngRegist}>{t('login.registerSchool')}</Link>
      </p>
    </AuthCard>
  )
}
