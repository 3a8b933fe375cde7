import { zodResolver } from '@hookform/resolvers/zod'
import {
  type VolunteerInterestInput,
  volunteerInterestSchema,
  volunteerRoles,
} from '@spell/shared/api/public-site/volunteer-interest'
import { Button, Checkbox, Form, Input, Result } from 'antd'
import { useForm } from 'react-hook-form'
import { FormField } from '../../../components/form-field'
import { useSubmitVolunteerInterest } from '../api/submit-volunteer-interest'
import { volunteerRoleLabels } from '../content/join-us'
import { useLang } from '../use-lang'
import styles from './volunteer-form.module.css'

const texts = {
  title: { zh: '志愿者意向表', en: 'Volunteer interest form' },
  intro: {
    zh: '留下您的联系方式和想参与的方向，组委会志愿者协调人会在 5 个工作日内与您联系。',
    en: "Leave your details and how you would like to help; the committee's volunteer coordinator will contact you within 5 working days.",
  },
  name: { zh: '姓名', en: 'Name' },
  phone: { zh: '手机号', en: 'Mobile phone' },
  email: { zh: '邮箱（选填）', en: 'E-mail (optional)' },
  city: { zh: '所在城市', en: 'City' },
  roles: { zh: '希望参与的方向（可多选）', en: 'How you would like to help (choose any)' },
  message: { zh: '留言（选填）', en: 'Message (optional)' },
  messagePlaceholder: {
    zh: '例如：可服务的时间、语言能力或相关经验',
    en: 'For example: when you are free, the languages you speak, related experience',
  },
  submit: { zh: '提交意向', en: 'Send my interest' },
  thanks: { zh: '感谢您的报名！', en: 'Thank you for signing up!' },
  thanksText: {
    zh: '我们已收到您的志愿者意向，组委会将尽快与您联系。',
    en: 'We have your volunteer interest; the committee will be in touch soon.',
  },
  another: { zh: '再填一份', en: 'Fill in another' },
}

const empty: VolunteerInterestInput = { name: '', phone: '', email: '', city: '', roles: [], message: '' }

/** The volunteer interest form of /volunteersView; what it sends, the committee reads in /admin. */
export function VolunteerForm() {
  const { pick } = useLang()
  const send = useSubmitVolunteerInterest()
  const form = useForm<VolunteerInterestInput>({
    resolver: zodResolver(volunteerInterestSchema),
    defaultValues: empty,
  })
  const submit = form.handleSubmit(async (values) => {
    await send.mutateAsync(values).catch(() => undefined)
  })

  return (
    <section className={styles.box} aria-labelledby="volunteer-form-title">
      <h2 id="volunteer-form-title" className={styles.title}>
        {pick(texts.title)}
      </h2>
      {send.isSuccess ? (
        <Result
          status="success"
          title={pick(texts.thanks)}
          subTitle={pick(texts.thanksText)}
          extra={
            <Button
              onClick={() => {
                form.reset(empty)
                send.reset()
              }}
            >
              {pick(texts.another)}
            </Button>
          }
        />
      ) : (
        <>
          <p className={styles.intro}>{pick(texts.intro)}</p>
          <Form layout="vertical" onFinish={submit} requiredMark={false} className={styles.form}>
            <div className={styles.row}>
              <FormField control={form.control} name="name" id="volunteer-name" label={pick(texts.name)}>
                {(field) => <Input {...field} maxLength={20} autoComplete="name" />}
              </FormField>
              <FormField control={form.control} name="phone" id="volunteer-phone" label={pick(texts.phone)}>
                {(field) => <Input {...field} maxLength={11} inputMode="tel" autoComplete="tel" />}
              </FormField>
            </div>
            <div className={styles.row}>
              <FormField control={form.control} name="email" id="volunteer-email" label={pick(texts.email)}>
                {(field) => (
                  <Input {...field} value={field.value ?? ''} maxLength={100} autoComplete="email" />
                )}
              </FormField>
              <FormField control={form.control} name="city" id="volunteer-city" label={pick(texts.city)}>
                {(field) => <Input {...field} maxLength={40} autoComplete="address-level2" />}
              </FormField>
            </div>
            <FormField control={form.control} name="roles" id="volunteer-roles" label={pick(texts.roles)}>
              {({ value, onChange, id }) => (
                <fieldset id={id} className={styles.fieldset} aria-label={pick(texts.roles)}>
                  <Checkbox.Group
                    value={value}
                    onChange={onChange}
                    options={volunteerRoles.map((role) => ({
                      value: role,
                      label: pick(volunteerRoleLabels[role]),
                    }))}
                  />
                </fieldset>
              )}
            </FormField>
            <FormField
              control={form.control}
              name="message"
              id="volunteer-message"
              label={pick(texts.message)}
            >
              {(field) => (
                <Input.TextArea
                  {...field}
                  value={field.value ?? ''}
                  rows={3}
                  maxLength={500}
                  placeholder={pick(texts.messagePlaceholder)}
                />
              )}
            </FormField>
            <Button type="primary" htmlType="submit" size="large" loading={send.isPending}>
              {pick(texts.submit)}
            </Button>
          </Form>
        </>
      )}
    </section>
  )
}
