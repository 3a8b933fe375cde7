import { idTypeCarriesBirthDate, idTypes, sexPersonal } from '@spell/shared'
import { chinaDate } from '@spell/shared/time/china-time'
import { Button, DatePicker, Form, Input, Radio, Select } from 'antd'
import { useEffect, useMemo, useState } from 'react'
import { useWatch } from 'react-hook-form'
import { useTranslation } from 'react-i18next'
import { FormField } from '../../../components/form-field'
import { currentLang } from '../../../i18n'
import dayjs from '../../../lib/dayjs'
import type { BasicInfoFormApi } from '../basic-info-values'
import { profileNs } from '../i18n'
import { ageFromBirthDate, idCardAutofill } from '../id-card-autofill'
import styles from '../profile.module.css'

const DATE_FORMAT = 'YYYY-MM-DD'

/**
 * sysUser: name, gender, ID type and number, birth date (and age), phone, e-mail. A stored ID number is
 * shown masked, as the server sends it; "Change" empties the field for the whole new number.
 */
export function PersonalFields({
  form,
  maskedIdCard,
}: {
  form: BasicInfoFormApi
  maskedIdCard?: string | null
}) {
  const { t } = useTranslation(profileNs, { keyPrefix: 'form' })
  const { t: idText } = useTranslation(profileNs, { keyPrefix: 'idCard' })
  const [changingId, setChangingId] = useState(!maskedIdCard)
  const lang = currentLang()
  const { control, setValue, getFieldState } = form
  const [cardType, idCard, dateBirth] = useWatch({
    control,
    name: ['sysUser.cardType', 'sysUser.idCard', 'sysUser.dateBirth'],
  })
  const filled = useMemo(() => idCardAutofill(cardType, idCard), [cardType, idCard])
  const age = ageFromBirthDate(dateBirth)
  // Gender and birth date are the number's (the server refuses others): fixed while a valid number is
  // typed, or while the stored number of such an ID type is kept.
  const keptDecides = !changingId && Boolean(maskedIdCard) && idTypeCarriesBirthDate(cardType)
  const decidedByNumber = filled !== null || keptDecides

  // A valid 18-digit ID card fills in gender and birth date, once per number typed.
  useEffect(() => {
    if (!filled) return
    const options = { shouldDirty: true, shouldValidate: getFieldState('sysUser.sex').invalid }
    setValue('sysUser.sex', filled.sex, options)
    setValue('sysUser.dateBirth', filled.dateBirth, {
      ...options,
      shouldValidate: getFieldState('sysUser.dateBirth').invalid,
    })
  }, [filled, setValue, getFieldState])

  useEffect(() => {
    setValue('sysUser.age', age)
  }, [age, setValue])

  return (
    <div className={styles.grid}>
      <FormField control={control} name="sysUser.userName" id="profile-name" label={t('name')}>
        {(field) => (
          <Input {...field} maxLength={100} placeholder={t('namePlaceholder')} autoComplete="name" />
        )}
      </FormField>
      <FormField control={control} name="sysUser.sex" id="profile-sex" label={t('sex')}>
        {(field) => (
          <Radio.Group
            id={field.id}
            aria-label={t('sex')}
            value={field.value}
            onChange={(event) => field.onChange(event.target.value)}
            disabled={decidedByNumber}
            options={sexPersonal.map((sex) => ({ value: sex.value, label: sex.label[lang] }))}
            className={styles.radios}
          />
        )}
      </FormField>
      <FormField control={control} name="sysUser.cardType" id="profile-card-type" label={t('cardType')}>
        {(field) => (
          <Select
            id={field.id}
            value={field.value}
            onChange={field.onChange}
            onBlur={field.onBlur}
            placeholder={t('cardTypePlaceholder')}
            options={idTypes.map((type) => ({ value: type.value, label: type.label[lang] }))}
          />
        )}
      </FormField>
      {changingId ? (
        <FormField control={control} name="sysUser.idCard" id="profile-id-card" label={t('idCard')}>
          {(field) => (
            <div className={styles.idRow}>
              <Input
                {...field}
                value={field.value ?? ''}
                maxLength={18}
                placeholder={t('idCardPlaceholder')}
                autoComplete="off"
                spellCheck={false}
              />
              {maskedIdCard && (
                <Button
                  onClick={() => {
                    setChangingId(false)
                    setValue('sysUser.idCard', undefined, { shouldValidate: true })
                  }}
                >
                  {idText('keep')}
                </Button>
              )}
            </div>
          )}
        </FormField>
      ) : (
        <Form.Item label={t('idCard')} htmlFor="profile-id-card" extra={idText('maskedHint')}>
          <div className={styles.idRow}>
            <Input id="profile-id-card" value={maskedIdCard ?? ''} readOnly className={styles.readOnly} />
            <Button
              onClick={() => {
                setChangingId(true)
                setValue('sysUser.idCard', '')
              }}
            >
              {idText('change')}
            </Button>
          </div>
        </Form.Item>
      )}
      <FormField control={control} name="sysUser.dateBirth" id="profile-birth" label={t('dateBirth')}>
        {(field) => (
          <DatePicker
            id={field.id}
            value={field.value ? dayjs(field.value, DATE_FORMAT) : null}
            onChange={(date) => field.onChange(date ? date.format(DATE_FORMAT) : '')}
            onBlur={field.onBlur}
            disabled={decidedByNumber}
            format={DATE_FORMAT}
            disabledDate={(date) => date.format(DATE_FORMAT) > chinaDate(Date.now())}
            placeholder={t('dateBirthPlaceholder')}
            style={{ width: '100%' }}
          />
        )}
      </FormField>
      <Form.Item label={t('age')} htmlFor="profile-age">
        <Input
          id="profile-age"
          value={age ?? ''}
          readOnly
          // Always a suffix: antd re-mounts an input whose suffix comes and goes.
          suffix={<span aria-hidden="true">{age !== null ? t('ageUnit') : ''}</span>}
          placeholder={t('agePlaceholder')}
          className={styles.readOnly}
        />
      </Form.Item>
      {filled && <p className={`${styles.filledNote} ${styles.full}`}>{t('idCardFilled')}</p>}
      {!filled && keptDecides && (
        <p className={`${styles.filledNote} ${styles.full}`}>{t('idCardDecides')}</p>
      )}
      <FormField control={control} name="sysUser.phone" id="profile-phone" label={t('phone')}>
        {(field) => (
          <Input
            {...field}
            maxLength={11}
            inputMode="tel"
            autoComplete="tel"
            placeholder={t('phonePlaceholder')}
          />
        )}
      </FormField>
      <FormField control={control} name="sysUser.email" id="profile-email" label={t('email')}>
        {(field) => (
          <Input
            {...field}
            maxLength={200}
            inputMode="email"
            autoComplete="email"
            placeholder={t('emailPlaceholder')}
          />
        )}
      </FormField>
    </div>
  )
}
