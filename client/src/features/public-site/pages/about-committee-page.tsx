import styles from '../components/info-page.module.css'
import { aboutCommittee, committeeMembers } from '../content/about'
import { useLang, usePageDescription } from '../use-lang'
import committee from './about-committee-page.module.css'

/** /aboutCommttee: the committee members with name, description, portrait, e-mail and phone. */
export default function AboutCommitteePage() {
  const { pick } = useLang()
  usePageDescription(aboutCommittee.description)
  return (
    <div className={styles.page}>
      <p className={styles.leadText}>{pick(aboutCommittee.intro)}</p>
      <ul className={committee.members}>
        {committeeMembers.map((member) => (
          <li key={member.email} className={committee.member}>
            <img
              src={member.portrait}
              alt={pick(aboutCommittee.portraitAlt, { name: pick(member.name) })}
              width={120}
              height={120}
              loading="lazy"
              decoding="async"
              className={committee.portrait}
            />
            <div>
              <h2 className={committee.name}>{pick(member.name)}</h2>
              <p className={committee.role}>{pick(member.role)}</p>
              <p className={styles.cardText}>{pick(member.description)}</p>
              <dl className={committee.contact}>
                <dt>{pick(aboutCommittee.email)}</dt>
                <dd>
                  <a href={`mailto:${member.email}`}>{member.email}</a>
                </dd>
                <dt>{pick(aboutCommittee.phone)}</dt>
                <dd>{pick(member.phone)}</dd>
              </dl>
            </div>
          </li>
        ))}
      </ul>
    </div>
  )
}
