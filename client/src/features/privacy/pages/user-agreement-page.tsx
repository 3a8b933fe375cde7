import { useTranslation } from 'react-i18next'
import { Link } from 'react-router'
import { paths } from '../../../config/paths'
import { useSiteLang } from '../../../i18n/use-site-lang'
import { privacyNs } from '../i18n'
import styles from '../privacy.module.css'
import { agreementText } from './agreement-text'

/** /userAgreement: the user agreement, in the visitor's language, with a link to the privacy policy. */
export default function UserAgreementPage() {
  const { t } = useTranslation(privacyNs)
  const sections = agreementText[useSiteLang()]
  return (
    <article className={styles.policy}>
      {sections.map((section) => (
        <section key={section.heading}>
          <h2>{section.heading}</h2>
          {section.paragraphs.map((paragraph) => (
            <p key={paragraph}>{paragraph}</p>
          ))}
        </section>
      ))}
      <p>
        <Link to={paths.privacy}>{t('agreement.policyLink')}</Link>
      </p>
    </article>
  )
}
