import { isPhone, translate } from '@spell/shared'
import { codeTypes } from '@spell/shared/api/accounts/codes'
import { GUARDIAN_CONSENT_AGE, guardianRelations } from '@spell/shared/api/privacy/consent'
import { chinaDateTime } from '@spell/shared/time/china-time'
import { Alert, Checkbox, Form, Input, Select, Space } from 'antd'
import { type ReactNode, useRef, useState } from 'react'
import { useTranslation } from 'react-i18next'
import { Link } from 'react-router'
import { SendCodeButton } from '../../../components/send-code-button'
import { currentLang } from '../../../i18n'
import dayjs from '../../../lib/dayjs'
import { ApiError } from '../../../lib/request'
import { useConsent, useGiveConsent } from '../api/consent'
import styles from '../consent.module.css'
import { profileNs } from '../i18n'
import profileStyles from '../profile.module.css'

type Relation = (typeof guardianRelations)[number]
interface Guardian {
  name: string
  relation?: Relation
  phone: string
  code: string
  agreed: boolean
}

const message = (key: string) => translate(key, currentLang())
const isUnder = (birth: string | undefined) =>
  Boolean(birth) && dayjs().diff(dayjs(birth), 'year') < GUARDIAN_CONSENT_AGE

/**
 * The separate consent to the sensitive fields (ID number, birth date, photo) and, for a student under
 * 14 by the birth date in the form, the guardian's, confirmed by the SMS code sent to the guardian's
 * phone (which is not the student's `phone`). `ensure()` stores what was ticked before the form saves,
 * and answers false (with the fields marked) while something is missing.
 */
export function useConsentSection(
  birth: string | undefined,
  phone: string | undefined,
): {
  section: ReactNode
  ensure: () => Promise<boolean>
} {
  const { t } = useTranslation(profileNs, { keyPrefix: 'consent' })
  const consent = useConsent()
  const give = useGiveConsent()
  const [sensitive, setSensitive] = useState(false)
  const [guardian, setGuardian] = useState<Guardian>({ name: '', phone: '', code: '', agreed: false })
  const [tried, setTried] = useState(false)
  // The phone is checked when a code is asked for, before the whole section is.
  const [phoneChecked, setPhoneChecked] = useState(false)
  const [serverError, setServerError] = useState<string>()
  const sectionRef = useRef<HTMLElement>(null)
  // The save button sits below: what is missing is brought into view.
  const showSection = () => sectionRef.current?.scrollIntoView({ block: 'center' })

  const stored = consent.data
  const guardianNeeded = isUnder(birth)
  const needsSensitive = !stored?.sensitive
  const needsGuardian = guardianNeeded && !stored?.guardian
  const problems = {
    sensitive: needsSensitive && !sensitive,
    name: needsGuardian && !guardian.name.trim(),
    relation: needsGuardian && !guardian.relation,
    phone: needsGuardian && !isPhone(guardian.phone),
    samePhone: needsGuardian && isPhone(guardian.phone) && guardian.phone.trim() === phone?.trim(),
    code: needsGuardian && !guardian.code.trim(),
    agreed: needsGuardian && !guardian.agreed,
  }
  const missing = Object.values(problems).some(Boolean)
  const show = (problem: boolean) => (tried && problem ? 'error' : undefined)
  const phoneShown = tried || phoneChecked
  const phoneHelp = phoneShown && problems.samePhone ? message('privacy.guardianPhoneIsStudents') : undefined

  const ensure = async () => {
    setTried(true)
    setServerError(undefined)
    if (consent.isPending) return false
    if (!needsSensitive && !needsGuardian) return true
    if (missing) {
      showSection()
      return false
    }
    try {
      await give.mutateAsync({
        sensitive: true,
        ...(needsGuardian && guardian.relation
          ? {
              guardian: {
                name: guardian.name.trim(),
                relation: guardian.relation,
                phone: guardian.phone.trim(),
                code: guardian.code.trim(),
                agreed: true,
              },
            }
          : {}),
      })
      return true
    } catch (error) {
      setServerError(error instanceof ApiError ? error.message : String(error))
      showSection()
      return false
    }
  }

  const date = (iso: string) => chinaDateTime(iso, 'minute')
  const section = (
    <section ref={sectionRef} className={styles.consent} aria-labelledby="consent-title">
      <h3 id="consent-title" className={styles.consentTitle}>
        {t('title')}
      </h3>
      <p className={styles.hint}>
        {t('intro')}{' '}
        <Link to="/privacy" target="_blank">
          {t('policyLink')}
        </Link>
      </p>
      {stored?.sensitive ? (
        <p className={styles.given}>
          {t('given', { at: date(stored.sensitive.consentedAt), v: stored.sensitive.policyVersion })}
        </p>
      ) : (
        <Form.Item
          validateStatus={show(problems.sensitive)}
          help={tried && problems.sensitive ? t('sensitiveRequired') : undefined}
        >
          <Checkbox checked={sensitive} onChange={(e) => setSensitive(e.target.checked)}>
            {t('sensitive')}
          </Checkbox>
        </Form.Item>
      )}
      {guardianNeeded && (
        <fieldset className={styles.guardian}>
          <legend className={styles.consentTitle}>{t('guardianTitle')}</legend>
          {stored?.guardian ? (
            <p className={styles.given}>
              {`${stored.guardian.name} · ${t(`relations.${stored.guardian.relation}`)} · ${stored.guardian.phone} — `}
              {t('given', { at: date(stored.guardian.consentedAt), v: stored.guardian.policyVersion })}
            </p>
          ) : (
            <>
              <p className={styles.hint}>{t('guardianIntro')}</p>
              <div className={styles.guardianGrid}>
                <Form.Item
                  label={t('guardianName')}
                  htmlFor="guardian-name"
                  validateStatus={show(problems.name)}
                >
                  <Input
                    id="guardian-name"
                    maxLength={40}
                    value={guardian.name}
                    placeholder={t('guardianNamePlaceholder')}
                    onChange={(e) => setGuardian({ ...guardian, name: e.target.value })}
                  />
                </Form.Item>
                <Form.Item
                  label={t('relation')}
                  htmlFor="guardian-relation"
                  validateStatus={show(problems.relation)}
                >
                  <Select
                    id="guardian-relation"
                    value={guardian.relation}
                    placeholder={t('relationPlaceholder')}
                    options={guardianRelations.map((value) => ({ value, label: t(`relations.${value}`) }))}
                    onChange={(relation: Relation) => setGuardian({ ...guardian, relation })}
                  />
                </Form.Item>
                <Form.Item
                  label={t('guardianPhone')}
                  htmlFor="guardian-phone"
                  validateStatus={phoneShown && (problems.phone || problems.samePhone) ? 'error' : undefined}
                  help={phoneHelp}
                >
                  <Input
                    id="guardian-phone"
                    maxLength={11}
                    inputMode="tel"
                    value={guardian.phone}
                    placeholder={t('guardianPhonePlaceholder')}
                    onChange={(e) => setGuardian({ ...guardian, phone: e.target.value })}
                  />
                </Form.Item>
              </div>
              <Form.Item
                label={t('guardianCode')}
                htmlFor="guardian-code"
                validateStatus={show(problems.code)}
                help={tried && problems.code ? message('code.smsRequired') : undefined}
                extra={t('guardianCodeHint')}
              >
                <Space.Compact className={profileStyles.codeRow}>
                  <Input
                    id="guardian-code"
                    maxLength={6}
                    inputMode="numeric"
                    autoComplete="off"
                    value={guardian.code}
                    placeholder={t('guardianCodePlaceholder')}
                    onChange={(e) => setGuardian({ ...guardian, code: e.target.value })}
                  />
                  <SendCodeButton
                    channel="sms"
                    codeType={codeTypes.guardianConsent}
                    target={guardian.phone}
                    validateTarget={() => {
                      setPhoneChecked(true)
                      return isPhone(guardian.phone) && !problems.samePhone
                    }}
                  />
                </Space.Compact>
              </Form.Item>
              <Form.Item validateStatus={show(problems.agreed)}>
                <Checkbox
                  checked={guardian.agreed}
                  onChange={(e) => setGuardian({ ...guardian, agreed: e.target.checked })}
                >
                  {t('guardianAgree')}
                </Checkbox>
              </Form.Item>
            </>
          )}
        </fieldset>
      )}
      {tried && (missing || serverError) && (
        <Alert
          type="error"
          showIcon
          role="alert"
          title={serverError ?? (problems.sensitive ? t('sensitiveRequired') : t('guardianRequired'))}
        />
      )}
    </section>
  )
  return { section, ensure }
}
