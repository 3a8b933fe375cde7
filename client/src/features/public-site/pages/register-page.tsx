import { lazy, Suspense, useState } from 'react'
import { Island } from '../../../components/island'
import { PlainButton } from '../../../components/plain-button'
import { InfoBlock } from '../components/info-blocks'
import styles from '../components/info-page.module.css'
import { SitePicture } from '../components/site-picture'
import { registerForCompetition, registerTexts } from '../content/spellers'
import { useLang, usePageDescription } from '../use-lang'

/** Fetched with the QR encoder when "Registration now" is first pressed. */
const RegistrationQrDialog = lazy(() => import('../components/registration-qr-dialog'))

/** /speRegisterFirCompetition: the steps, the terms, and "Registration now" opening the 个人赛报名 QR dialog. */
export default function RegisterPage() {
  const { pick } = useLang()
  usePageDescription(registerForCompetition.description)
  const { lead } = registerForCompetition
  return (
    <div className={styles.page}>
      <section className={styles.leadWithPicture} aria-labelledby="lead-title">
        <div>
          <h2 id="lead-title" className={styles.leadTitle}>
            {pick(lead.title)}
          </h2>
          <p className={styles.leadText}>{pick(lead.text)}</p>
          <p className={styles.paragraph}>
            <strong>{pick(registerTexts.fee)}</strong>
          </p>
          <Island name="register-now">
            <RegisterNow />
          </Island>
        </div>
        <SitePicture picture={lead.picture} className={styles.leadPicture} eager />
      </section>
      <InfoBlock
        block={{
          kind: 'cards',
          id: 'steps',
          numbered: true,
          title: registerTexts.stepsTitle,
          items: registerForCompetition.steps,
        }}
      />
      <InfoBlock
        block={{
          kind: 'bullets',
          id: 'terms',
          title: registerTexts.termsTitle,
          items: registerForCompetition.terms,
        }}
      />
    </div>
  )
}

/** "Registration now" and the QR dialog it opens (an island). */
export function RegisterNow() {
  const { pick } = useLang()
  const [open, setOpen] = useState(false)
  const [opened, setOpened] = useState(false)
  return (
    <>
      <PlainButton
        type="primary"
        size="large"
        onClick={() => {
          setOpen(true)
          setOpened(true)
        }}
      >
        {pick(registerTexts.registerNow)}
      </PlainButton>
      {opened && (
        <Suspense fallback={null}>
          <RegistrationQrDialog open={open} onClose={() => setOpen(false)} />
        </Suspense>
      )}
    </>
  )
}
