import styles from '../components/info-page.module.css'
import { aboutCommittee, committeeMembers } from '../content/about'
import { useLang, usePageDescription } from '../use-lang'
import committee from './about-committee-page.module.css'

/** /aboutCommttee: the committee members with name, description, portrait, e-mail and phone. */
export default function AboutCommitteePage() {
  const { lang, pick } = useLang()
  usePageDescription(aboutCommittee.description)
  return (
    <div className={styles.page}>
      <p className={styles.leadText}>{pick(aboutCommittee.intro)}</p>
      <ul className={committee.members}>
        {committeeMembers.map((member) => (
          <li key={member.email} className={committee.member}>
            <img
              src={member.portrait}
              alt={
                lang === 'zh' ? `${member.name.zh}的肖像插画` : `Illustrated portrait of ${member.name.en}`
              }
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
                <dt>{lang === 'zh' ? '邮箱' : 'E-mail'}</dt>
                <dd>
                  <a href={`mailto:${member.email}`}>{member.email}</a>
                </dd>
                <dt>{lang === 'zh' ? '电话' : 'Phone'}</dt>
                <dd>{lang === 'zh' ? member.phone : member.phone.replace('转', 'ext.')}</dd>
              </dl>
            </div>
          </li>
        ))}
      </ul>
    </div>
  )
}
