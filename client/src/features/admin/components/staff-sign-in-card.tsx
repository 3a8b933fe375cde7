import { LockOutlined, UserOutlined } from '@ant-design/icons'
import { staffLogin } from '@spell/shared/api/accounts/login'
import { useForm } from 'react-hook-form'
import { useTranslation } from 'react-i18next'
import { useNavigate } from 'react-router'
import type { z } from 'zod'
import { FormField } from '../../../components/form-field'
import { PlainAlert } from '../../../components/plain-alert'
import { PlainButton } from '../../../components/plain-button'
import { PlainForm } from '../../../components/plain-form'
import { SignInCaptchaField } from '../../../components/sign-in-captcha-field'
import { PasswordInput, TextInput } from '../../../components/text-input'
import { useSignInCaptcha } from '../../../components/use-sign-in-captcha'
import { storeLogin } from '../../../lib/auth-storage'
import { useFeedback } from '../../../lib/feedback'
import { formResolver } from '../../../lib/form-resolver'
import styles from '../admin.module.css'
import { useStaffLogin } from '../api/staff-login'
import { adminNs } from '../i18n'

type Values = z.input<typeof staffLogin.request>

interface StaffSignInCardProps {
  /** The heading, e.g. 组委会管理后台. */
  title: string
  intro: string
  /** LOGIN_TYPE values this page serves; anyone else who signs in is sent to their own home. */
  accepts: readonly string[]
  /** Someone else (a student, a school) is signed in on this browser. */
  otherIdentity: boolean
}

/** Staff sign-in (judges and the committee): phone or user name + password. */
export function StaffSignInCard({ title, intro, accepts, otherIdentity }: StaffSignInCardProps) {
  const { t } = useTranslation(adminNs)
  const { message } = useFeedback()
  const navigate = useNavigate()
  const signIn = useStaffLogin()
  const form = useForm<Values>({
    resolver: formResolver(staffLogin.request),
    defaultValues: { account: '', password: '' },
  })

  const signInCaptcha = useSignInCaptcha()

  const submit = form.handleSubmit(async ({ captcha, captchaId: _, ...values }) => {
    const result = await signIn
      .mutateAsync({ ...values, ...signInCaptcha.fields(captcha) })
      .catch((error) => {
        signInCaptcha.refused(error)
        form.setValue('captcha', '')
        return null
      })
    if (!result) return // the request client has shown the server's message
    storeLogin(result)
    message.success(t('signIn.success'))
    if (!accepts.includes(String(result.loginType))) navigate(result.home)
  })

  return (
    <section className={styles.signInPage} aria-labelledby="staff-sign-in-title">
      <div className={styles.signInCard}>
        <header className={styles.signInHead}>
          <span className={styles.signInSeal} aria-hidden="true">
            赛
          </span>
          <div>
            <h1 id="staff-sign-in-title" className={styles.signInTitle}>
              {title}
            </h1>
            <p className={styles.signInIntro}>{intro}</p>
          </div>
        </header>
        <div className={styles.signInBody}>
          {otherIdentity && (
            <PlainAlert type="info" className={styles.signInNotice} title={t('signIn.otherIdentity')} />
          )}
          <PlainForm onSubmit={submit}>
            <FormField control={form.control} name="account" id="staff-account" label={t('signIn.account')}>
              {(field) => (
                <TextInput
                  {...field}
                  size="large"
                  prefix={<UserOutlined aria-hidden />}
                  placeholder={t('signIn.accountPlaceholder')}
                  autoComplete="username"
                  maxLength={100}
                />
              )}
            </FormField>
            <FormField
              control={form.control}
              name="password"
              id="staff-password"
              label={t('signIn.password')}
            >
              {(field) => (
                <PasswordInput
                  {...field}
                  size="large"
                  prefix={<LockOutlined aria-hidden />}
                  placeholder={t('signIn.passwordPlaceholder')}
                  autoComplete="current-password"
                  maxLength={64}
                />
              )}
            </FormField>
            <SignInCaptchaField
              control={form.control}
              name="captcha"
              id="staff-captcha"
              size="large"
              signInCaptcha={signInCaptcha}
            />
            <PlainButton type="primary" htmlType="submit" size="large" block loading={signIn.isPending}>
              {t('signIn.submit')}
            </PlainButton>
          </PlainForm>
          <p className={styles.signInHint}>{t('signIn.hint')}</p>
        </div>
      </div>
    </section>
  )
}
