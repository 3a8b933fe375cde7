import { useSiteLang } from '../../../i18n/use-site-lang'
import styles from '../privacy.module.css'
import { policyText } from './policy-text'

/** /privacy: the privacy policy, in the visitor's language. */
export default function PrivacyPolicyPage() {
  const sections = policyText[useSiteLang()]
  return (
    <article className={styles.policy}>
      {sections.map((section) => (
        <section key={section.heading}>
          <h2>{section.heading}</h2>
          {section.paragraphs.map((paragraph) => (
            <p key={paragraph}>{paragraph}</p>
          ))}
          {section.table && (
            <table>
              <thead>
                <tr>
                  {section.table[0]?.map((cell) => (
                    <th key={cell}>{cell}</th>
                  ))}
                </tr>
              </thead>
              <tbody>
                {section.table.slice(1).map((row) => (
                  <tr key={row[0]}>
                    {row.map((cell) => (
                      <td key={cell}>{cell}</td>
                    ))}
                  </tr>
                ))}
              </tbody>
            </table>
          )}
        </section>
      ))}
    </article>
  )
}
