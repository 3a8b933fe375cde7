import { zodResolver } from '@hookform/resolvers/zod'
import { ResultCode } from '@spell/shared'
import { CODE_LENGTH, codeTypes } from '@spell/shared/api/accounts/codes'
import { registerStudentSchema } from '@spell/shared/api/accounts/student-account'
import { App, Button, Form, Input } from 'antd'
import { useState } from 'react'
import { useForm } from 'react-hook-form'
import { useTranslation } from 'react-i18next'
import type { z } from 'zod'
import { FormField } from '../../../components/form-field'
import { SendCodeButton } from '../../../components/send-code-button'
import { ApiError } from '../../../lib/request'
import { useRegisterStudent } from '../api/use-register-student'
import styles from '../auth.module.css'

type FormValues = z.input<typeof registerStudentSchema>

interface StudentRegisterFormProps {
  /** Called with the new account's e-mail once registered (注册成功 has been shown). */
  onRegistered: (email: string) => void
}

/** Student registration by e-mail: address, e-mail code (type 6), password twice. */
export function StudentRegisterForm({ onRegistered }: StudentRegisterFormProps) {
  const { t } = useTranslation()
  const { message } = App.useApp()
  const register = useRegisterStudent()
  // A wrong code (3035) unlocks the send button at once, so a new code can be asked for.
  const [codeRejections, setCodeRejections] = useState(0)
  const form = useForm<FormValues>({
    resolver: zodResolver(registerStudentSchema),
    defaultValues: { email: '', code: '', password: '', confirmPassword: '' },
  })
  const email = form.watch('email')

  const submit = form.handleSubmit(async (values) => {
    try {
      await register.mutateAsync({ ...values, codeType: codeTypes.emailRegister })
      message.success(t('auth.register.success'))
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
    <Form layout="vertical" onFinish={submit} requiredMark={false}>
      <FormField control={form.control} name="email" id="register-email" label={t('auth.field.email')}>
        {(field) => (
          <Input
            {...field}
            size="large"
            inputMode="email"
            autoComplete="email"
            maxLength={200}
            placeholder={t('auth.field.emailPlaceholder')}
          />
        )}
      </FormField>
      <FormField control={form.control} name="code" id="register-code" label={t('auth.field.emailCode')}>
        {(field) => (
          <div className={styles.codeRow}>
            <Input
              {...field}
              size="large"
              inputMode="numeric"
              autoComplete="one-time-code"
              maxLength={CODE_LENGTH}
              placeholder={t('auth.field.emailCodePlaceholder')}
            />
            <SendCodeButton
              className={styles.codeButton}
              size="large"
              channel="mail"
              codeType={codeTypes.emailRegister}
              target={email}
              validateTarget={() => form.trigger('email')}
              resetSignal={codeRejections}
            />
          </div>
        )}
      </FormField>
      <FormField
        control={form.control}
        name="password"
        id="register-password"
        label={t('auth.field.password')}
      >
        {(field) => (
          <Input.Password
            {...field}
            size="large"
            autoComplete="new-password"
            maxLength={32}
            placeholder={t('auth.field.newPasswordPlaceholder')}
          />
        )}
      </FormField>
      <FormField
        control={form.control}
        name="confirmPassword"
        id="register-confirm-password"
        label={t('auth.field.confirmPassword')}
      >
        {(field) => (
          <Input.Password
            {...field}
            size="large"
            autoComplete="new-password"
            maxLength={32}
            placeholder={t('auth.field.confirmPasswordPlaceholder')}
          />
        )}
      </FormField>
      <Button type="primary" htmlType="submit" size="large" block loading={register.isPending}>
        {t('auth.register.submit')}
      </Button>
    </Form>
  )
}
