import { type ComponentType, useState } from 'react'
import { Link } from 'react-router'
import { Island } from '../../../components/island'
import { paths } from '../../../config/paths'
import { useLoginState } from '../../../hooks/use-login-state'
import { InfoBlock } from '../components/info-blocks'
import styles from '../components/info-page.module.css'
import { SitePicture } from '../components/site-picture'
import { membership, membershipTexts } from '../content/schools'
import { useLang, usePageDescription } from '../use-lang'

/** The school console's registration dialog, which app/ passes in. */
type RegistrationDialogType = ComponentType<{
  open: boolean
  onClose: () => void
  initialTab?: 'team' | 'individual'
}>

type Competition = 'individual' | 'team'

/**
 * /schoolMemberShip: intro and the two buttons, Individual and Team Competition, an island: both lead to
 * the login page; a school already signed in gets the registration dialog instead, open on the
 * competition's tab.
 */
export function MembershipPage({ RegistrationDialog }: { RegistrationDialog: RegistrationDialogType }) {
  const { pick } = useLang()
  usePageDescription(membership.description)
  const { lead } = membership
  return (
    <div className={styles.page}>
      <section className={styles.leadWithPicture} aria-labelledby="lead-title">
        <div>
          <h2 id="lead-title" className={styles.leadTitle}>
            {pick(lead.title)}
          </h2>
          <p className={styles.leadText}>{pick(lead.text)}</p>
          <Island name="membership-choice">
            <MembershipChoice RegistrationDialog={RegistrationDialog} />
          </Island>
        </div>
        <SitePicture picture={lead.picture} className={styles.leadPicture} eager />
      </section>
      <InfoBlock
        block={{
          kind: 'bullets',
          id: 'benefits',
          title: membershipTexts.benefitsTitle,
          items: membership.benefits,
        }}
      />
    </div>
  )
}

/** What the visitor is asked to choose, and the two buttons (with the dialog for a signed-in school). */
export function MembershipChoice({ RegistrationDialog }: { RegistrationDialog: RegistrationDialogType }) {
  const { pick } = useLang()
  const { isSchool } = useLoginState()
  const [registering, setRegistering] = useState<Competition | null>(null)
  return (
    <>
      <p className={styles.paragraph}>
        {pick(isSchool ? membershipTexts.chooseSignedIn : membershipTexts.choose)}
      </p>
      <div className={styles.buttons} style={{ justifyContent: 'flex-start' }}>
        {(['individual', 'team'] as const).map((competition) => {
          const label = membershipTexts[competition]
          return isSchool ? (
            <button
              key={label.en}
              type="button"
              className={styles.buttonPrimary}
              onClick={() => setRegistering(competition)}
            >
              {pick(label)}
            </button>
          ) : (
            <Link key={label.en} to={paths.chnEngLogin} className={styles.buttonPrimary}>
              {pick(label)}
            </Link>
          )
        })}
      </div>
      {isSchool && (
        <RegistrationDialog
          open={registering !== null}
          initialTab={registering ?? 'team'}
          onClose={() => setRegistering(null)}
        />
      )}
    </>
  )
}
