import { Link } from 'react-router'
import { paths } from '../../../config/paths'
import { InfoBlock } from '../components/info-blocks'
import styles from '../components/info-page.module.css'
import { SitePicture } from '../components/site-picture'
import { membership } from '../content/schools'
import { useLang, usePageDescription } from '../use-lang'

const texts = {
  individual: { zh: '个人赛', en: 'Individual Competition' },
  team: { zh: '团体赛', en: 'Team Competition' },
  benefitsTitle: { zh: '会员学校须知', en: 'For member schools' },
  choose: {
    zh: '选择要报名的赛事（需先登录学校账号）：',
    en: 'Choose the competition to enter (log in with your school account first):',
  },
}

/** /schoolMemberShip: intro and the two buttons, Individual and Team Competition, both to the login page. */
export default function MembershipPage() {
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
          <p className={styles.paragraph}>{pick(texts.choose)}</p>
          <div className={styles.buttons} style={{ justifyContent: 'flex-start' }}>
            <Link to={paths.chnEngLogin} className={styles.buttonPrimary}>
              {pick(texts.individual)}
            </Link>
            <Link to={paths.chnEngLogin} className={styles.buttonPrimary}>
              {pick(texts.team)}
            </Link>
          </div>
        </div>
        <SitePicture picture={lead.picture} className={styles.leadPicture} eager />
      </section>
      <InfoBlock
        block={{ kind: 'bullets', id: 'benefits', title: texts.benefitsTitle, items: membership.benefits }}
      />
    </div>
  )
}
