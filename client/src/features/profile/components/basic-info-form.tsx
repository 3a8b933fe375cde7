import { fieldErrorSchema, ResultCode, translate } from '@spell/shared'
import { saveBasicsUserSchema } from '@spell/shared/api/users/basic-info'
import { Button, Form } from 'antd'
import { type FieldPath, type Resolver, useForm, useWatch } from 'react-hook-form'
import { useTranslation } from 'react-i18next'
import { useNavigate } from 'react-router'
import { z } from 'zod'
import { currentLang } from '../../../i18n'
import { getLoginType, STUDENT_LOGIN_TYPE } from '../../../lib/auth-storage'
import { useFeedback } from '../../../lib/feedback'
import { formResolver } from '../../../lib/form-resolver'
import { ApiError } from '../../../lib/request'
import { useSaveBasicInfo } from '../api/save-basic-info'
import type { BasicInfoPayload, BasicInfoValues } from '../basic-info-values'
import { profileNs } from '../i18n'
import styles from '../profile.module.css'
import { returnPathAfterSave } from '../return-path'
import { useAgreementField } from './agreement-field'
import { AvatarUpload } from './avatar-upload'
import { PersonalFields } from './personal-fields'
import { SchoolFields } from './school-fields'
import { SmsCodeField } from './sms-code-field'
import { useConsentSection } from './use-consent-section'

// The resolver hands handleSubmit the schema's output, the saveBasicsUser payload (codeType included).
const resolver = formResolver<BasicInfoValues>(saveBasicsUserSchema)
/**
 * A student fills in the form for the contestant, so an empty name asks for the contestant's name
 * (请输入选手姓名); everyone else is asked for their own (请输入姓名).
 */
const contestantResolver =
  (playerNameRequired: string): Resolver<BasicInfoValues> =>
  async (values, context, options) => {
    const result = await resolver(values, context, options)
    const name = result.errors.sysUser?.userName
    if (name?.message === 'user.nameRequired' && getLoginType() === STUDENT_LOGIN_TYPE)
      name.message = playerNameRequired
    return result
  }
const serverFields = z.object({ fields: z.array(fieldErrorSchema) })

/** The per-field messages of an invalidInput answer (already in the user's language); none otherwise. */
function serverFieldErrors(error: unknown) {
  if (!(error instanceof ApiError) || error.code !== ResultCode.invalidInput) return []
  const parsed = serverFields.safeParse(error.data)
  return parsed.success ? parsed.data.fields : []
}

interface BasicInfoFormProps {
  initial: BasicInfoValues
  pushUrl: string | null
  /** The stored ID number as the server shows it (masked); none before one is saved. */
  maskedIdCard?: string | null
}

/** The basic information form: sysUser, sysUserInfo, avatar and the SMS code. */
export function BasicInfoForm({ initial, pushUrl, maskedIdCard }: BasicInfoFormProps) {
  const { t } = useTranslation(profileNs, { keyPrefix: 'form' })
  const { message } = useFeedback()
  const navigate = useNavigate()
  const save = useSaveBasicInfo()
  const form = useForm<BasicInfoValues>({
    resolver: contestantResolver(t('playerNameRequired')),
    defaultValues: initial,
  })
  const picture = useWatch({ control: form.control, name: 'sysUserInfo.userpicurl' })
  const birth = useWatch({ control: form.control, name: 'sysUser.dateBirth' })
  const phone = useWatch({ control: form.control, name: 'sysUser.phone' })
  const consent = useConsentSection(birth, phone)
  const agreement = useAgreementField()

  const submit = form.handleSubmit(async (values) => {
    if (!agreement.ensure()) return
    // The sensitive fields are saved only after the separate consent (and a guardian's under 14).
    if (!(await consent.ensure())) return
    try {
      await save.mutateAsync(values as unknown as BasicInfoPayload)
    } catch (error) {
      // The server checks the same schema; its per-field messages go under their fields.
      for (const { field, message: text } of serverFieldErrors(error)) {
        form.setError(field as FieldPath<BasicInfoValues>, { message: text })
      }
      return
    }
    message.success(translate('user.saved', currentLang()))
    navigate(returnPathAfterSave(pushUrl, getLoginType()))
  })

  return (
    <Form
      layout="vertical"
      requiredMark={false}
      onFinish={() => {
        agreement.ensure()
        void submit()
      }}
      className={styles.form}
    >
      <section className={styles.section} aria-labelledby="profile-basic-title">
        <header className={styles.sectionHead}>
          <h2 id="profile-basic-title" className={styles.sectionTitle}>
            {t('basicSection')}
          </h2>
          <p className={styles.sectionHint}>{t('basicHint')}</p>
        </header>
        <AvatarUpload
          id="profile-avatar"
          value={picture}
          onChange={(url) => form.setValue('sysUserInfo.userpicurl', url, { shouldDirty: true })}
        />
        <PersonalFields form={form} maskedIdCard={maskedIdCard} />
        {consent.section}
      </section>
      <section className={styles.section} aria-labelledby="profile-school-title">
        <header className={styles.sectionHead}>
          <h2 id="profile-school-title" className={styles.sectionTitle}>
            {t('schoolSection')}
          </h2>
          <p className={styles.sectionHint}>{t('schoolHint')}</p>
        </header>
        <SchoolFields form={form} />
      </section>
      <section className={styles.section} aria-labelledby="profile-verify-title">
        <header className={styles.sectionHead}>
          <h2 id="profile-verify-title" className={styles.sectionTitle}>
            {t('verifySection')}
          </h2>
          <p className={styles.sectionHint}>{t('verifyHint')}</p>
        </header>
        <SmsCodeField form={form} />
        {agreement.field}
        <div className={styles.actions}>
          <Button
            type="primary"
            htmlType="submit"
            size="large"
            loading={save.isPending}
            className={styles.save}
          >
            {t('save')}
          </Button>
        </div>
      </section>
    </Form>
  )
}
