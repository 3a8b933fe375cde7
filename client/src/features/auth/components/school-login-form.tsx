import { codeTypes } from '@spell/shared/api/accounts/codes'
import { schoolLogin } from '@spell/shared/api/accounts/login'
import { useForm } from 'react-hook-form'
import { useTranslation } from 'react-i18next'
import type { z } from 'zod'
import { PlainButton } from '../../../components/plain-button'
import { PlainForm } from '../../../components/plain-form'
import { SignInCaptchaField } from '../../../components/sign-in-captcha-field'
import { useSignInCaptcha } from '../../../components/use-sign-in-captcha'
import { formResolver } from '../../../lib/form-resolver'
import { useSchoolLogin } from '../api/use-school-login'
import { useFinishLogin } from '../hooks/use-finish-login'
import { authNs } from '../i18n'
import { CodeField, PhoneField } from './auth-fields'

const formSchema = schoolLogin.request.pick({ phone: true, code: true, captcha: true })
type FormValues = z.input<typeof formSchema>

/** Member-school login: the responsible teacher's phone and an SMS code (code type 1). */
export function SchoolLoginForm() {
  const { t } = useTranslation(authNs)
  const login = useSchoolLogin()
  const finishLogin = useFinishLogin()
  const form = useForm<FormValues>({
    resolver: formResolver(formSchema),
    defaultValues: { phone: '', code: '' },
  })
  const phone = form.watch('phone')
  const signInCaptcha = useSignInCaptcha()

  const submit = form.handleSubmit(async ({ captcha, ...values }) => {
    try {
      finishLogin(
        await login.mutateAsync({
          ...values,
          codeType: codeTypes.schoolLogin,
          ...signInCaptcha.fields(captcha),
        }),
      )
    } catch (error) {
      signInCaptcha.refused(error)
      form.setValue('captcha', '')
      // The request client showed why (wrong code, pending review…).
    }
  })

  return (
    <PlainForm onSubmit={submit}>
      <PhoneField control={form.control} name="phone" id="school-login-phone" size="large" />
      <CodeField
        control={form.control}
        name="code"
        id="school-login-code"
        size="large"
        channel="sms"
        codeType={codeTypes.schoolLogin}
        target={phone}
        validateTarget={() => form.trigger('phone')}
      />
      <SignInCaptchaField
        control={form.control}
        name="captcha"
        id="school-login-captcha"
        size="large"
        signInCaptcha={signInCaptcha}
      />
      <PlainButton type="primary" htmlType="submit" size="large" block loading={login.isPending}>
        {t('login.submit')}
      </PlainButton>
    </PlainForm>
  )
}
