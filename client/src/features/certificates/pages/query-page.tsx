import { certificateQuerySchema } from '@spell/shared/api/certificates/query-by-code'
import { useState } from 'react'
import { useForm } from 'react-hook-form'
import { useTranslation } from 'react-i18next'
import { useNavigate, useSearchParams } from 'react-router'
import type { z } from 'zod'
import { CaptchaInput } from '../../../components/captcha-input'
import { FormField } from '../../../components/form-field'
import { Island } from '../../../components/island'
import { PlainAlert } from '../../../components/plain-alert'
import { PlainButton } from '../../../components/plain-button'
import { PlainForm } from '../../../components/plain-form'
import { TextInput } from '../../../components/text-input'
import { useCaptcha } from '../../../components/use-captcha'
import { formResolver } from '../../../lib/form-resolver'
import { ApiError } from '../../../lib/request'
import { useQueryCertificate } from '../api/use-query-certificate'
import { keepCertificate } from '../certificate-storage'
import '../certificates.css'
import { PlainCard } from '../../../components/plain-card'
import { certificatesNs } from '../i18n'

const formSchema = certificateQuerySchema.pick({ code: true, captcha: true })
type FormValues = z.input<typeof formSchema>

/**
 * /query: certificate code and captcha; a found certificate opens /certificate. `?code=` (the address a
 * certificate's QR code opens) fills the code in; the visitor still answers the captcha.
 */
export default function QueryPage() {
  const { t } = useTranslation(certificatesNs)
  return (
    <section className="certificate-query" aria-labelledby="certificate-query-title">
      <h1 id="certificate-query-title" className="certificate-query__title">
        {t('query.title')}
      </h1>
      <p className="certificate-query__intro">{t('query.intro')}</p>
      <Island name="certificate-query">
        <CertificateQueryForm />
      </Island>
      <p className="certificate-query__note">{t('query.note')}</p>
    </section>
  )
}

/** The code, the captcha and the lookup (an island). */
export function CertificateQueryForm() {
  const { t } = useTranslation(certificatesNs)
  const navigate = useNavigate()
  const [params] = useSearchParams()
  const captcha = useCaptcha()
  const lookup = useQueryCertificate()
  const [refusal, setRefusal] = useState<string | null>(null)
  const form = useForm<FormValues>({
    resolver: formResolver(formSchema),
    defaultValues: { code: (params.get('code') ?? '').trim().slice(0, 64), captcha: '' },
  })

  const submit = form.handleSubmit(async (values) => {
    if (!captcha.data) return
    setRefusal(null)
    try {
      const certificate = await lookup.mutateAsync({ ...values, captchaId: captcha.data.captchaId })
      keepCertificate(certificate)
      navigate('/certificate')
    } catch (error) {
      // Not found, revoked, a wrong captcha or no service: said on the page (the call is quiet).
      if (error instanceof ApiError) setRefusal(error.msg)
      // The server spent the captcha (验证码不正确, or no such certificate): draw a new one.
      form.setValue('captcha', '')
      void captcha.refetch()
    }
  })

  return (
    <PlainCard className="certificate-query__card">
      <PlainForm onSubmit={submit}>
        <FormField control={form.control} name="code" id="certificate-code" label={t('query.codeLabel')}>
          {(field) => <TextInput {...field} placeholder={t('query.codePlaceholder')} maxLength={64} />}
        </FormField>
        <FormField
          control={form.control}
          name="captcha"
          id="certificate-captcha"
          label={t('query.captchaLabel')}
        >
          {(field) => (
            <CaptchaInput {...field} captcha={captcha} placeholder={t('query.captchaPlaceholder')} />
          )}
        </FormField>
        {refusal && <PlainAlert type="error" title={refusal} className="certificate-query__refusal" />}
        {captcha.isError && (
          <PlainAlert
            type="warning"
            title={t('query.captchaFailed')}
            className="certificate-query__refusal"
          />
        )}
        <PlainButton type="primary" htmlType="submit" block size="large" loading={lookup.isPending}>
          {t('query.submit')}
        </PlainButton>
      </PlainForm>
    </PlainCard>
  )
}
