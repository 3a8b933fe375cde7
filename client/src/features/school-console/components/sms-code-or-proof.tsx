import { CODE_LENGTH } from '@spell/shared/api/accounts/codes'
import { chinaClock } from '@spell/shared/time/china-time'
import { Alert, Input } from 'antd'
import type { Control, FieldValues, Path, UseFormReturn } from 'react-hook-form'
import { useTranslation } from 'react-i18next'
import { FormField } from '../../../components/form-field'
import { SendCodeButton } from '../../../components/send-code-button'
import { type CodeProof, proofCovers } from '../code-proof'
import { schoolConsoleNs } from '../i18n'
import styles from '../school-console.module.css'

/**
 * The SMS code of a step: the code field with its send button, or, while a fresh SMS sign-in proves
 * the phone entered, a line saying no second code is needed.
 */
export function SmsCodeOrProof<T extends FieldValues>({
  form,
  id,
  phone,
  codeType,
  proof,
}: {
  form: UseFormReturn<T>
  id: string
  phone: string
  codeType: number
  proof: CodeProof | null | undefined
}) {
  const { t: a } = useTranslation(schoolConsoleNs, { keyPrefix: 'apply' })
  if (proofCovers(proof, phone) && proof) {
    return (
      <Alert
        type="success"
        showIcon
        data-testid={`${id}-proved`}
        message={a('codeProved', { until: chinaClock(proof.validUntil) })}
      />
    )
  }
  return (
    <FormField
      control={form.control as Control<FieldValues>}
      name={'code' as Path<FieldValues>}
      id={id}
      label={a('code')}
    >
      {(field) => (
        <div className={styles.codeRow}>
          <Input {...field} inputMode="numeric" maxLength={CODE_LENGTH} placeholder={a('codePlaceholder')} />
          <SendCodeButton
            channel="sms"
            codeType={codeType}
            target={phone}
            validateTarget={() => form.trigger('phone' as Path<T>)}
          />
        </div>
      )}
    </FormField>
  )
}
