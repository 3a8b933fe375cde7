import { CODE_LENGTH } from '@spell/shared/api/accounts/codes'
import type { Control, FieldPath, FieldValues } from 'react-hook-form'
import { useTranslation } from 'react-i18next'
import { FormField } from '../../../components/form-field'
import { type CodeChannel, SendCodeButton } from '../../../components/send-code-button'
import { PasswordInput, TextInput } from '../../../components/text-input'
import styles from '../auth.module.css'
import { authNs } from '../i18n'

/** What every field of the login, registration and reset forms takes: the form, the name, the input's id. */
interface FieldProps<T extends FieldValues> {
  control: Control<T>
  name: FieldPath<T>
  id: string
  /** large on the login and reset cards; the school registration form uses antd's default. */
  size?: 'large' | 'middle'
}

/** The mobile number: digits only, at most 11. */
export function PhoneField<T extends FieldValues>({ control, name, id, size }: FieldProps<T>) {
  const { t } = useTranslation(authNs)
  return (
    <FormField control={control} name={name} id={id} label={t('field.phone')}>
      {(field) => (
        <TextInput
          {...field}
          size={size}
          inputMode="numeric"
          autoComplete="tel"
          maxLength={11}
          placeholder={t('field.phonePlaceholder')}
        />
      )}
    </FormField>
  )
}

/** The e-mail address; the reset form says what the address is for in its own placeholder. */
export function EmailField<T extends FieldValues>({
  control,
  name,
  id,
  size,
  placeholder,
}: FieldProps<T> & { placeholder?: string }) {
  const { t } = useTranslation(authNs)
  return (
    <FormField control={control} name={name} id={id} label={t('field.email')}>
      {(field) => (
        <TextInput
          {...field}
          size={size}
          inputMode="email"
          autoComplete="email"
          maxLength={200}
          placeholder={placeholder ?? t('field.emailPlaceholder')}
        />
      )}
    </FormField>
  )
}

interface CodeFieldProps<T extends FieldValues> extends FieldProps<T> {
  /** SMS to the phone, or mail to the e-mail address. */
  channel: CodeChannel
  codeType: number
  /** The phone or e-mail address the code goes to. */
  target: string
  /** Checks the phone or e-mail field before a code is sent (its message shows under it). */
  validateTarget: () => Promise<boolean>
  /** A change unlocks the send button at once (after the server refused the code). */
  resetSignal?: number
}

/** The one-time code with its send button beside it (the button counts down before another send). */
export function CodeField<T extends FieldValues>(props: CodeFieldProps<T>) {
  const { control, name, id, size, channel, codeType, target, validateTarget, resetSignal } = props
  const { t } = useTranslation(authNs)
  const sms = channel === 'sms'
  return (
    <FormField control={control} name={name} id={id} label={t(sms ? 'field.smsCode' : 'field.emailCode')}>
      {(field) => (
        <div className={styles.codeRow}>
          <TextInput
            {...field}
            size={size}
            inputMode="numeric"
            autoComplete="one-time-code"
            maxLength={CODE_LENGTH}
            placeholder={t(sms ? 'field.smsCodePlaceholder' : 'field.emailCodePlaceholder')}
          />
          <SendCodeButton
            className={styles.codeButton}
            size={size}
            channel={channel}
            codeType={codeType}
            target={target}
            validateTarget={validateTarget}
            resetSignal={resetSignal}
          />
        </div>
      )}
    </FormField>
  )
}

interface PasswordPairProps<T extends FieldValues> {
  control: Control<T>
  password: FieldPath<T>
  confirm: FieldPath<T>
  /** Ids of the two inputs: `<idPrefix>-password` and `<idPrefix>-confirm-password`. */
  idPrefix: string
  /** "Password" when registering, "New password" when resetting. */
  passwordLabel: string
}

/** A new password and the same again (the shared schema checks that they match). */
export function PasswordPairFields<T extends FieldValues>(props: PasswordPairProps<T>) {
  const { control, password, confirm, idPrefix, passwordLabel } = props
  const { t } = useTranslation(authNs)
  return (
    <>
      <FormField control={control} name={password} id={`${idPrefix}-password`} label={passwordLabel}>
        {(field) => (
          <PasswordInput
            {...field}
            size="large"
            autoComplete="new-password"
            maxLength={32}
            placeholder={t('field.newPasswordPlaceholder')}
          />
        )}
      </FormField>
      <FormField
        control={control}
        name={confirm}
        id={`${idPrefix}-confirm-password`}
        label={t('field.confirmPassword')}
      >
        {(field) => (
          <PasswordInput
            {...field}
            size="large"
            autoComplete="new-password"
            maxLength={32}
            placeholder={t('field.confirmPasswordPlaceholder')}
          />
        )}
      </FormField>
    </>
  )
}
