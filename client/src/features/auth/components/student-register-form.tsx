import { ResultCode } from '@spell/shared'
import { codeTypes } from '@spell/shared/api/accounts/codes'
import { registerStudentSchema } from '@spell/shared/api/accounts/student-account'
import { useState } from 'react'
import { useForm } from 'react-hook-form'
import { useTranslation } from 'react-i18next'
import type { z } from 'zod'
import { PlainButton } from '../../../components/plain-button'
import { PlainForm } from '../../../components/plain-form'
import { useFeedback } from '../../../lib/feedback'
import { formResolver } from '../../../lib/form-resolver'
import { ApiError } from '../../../lib/request'
import { useRegisterStudent } from '../api/use-register-student'
import { authNs } from '../i18n'
import { CodeField, EmailField, PasswordPairFields } from './auth-fields'

type FormValues = z.input<typeof registerStudentSchema>

interface StudentRegisterFormProps {
  /** Called with the new account's e-mail once registered (注册成功 has been shown). */
  onRegistered: (email: string) => void
}

/** Student registration by e-mail: address, e-mail code (type 6), password twice. */
export function StudentRegisterForm({ onRegistered }: StudentRegisterFormProps) {
  const { t } = useTranslation(authNs)
  const { message } = useFeedback()
  const register = useRegisterStudent()
  // A wrong code (3035) unlocks the send button at once, so a new code can be asked for.
  const [codeRejections, setCodeRejections] = useState(0)
  const form = useForm<FormValues>({
    resolver: formResolver(registerStudentSchema),
    defaultValues: { email: '', code: '', password: '', confirmPassword: '' },
  })
  const email = form.watch('email')

  const submit = form.handleSubmit(async (values) => {
    try {
      await register.mutateAsync({ ...values, codeType: codeTypes.emailRegister })
      message.success(t('register.success'))
      onRegistered(values.email.trim())
    } catch (error) {
      if (error instanceof ApiError && error.code === ResultCode.emailCodeWrong) {
        setCodeRejections((n) => n + 1)
        form.setValue('code', '')
        form.setFocus('code')
      }
    }
  })

  return (
    <PlainForm onSubmit={submit}>
      <EmailField control={form.control} name="email" id="register-email" size="large" />
      <CodeField
        control={form.control}
        name="code"
        id="register-code"
        size="large"
        channel="mail"
        codeType={codeTypes.emailRegister}
        target={email}
        validateTarget={() => form.trigger('email')}
        resetSignal={codeRejections}
      />
      <PasswordPairFields
        control={form.control}
        password="password"
        confirm="confirmPassword"
        idPrefix="register"
        passwordLabel={t('field.password')}
      />
      <PlainButton type="primary" htmlType="submit" size="large" block loading={register.isPending}>
        {t('register.submit')}
      </PlainButton>
    </PlainForm>
  )
}
