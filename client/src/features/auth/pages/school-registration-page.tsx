import { codeTypes } from '@spell/shared/api/accounts/codes'
import { placeFields } from '@spell/shared/api/regions/area-tree'
import { registerSchoolSchema } from '@spell/shared/api/schools/schools'
import { grades, schoolTypes } from '@spell/shared/dictionaries/index'
import { SizeContextProvider } from 'antd/es/config-provider/SizeContext'
import { lazy, Suspense, useState } from 'react'
import { useForm } from 'react-hook-form'
import { useTranslation } from 'react-i18next'
import { Link } from 'react-router'
import { z } from 'zod'
import { FormField } from '../../../components/form-field'
import { Island } from '../../../components/island'
import { LazySelect } from '../../../components/lazy-select'
import { PlainButton } from '../../../components/plain-button'
import { PlainForm } from '../../../components/plain-form'
import { PlainSelect } from '../../../components/plain-select'
import { RegionCascader } from '../../../components/region-cascader'
import type { RegionValue } from '../../../components/region-value'
import { SchoolPicker } from '../../../components/school-picker'
import { TextInput } from '../../../components/text-input'
import { paths } from '../../../config/paths'
import { currentLang } from '../../../i18n'
import { formResolver } from '../../../lib/form-resolver'
import { useRegisterSchool } from '../api/use-register-school'
import styles from '../auth.module.css'
import { AuthCard } from '../components/auth-card'
import { CodeField, EmailField, PhoneField } from '../components/auth-fields'
import { authNs } from '../i18n'

/** The notice of a registration that is in, fetched once the registration is. */
const SchoolRegistered = lazy(() =>
  import('../components/load-school-registered')
    .then((loader) => loader.loadSchoolRegistered())
    .then((module) => ({ default: module.SchoolRegistered })),
)

/** The contract's fields, with the region as one cascader value and the grades as a list. */
const formSchema = registerSchoolSchema
  .pick({
    schoolId: true,
    schoolName: true,
    schoolType: true,
    schoolTeacherName: true,
    phone: true,
    email: true,
    code: true,
  })
  .extend({
    region: z.object(placeFields, { error: 'area.required' }),
    grades: z.array(z.number(), { error: 'school.gradesRequired' }).min(1, 'school.gradesRequired'),
  })
type FormInput = z.input<typeof formSchema>
type FormOutput = z.output<typeof formSchema>

/** /chnEngRegist: member-school registration; the account waits for the committee's review. */
export default function SchoolRegistrationPage() {
  return (
    <Island name="school-registration">
      <SchoolRegistration />
    </Island>
  )
}

/** The registration form, then the notice that it is in (an island: the rest is the bare layout's). */
export function SchoolRegistration() {
  const { t } = useTranslation(authNs)
  const register = useRegisterSchool()
  const [registered, setRegistered] = useState(false)
  const form = useForm<FormInput, unknown, FormOutput>({
    resolver: formResolver(formSchema),
    defaultValues: {
      region: undefined,
      schoolId: null,
      schoolName: '',
      schoolType: undefined,
      grades: [],
      schoolTeacherName: '',
      phone: '',
      email: '',
      code: '',
    },
  })
  const [watchedRegion, phone] = form.watch(['region', 'phone'])
  // The cascader only ever sets a whole place (codes and names), never the schema's partial input.
  const region = (watchedRegion as RegionValue | undefined) ?? null
  const lang = currentLang()

  const submit = form.handleSubmit(async ({ region: place, grades: chosen, ...values }) => {
    try {
      await register.mutateAsync({
        ...values,
        ...place,
        schoolLevel: [...chosen].sort((a, b) => a - b).join(','),
        codeType: codeTypes.schoolRegister,
      })
      setRegistered(true)
    } catch {
      // The request client showed the server's message (wrong code, phone already registered…).
    }
  })

  if (registered) {
    return (
      <Suspense fallback={null}>
        <SchoolRegistered />
      </Suspense>
    )
  }

  return (
    <AuthCard
      wide
      glyph="校"
      title={t('school.title')}
      intro={t('school.intro')}
      footer={
        <>
          <span>{t('school.hasAccount')}</span>
          <Link to={paths.chnEngLogin}>{t('school.toLogin')}</Link>
        </>
      }
    >
      <SizeContextProvider size="large">
        <PlainForm onSubmit={submit} className={styles.grid}>
          <h2 className={styles.sectionTitle}>{t('school.schoolSection')}</h2>
          <div className={styles.full}>
            <FormField control={form.control} name="region" id="school-region" label={t('school.region')}>
              {(field) => (
                <RegionCascader
                  loadOnFirstUse
                  id={field.id}
                  value={(field.value as RegionValue | undefined) ?? null}
                  onChange={(next) => {
                    field.onChange(next ?? undefined)
                    // Another region: the school picked in the old one no longer fits.
                    if (next?.cityCode !== region?.cityCode || next?.areaCode !== region?.areaCode) {
                      form.setValue('schoolName', '')
                      form.setValue('schoolId', null)
                    }
                  }}
                  onBlur={field.onBlur}
                />
              )}
            </FormField>
          </div>
          <div className={styles.full}>
            <FormField control={form.control} name="schoolName" id="school-name" label={t('school.school')}>
              {(field) => (
                <SchoolPicker
                  id={field.id}
                  region={region}
                  value={field.value === undefined ? '' : String(field.value)}
                  onChange={(name, schoolId) => {
                    field.onChange(name)
                    form.setValue('schoolId', schoolId)
                  }}
                  onBlur={field.onBlur}
                />
              )}
            </FormField>
          </div>
          <FormField control={form.control} name="schoolType" id="school-type" label={t('school.schoolType')}>
            {(field) => (
              <PlainSelect
                id={field.id}
                className={
                  field.value === undefined ? `${styles.select} ${styles.selectEmpty}` : styles.select
                }
                value={field.value === undefined ? '' : String(field.value)}
                onChange={(event) => field.onChange(Number(event.target.value))}
                onBlur={field.onBlur}
                aria-invalid={field['aria-invalid']}
                aria-describedby={field['aria-describedby']}
              >
                <option value="" disabled hidden>
                  {t('school.schoolTypePlaceholder')}
                </option>
                {schoolTypes.map((type) => (
                  <option key={type.value} value={type.value}>
                    {type.label[lang]}
                  </option>
                ))}
              </PlainSelect>
            )}
          </FormField>
          <FormField control={form.control} name="grades" id="school-grades" label={t('school.grades')}>
            {(field) => (
              <LazySelect
                id={field.id}
                mode="multiple"
                value={field.value}
                onChange={field.onChange}
                onBlur={field.onBlur}
                maxTagCount="responsive"
                placeholder={t('school.gradesPlaceholder')}
                options={grades.map((grade) => ({ value: grade.value, label: grade.label[lang] }))}
              />
            )}
          </FormField>

          <h2 className={styles.sectionTitle}>{t('school.contactSection')}</h2>
          <FormField
            control={form.control}
            name="schoolTeacherName"
            id="school-teacher"
            label={t('school.teacher')}
          >
            {(field) => (
              <TextInput
                {...field}
                size="large"
                maxLength={20}
                placeholder={t('school.teacherPlaceholder')}
              />
            )}
          </FormField>
          <PhoneField control={form.control} name="phone" id="school-phone" size="large" />
          <EmailField control={form.control} name="email" id="school-email" size="large" />
          <CodeField
            control={form.control}
            name="code"
            id="school-code"
            channel="sms"
            codeType={codeTypes.schoolRegister}
            target={phone}
            validateTarget={() => form.trigger('phone')}
          />
          <div className={styles.full}>
            <PlainButton type="primary" htmlType="submit" size="large" block loading={register.isPending}>
              {t('school.submit')}
            </PlainButton>
          </div>
        </PlainForm>
      </SizeContextProvider>
    </AuthCard>
  )
}
