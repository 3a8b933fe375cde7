import { ResultCode } from '@spell/shared'
import { codeTypes } from '@spell/shared/api/accounts/codes'
import { resetPasswordSchema } from '@spell/shared/api/accounts/student-account'
import { useEffect, useState } from 'react'
import { type UseFormReturn, useForm } from 'react-hook-form'
import { useTranslation } from 'react-i18next'
import { Link, useNavigate } from 'react-router'
import type { z } from 'zod'
import { Island } from '../../../components/island'
import { PlainButton } from '../../../components/plain-button'
import { PlainForm } from '../../../components/plain-form'
import { PlainSteps } from '../../../components/plain-steps'
import { SendCodeButton } from '../../../components/send-code-button'
import { paths } from '../../../config/paths'
import { useFeedback } from '../../../lib/feedback'
import { formResolver } from '../../../lib/form-resolver'
import { ApiError } from '../../../lib/request'
import { useResetPassword } from '../api/use-reset-password'
import styles from '../auth.module.css'
import { AuthCard } from '../components/auth-card'
import { AuthDone } from '../components/auth-done'
import { CodeField, EmailField, PasswordPairFields } from '../components/auth-fields'
import { authNs } from '../i18n'
import { STUDENT_LOGIN } from '../login-redirect'

type FormValues = z.input<typeof resetPasswordSchema>
type Step = 0 | 1 | 2 | 3

/** Seconds on the last step before going back to the login page. */
const RESET_REDIRECT_SECONDS = 3

/** Answers that mean the e-mail code was not accepted: the user goes back to the code step. */
function isCodeRefusal(error: unknown): boolean {
  if (!(error instanceof ApiError)) return false
  if (error.code === ResultCode.emailCodeWrong) return true
  const fields = (error.data as { fields?: { field: string }[] } | null)?.fields
  return error.code === ResultCode.invalidInput && (fields ?? []).some((f) => f.field === 'code')
}

/** /resetPwd: the password reset card in the bare layout. */
export default function ResetPasswordPage() {
  return (
    <Island name="password-reset">
      <ResetPassword />
    </Island>
  )
}

/**
 * The reset in four steps (an island: the rest is the bare layout's): e-mail and code sent → code
 * typed (not checked yet) → new password, submitted with the code, which the server checks now →
 * done, back to the student login in 3 seconds.
 */
export function ResetPassword() {
  const { t } = useTranslation(authNs)
  const [step, setStep] = useState<Step>(0)
  const form = useForm<FormValues>({
    resolver: formResolver(resetPasswordSchema),
    defaultValues: { email: '', code: '', password: '', confirmPassword: '' },
  })

  return (
    <AuthCard
      glyph="密"
      title={t('reset.title')}
      intro={t('reset.intro')}
      footer={step < 3 && <Link to={paths.chnEngLogin}>{t('reset.backToLogin')}</Link>}
    >
      <PlainSteps
        className={styles.steps}
        current={step}
        status={step === 3 ? 'finish' : 'process'}
        items={[
          { title: t('reset.stepEmail') },
          { title: t('reset.stepCode') },
          { title: t('reset.stepPassword') },
          { title: t('reset.stepDone') },
        ]}
      />
      {step === 0 && <EmailStep form={form} onSent={() => setStep(1)} />}
      {step === 1 && <CodeStep form={form} onBack={() => setStep(0)} onNext={() => setStep(2)} />}
      {step === 2 && (
        <PasswordStep
          form={form}
          onBack={() => setStep(1)}
          onCodeRefused={() => setStep(1)}
          onDone={() => setStep(3)}
        />
      )}
      {step === 3 && <DoneStep />}
    </AuthCard>
  )
}

type StepForm = UseFormReturn<FormValues>

function EmailStep({ form, onSent }: { form: StepForm; onSent: () => void }) {
  const { t } = useTranslation(authNs)
  const email = form.watch('email')
  return (
    <PlainForm>
      <EmailField
        control={form.control}
        name="email"
        id="reset-email"
        size="large"
        placeholder={t('reset.emailPlaceholder')}
      />
      <p className={styles.stepNote}>{t('reset.emailNote')}</p>
      <SendCodeButton
        type="primary"
        size="large"
        block
        channel="mail"
        codeType={codeTypes.emailReset}
        target={email}
        validateTarget={() => form.trigger('email')}
        onSent={onSent}
      />
      <div className={styles.switch}>
        <PlainButton
          type="link"
          className={styles.linkButton}
          onClick={async () => {
            if (await form.trigger('email')) onSent()
          }}
        >
          {t('reset.haveCode')}
        </PlainButton>
      </div>
    </PlainForm>
  )
}

function CodeStep({ form, onBack, onNext }: { form: StepForm; onBack: () => void; onNext: () => void }) {
  const { t } = useTranslation(authNs)
  const email = form.watch('email')
  const next = async () => {
    if (await form.trigger('code')) onNext()
  }
  return (
    <PlainForm onSubmit={next}>
      <p className={styles.stepNote}>{t('reset.codeNote', { email: email.trim() })}</p>
      <CodeField
        control={form.control}
        name="code"
        id="reset-code"
        size="large"
        channel="mail"
        codeType={codeTypes.emailReset}
        target={email}
        validateTarget={() => form.trigger('email')}
      />
      <div className={styles.actions}>
        <PlainButton size="large" onClick={onBack}>
          {t('reset.previous')}
        </PlainButton>
        <PlainButton type="primary" size="large" htmlType="submit">
          {t('reset.next')}
        </PlainButton>
      </div>
    </PlainForm>
  )
}

interface PasswordStepProps {
  form: StepForm
  onBack: () => void
  onCodeRefused: () => void
  onDone: () => void
}

function PasswordStep({ form, onBack, onCodeRefused, onDone }: PasswordStepProps) {
  const { t } = useTranslation(authNs)
  const { message } = useFeedback()
  const reset = useResetPassword()
  const submit = form.handleSubmit(async (values) => {
    try {
      await reset.mutateAsync({ ...values, codeType: codeTypes.emailReset })
      message.success(t('reset.success'))
      onDone()
    } catch (error) {
      // The request client showed the server's message; a refused code is typed again on step 2.
      if (isCodeRefusal(error)) {
        form.setValue('code', '')
        onCodeRefused()
      }
    }
  })
  return (
    <PlainForm onSubmit={submit}>
      <PasswordPairFields
        control={form.control}
        password="password"
        confirm="confirmPassword"
        idPrefix="reset"
        passwordLabel={t('field.newPassword')}
      />
      <div className={styles.actions}>
        <PlainButton size="large" onClick={onBack}>
          {t('reset.previous')}
        </PlainButton>
        <PlainButton type="primary" size="large" htmlType="submit" loading={reset.isPending}>
          {t('reset.submit')}
        </PlainButton>
      </div>
    </PlainForm>
  )
}

function DoneStep() {
  const { t } = useTranslation(authNs)
  const navigate = useNavigate()
  const [left, setLeft] = useState(RESET_REDIRECT_SECONDS)
  useEffect(() => {
    if (left <= 0) {
      navigate(STUDENT_LOGIN, { replace: true })
      return
    }
    const timer = setTimeout(() => setLeft(left - 1), 1000)
    return () => clearTimeout(timer)
  }, [left, navigate])
  return (
    <AuthDone
      title={t('reset.doneTitle')}
      text={t('reset.doneText', { seconds: left })}
      action={
        <PlainButton type="primary" size="large" onClick={() => navigate(STUDENT_LOGIN)}>
          {t('reset.loginNow')}
        </PlainButton>
      }
    />
  )
}
