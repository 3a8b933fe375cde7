import { isPhone } from '@spell/shared'
import { GUARDIAN_CONSENT_AGE, guardianRelations } from '@spell/shared/api/privacy/consent'
import { Alert, Checkbox, Form, Input, Select } from 'antd'
import dayjs from 'dayjs'
import { type ReactNode, useRef, useState } from 'react'
import { Link } from 'react-router'
import { ApiError } from '../../../lib/request'
import { useConsent, useGiveConsent } from '../api/consent'
import styles from '../consent.module.css'
import { useConsentText } from '../consent-content'

type Relation = (typeof guardianRelations)[number]
interface Guardian {
  name: string
  relation?: Relation
  phone: string
  agreed: boolean
}

const isUnder = (birth: string | undefined) =>
  Boolean(birth) && dayjs().diff(dayjs(birth), 'year') < GUARDIAN_CONSENT_AGE

/**
 * The separate consent to the sensitive fields (ID number, birth date, photo) and, for a student under
 * 14 by the birth date in the form, the guardian's. `ensure()` stores what was ticked before the form
 * saves, and answers false (with the fields marked) while something is missing.
 */
export function useConsentSection(birth: string | undefined): {
  section: ReactNode
  ensure: () => Promise<boolean>
} {
  const text = useConsentText().consent
  const consent = useConsent()
  const give = useGiveConsent()
  const [sensitive, setSensitive] = useState(false)
  const [guardian, setGuardian] = useState<Guardian>({ name: '', phone: '', agreed: false })
  const [tried, setTried] = useState(false)
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
    agreed: needsGuardian && !guardian.agreed,
  }
  const missing = Object.values(problems).some(Boolean)
  const show = (problem: boolean) => (tried && problem ? 'error' : undefined)

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
                phone: guardian.phone,
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

  const date = (iso: string) => dayjs(iso).format('YYYY-MM-DD HH:mm')
  const section = (
    <section ref={sectionRef} className={styles.consent} aria-labelledby="consent-title">
      <h3 id="consent-title" className={styles.consentTitle}>
        {text.title}
      </h3>
      <p className={styles.hint}>
        {text.intro}{' '}
        <Link to="/privacy" target="_blank">
          {text.policyLink}
        </Link>
      </p>
      {stored?.sensitive ? (
        <p className={styles.given}>
          {text.given(date(stored.sensitive.consentedAt), stored.sensitive.policyVersion)}
        </p>
      ) : (
        <Form.Item
          validateStatus={show(problems.sensitive)}
          help={tried && problems.sensitive ? text.sensitiveRequired : undefined}
        >
          <Checkbox checked={sensitive} onChange={(e) => setSensitive(e.target.checked)}>
            {text.sensitive}
          </Checkbox>
        </Form.Item>
      )}
      {guardianNeeded && (
        <fieldset className={styles.guardian}>
          <legend className={styles.consentTitle}>{text.guardianTitle}</legend>
          {stored?.guardian ? (
            <p className={styles.given}>
              {`${stored.guardian.name} · ${text.relations[stored.guardian.relation]} · ${stored.guardian.phone} — `}
              {text.given(date(stored.guardian.consentedAt), stored.guardian.policyVersion)}
            </p>
          ) : (
            <>
              <p className={styles.hint}>{text.guardianIntro}</p>
              <div className={styles.guardianGrid}>
                <Form.Item
                  label={text.guardianName}
                  htmlFor="guardian-name"
                  validateStatus={show(problems.name)}
                >
                  <Input
                    id="guardian-name"
                    maxLength={40}
                    value={guardian.name}
                    placeholder={text.guardianNamePlaceholder}
                    onChange={(e) => setGuardian({ ...guardian, name: e.target.value })}
                  />
                </Form.Item>
                <Form.Item
                  label={text.relation}
                  htmlFor="guardian-relation"
                  validateStatus={show(problems.relation)}
                >
                  <Select
                    id="guardian-relation"
                    value={guardian.relation}
                    placeholder={text.relationPlaceholder}
                    options={guardianRelations.map((value) => ({ value, label: text.relations[value] }))}
                    onChange={(relation: Relation) => setGuardian({ ...guardian, relation })}
                  />
                </Form.Item>
                <Form.Item
                  label={text.guardianPhone}
                  htmlFor="guardian-phone"
                  validateStatus={show(problems.phone)}
                >
                  <Input
                    id="guardian-phone"
                    maxLength={11}
                    inputMode="tel"
                    value={guardian.phone}
                    placeholder={text.guardianPhonePlaceholder}
                    onChange={(e) => setGuardian({ ...guardian, phone: e.target.value })}
                  />
                </Form.Item>
              </div>
              <Form.Item validateStatus={show(problems.agreed)}>
                <Checkbox
                  checked={guardian.agreed}
                  onChange={(e) => setGuardian({ ...guardian, agreed: e.target.checked })}
                >
                  {text.guardianAgree}
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
          title={serverError ?? (problems.sensitive ? text.sensitiveRequired : text.guardianRequired)}
        />
      )}
    </section>
  )
  return { section, ensure }
}
