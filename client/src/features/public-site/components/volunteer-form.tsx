import {
  type VolunteerInterestInput,
  volunteerInterestSchema,
  volunteerRoles,
} from '@spell/shared/api/public-site/volunteer-interest'
import { useForm } from 'react-hook-form'
import { useTranslation } from 'react-i18next'
import { FormField } from '../../../components/form-field'
import { PlainAlert } from '../../../components/plain-alert'
import { PlainButton } from '../../../components/plain-button'
import { PlainForm } from '../../../components/plain-form'
import { TextArea, TextInput } from '../../../components/text-input'
import { formResolver } from '../../../lib/form-resolver'
import { useSubmitVolunteerInterest } from '../api/submit-volunteer-interest'
import { volunteerRoleLabels } from '../content/join-us'
import { publicSiteNs } from '../i18n'
import { useLang } from '../use-lang'
import styles from './volunteer-form.module.css'

const empty: VolunteerInterestInput = { name: '', phone: '', email: '', city: '', roles: [], message: '' }

/** The volunteer interest form of /volunteersView; what it sends, the committee reads in /admin. */
export function VolunteerForm() {
  const { t } = useTranslation(publicSiteNs)
  const { pick } = useLang()
  const send = useSubmitVolunteerInterest()
  const form = useForm<VolunteerInterestInput>({
    resolver: formResolver(volunteerInterestSchema),
    defaultValues: empty,
  })
  const submit = form.handleSubmit(async (values) => {
    await send.mutateAsync(values).catch(() => undefined)
  })

  return (
    <section className={styles.box} aria-labelledby="volunteer-form-title">
      <h2 id="volunteer-form-title" className={styles.title}>
        {t('volunteer.title')}
      </h2>
      {send.isSuccess ? (
        <PlainAlert
          type="success"
          role="status"
          title={t('volunteer.thanks')}
          description={t('volunteer.thanksText')}
          action={
            <PlainButton
              onClick={() => {
                form.reset(empty)
                send.reset()
              }}
            >
              {t('volunteer.another')}
            </PlainButton>
          }
        />
      ) : (
        <>
          <p className={styles.intro}>{t('volunteer.intro')}</p>
          <PlainForm onSubmit={submit} className={styles.form}>
            <div className={styles.row}>
              <FormField control={form.control} name="name" id="volunteer-name" label={t('volunteer.name')}>
                {(field) => <TextInput {...field} maxLength={20} autoComplete="name" />}
              </FormField>
              <FormField
                control={form.control}
                name="phone"
                id="volunteer-phone"
                label={t('volunteer.phone')}
              >
                {(field) => <TextInput {...field} maxLength={11} inputMode="tel" autoComplete="tel" />}
              </FormField>
            </div>
            <div className={styles.row}>
              <FormField
                control={form.control}
                name="email"
                id="volunteer-email"
                label={t('volunteer.email')}
              >
                {(field) => (
                  <TextInput {...field} value={field.value ?? ''} maxLength={100} autoComplete="email" />
                )}
              </FormField>
              <FormField control={form.control} name="city" id="volunteer-city" label={t('volunteer.city')}>
                {(field) => <TextInput {...field} maxLength={40} autoComplete="address-level2" />}
              </FormField>
            </div>
            <FormField control={form.control} name="roles" id="volunteer-roles" label={t('volunteer.roles')}>
              {({ value, onChange, onBlur, id }) => (
                <fieldset id={id} className={styles.fieldset} aria-label={t('volunteer.roles')}>
                  {volunteerRoles.map((role) => (
                    <label key={role} className={styles.check}>
                      <input
                        type="checkbox"
                        checked={value.includes(role)}
                        onBlur={onBlur}
                        onChange={(event) =>
                          onChange(
                            event.target.checked
                              ? [...value, role]
                              : value.filter((chosen) => chosen !== role),
                          )
                        }
                      />
                      {pick(volunteerRoleLabels[role])}
                    </label>
                  ))}
                </fieldset>
              )}
            </FormField>
            <FormField
              control={form.control}
              name="message"
              id="volunteer-message"
              label={t('volunteer.message')}
            >
              {(field) => (
                <TextArea
                  {...field}
                  value={field.value ?? ''}
                  rows={3}
                  maxLength={500}
                  placeholder={t('volunteer.messagePlaceholder')}
                />
              )}
            </FormField>
            <PlainButton type="primary" htmlType="submit" size="large" loading={send.isPending}>
              {t('volunteer.submit')}
            </PlainButton>
          </PlainForm>
        </>
      )}
    </section>
  )
}
