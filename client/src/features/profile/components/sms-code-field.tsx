import { translate } from '@spell/shared'
import { codeTypes } from '@spell/shared/api/accounts/codes'
import { Form, Input, Space } from 'antd'
import { Controller, useWatch } from 'react-hook-form'
import { useTranslation } from 'react-i18next'
import { SendCodeButton } from '../../../components/send-code-button'
import { currentLang } from '../../../i18n'
import type { BasicInfoFormApi } from '../basic-info-values'
import { profileNs } from '../i18n'
import styles from '../profile.module.css'

/** The SMS code (type 9) sent to the form's phone; saving checks it. */
export function SmsCodeField({ form }: { form: BasicInfoFormApi }) {
  const { t } = useTranslation(profileNs, { keyPrefix: 'form' })
  const phone = useWatch({ control: form.control, name: 'sysUser.phone' })
  return (
    <Controller
      control={form.control}
      name="code"
      render={({ field, fieldState }) => {
        const key = fieldState.error?.message
        // The form's own wording (请输入短信验证码) for an empty code; the shared message otherwise.
        const help = key === 'code.required' ? t('codeRequired') : key && translate(key, currentLang())
        return (
          <Form.Item
            label={t('code')}
            htmlFor="profile-code"
            validateStatus={key ? 'error' : undefined}
            help={help}
            extra={phone ? t('codeTarget', { phone }) : t('codeNoPhone')}
          >
            <Space.Compact className={styles.codeRow}>
              <Input
                {...field}
                id="profile-code"
                maxLength={6}
                inputMode="numeric"
                autoComplete="one-time-code"
                placeholder={t('codePlaceholder')}
              />
              <SendCodeButton
                channel="sms"
                codeType={codeTypes.basicInfo}
                target={phone}
                validateTarget={() => form.trigger('sysUser.phone')}
              />
            </Space.Compact>
          </Form.Item>
        )
      }}
    />
  )
}
