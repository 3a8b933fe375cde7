import { studentLoginByEmail, studentLoginByPhone } from '@spell/shared/api/accounts/login'
import { type ReactNode, useState } from 'react'
import { useForm } from 'react-hook-form'
import { useTranslation } from 'react-i18next'
import type { z } from 'zod'
import { FormField } from '../../../components/form-field'
import { LightTabs } from '../../../components/light-tabs'
import { PlainButton } from '../../../components/plain-button'
import { PlainForm } from '../../../components/plain-form'
import { SignInCaptchaField } from '../../../components/sign-in-captcha-field'
import { PasswordInput } from '../../../components/text-input'
import { useSignInCaptcha } from '../../../components/use-sign-in-captcha'
import { formResolver } from '../../../lib/form-resolver'
import { useStudentLoginByEmail } from '../api/use-student-login-by-email'
import { useStudentLoginByPhone } from '../api/use-student-login-by-phone'
import { useFinishLogin } from '../hooks/use-finish-login'
import { authNs } from '../i18n'
import { EmailField, PhoneField } from './auth-fields'
import { SignInWait } from './sign-in-wait'

export type StudentLoginTab = 'phone' | 'email'

interface StudentLoginFormProps {
  initialTab?: StudentLoginTab
  /** Filled in after a registration, so the new student only types the password. */
  initialEmail?: string
  /** Links under the fields (register, forgotten password). */
  links: ReactNode
}

/** Student login: tabs for phone + password and e-mail + password. */
export function StudentLoginForm({ initialTab = 'phone', initialEmail = '', links }: StudentLoginFormProps) {
  const { t } = useTranslation(authNs)
  const [tab, setTab] = useState<StudentLoginTab>(initialTab)
  return (
    <LightTabs
      centered
      activeKey={tab}
      onChange={setTab}
      items={[
        { key: 'phone', label: t('login.phoneTab'), children: <PhoneLogin links={links} /> },
        {
          key: 'email',
          label: t('login.emailTab'),
          children: <EmailLogin links={links} initialEmail={initialEmail} />,
        },
      ]}
    />
  )
}

const phoneSchema = studentLoginByPhone.request
type PhoneValues = z.input<typeof phoneSchema>

function PhoneLogin({ links }: { links: ReactNode }) {
  const { t } = useTranslation(authNs)
  const login = useStudentLoginByPhone()
  const finishLogin = useFinishLogin()
  const form = useForm<PhoneValues>({
    resolver: formResolver(phoneSchema),
    defaultValues: { phone: '', password: '' },
  })
  const signInCaptcha = useSignInCaptcha()
  const submit = form.handleSubmit(async ({ captcha, captchaId: _, ...values }) => {
    try {
      finishLogin(await login.mutateAsync({ ...values, ...signInCaptcha.fields(captcha) }))
    } catch (error) {
      signInCaptcha.refused(error)
      form.setValue('captcha', '')
      // The request client showed the message (账号或密码错误…).
    }
  })

  return (
    <PlainForm onSubmit={submit}>
      <PhoneField control={form.control} name="phone" id="student-login-phone" size="large" />
      <FormField
        control={form.control}
        name="password"
        id="student-login-phone-password"
        label={t('field.password')}
      >
        {(field) => (
          <PasswordInput
            {...field}
            size="large"
            autoComplete="current-password"
            placeholder={t('field.passwordPlaceholder')}
          />
        )}
      </FormField>
      <SignInCaptchaField
        control={form.control}
        name="captcha"
        id="student-login-phone-captcha"
        size="large"
        signInCaptcha={signInCaptcha}
      />
      {links}
      <PlainButton type="primary" htmlType="submit" size="large" block loading={login.isPending}>
        {t('login.submit')}
      </PlainButton>
      <SignInWait pending={login.isPending} />
    </PlainForm>
  )
}

const emailSchema = studentLoginByEmail.request
type EmailValues = z.input<typeof emailSchema>

function EmailLogin({ links, initialEmail }: { links: ReactNode; initialEmail: string }) {
  const { t } = useTranslation(authNs)
  const login = useStudentLoginByEmail()
  const finishLogin = useFinishLogin()
  const form = useForm<EmailValues>({
    resolver: formResolver(emailSchema),
    defaultValues: { email: initialEmail, password: '' },
  })
  const signInCaptcha = useSignInCaptcha()
  const submit = form.handleSubmit(async ({ captcha, captchaId: _, ...values }) => {
    try {
      finishLogin(await login.mutateAsync({ ...values, ...signInCaptcha.fields(captcha) }))
    } catch (error) {
      signInCaptcha.refused(error)
      form.setValue('captcha', '')
      // The request client showed the message.
    }
  })

  return (
    <PlainForm onSubmit={submit}>
      <EmailField control={form.control} name="email" id="student-login-email" size="large" />
      <FormField
        control={form.control}
        name="password"
        id="student-login-email-password"
        label={t('field.password')}
      >
        {(field) => (
          <PasswordInput
            {...field}
            size="large"
            autoComplete="current-password"
            placeholder={t('field.passwordPlaceholder')}
            // After a registration the e-mail is there already: the password is what is left to type.
            autoFocus={initialEmail !== ''}
          />
        )}
      </FormField>
      <SignInCaptchaField
        control={form.control}
        name="captcha"
        id="student-login-email-captcha"
        size="large"
        signInCaptcha={signInCaptcha}
      />
      {links}
      <PlainButton type="primary" htmlType="submit" size="large" block loading={login.isPending}>
        {t('login.submit')}
      </PlainButton>
      <SignInWait pending={login.isPending} />
    </PlainForm>
  )
}
