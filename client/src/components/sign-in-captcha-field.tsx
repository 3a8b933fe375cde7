import type { Control, FieldPath, FieldValues } from 'react-hook-form'
import { useTranslation } from 'react-i18next'
import { CaptchaInput } from './captcha-input'
import styles from './captcha-input.module.css'
import { FormField } from './form-field'
import { PlainAlert } from './plain-alert'
import type { SignInCaptcha } from './use-sign-in-captcha'

interface SignInCaptchaFieldProps<T extends FieldValues, N extends FieldPath<T>> {
  control: Control<T>
  name: N
  id: string
  signInCaptcha: SignInCaptcha
  size?: 'large' | 'middle'
}

/** A sign-in form's captcha, once the server asked for it, with what happened and what to do. */
export function SignInCaptchaField<T extends FieldValues, N extends FieldPath<T>>({
  control,
  name,
  id,
  signInCaptcha,
  size,
}: SignInCaptchaFieldProps<T, N>) {
  const { t } = useTranslation()
  if (!signInCaptcha.asked) return null
  return (
    <>
      <PlainAlert role="note" title={t('components.captcha.signInWhy')} className={styles.why} />
      <FormField control={control} name={name} id={id} label={t('components.captcha.label')}>
        {(field) => (
          <CaptchaInput
            {...field}
            value={field.value ?? ''}
            size={size}
            captcha={signInCaptcha.captcha}
            autoFocus
          />
        )}
      </FormField>
      {signInCaptcha.captcha.isError && (
        <PlainAlert type="error" title={t('components.captcha.failed')} className={styles.why} />
      )}
    </>
  )
}
