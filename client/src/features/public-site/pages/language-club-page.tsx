import { paths } from '../../../config/paths'
import { InfoBlock, PageLinkButton } from '../components/info-blocks'
import styles from '../components/info-page.module.css'
import { SitePicture } from '../components/site-picture'
import { languageClub } from '../content/schools'
import { useLang, usePageDescription } from '../use-lang'

const texts = {
  blocksTitle: { zh: '俱乐部理念', en: 'What the club stands for' },
  joinUs: { zh: 'JOIN US 加入我们', en: 'JOIN US' },
  learnMore: { zh: '了解更多', en: 'Learn more' },
  activitiesTitle: { zh: '俱乐部活动', en: 'Club activities' },
  courses: { zh: '双语课程', en: 'Bilingual courses' },
  club: { zh: '双语俱乐部', en: 'Bilingual club' },
  tours: { zh: '游学活动', en: 'Study tours' },
}

/** /schoolBeefunactivity (language club): three numbered illustrated blocks, JOIN US, and Learn more to the activities. */
export default function LanguageClubPage() {
  const { pick } = useLang()
  usePageDescription(languageClub.description)
  const { lead } = languageClub
  return (
    <div className={styles.page}>
      <section className={styles.leadWithPicture} aria-labelledby="lead-title">
        <div>
          <h2 id="lead-title" className={styles.leadTitle}>
            {pick(lead.title)}
          </h2>
          <p className={styles.leadText}>{pick(lead.text)}</p>
          <div className={styles.buttons} style={{ justifyContent: 'flex-start', marginTop: 20 }}>
            <PageLinkButton link={{ to: paths.chnEngLogin, label: texts.joinUs, primary: true }} />
          </div>
        </div>
        <SitePicture picture={lead.picture} className={styles.leadPicture} eager />
      </section>
      <InfoBlock
        block={{
          kind: 'cards',
          id: 'ideas',
          numbered: true,
          title: texts.blocksTitle,
          items: languageClub.blocks,
        }}
      />
      <InfoBlock
        block={{
          kind: 'links',
          id: 'activities',
          title: texts.activitiesTitle,
          items: [
            {
              to: paths.bilingualCourses,
              label: {
                zh: `${texts.courses.zh} · ${texts.learnMore.zh}`,
                en: `${texts.courses.en}: ${texts.learnMore.en}`,
              },
            },
            {
              to: paths.competitiveCommAct,
              label: {
                zh: `${texts.club.zh} · ${texts.learnMore.zh}`,
                en: `${texts.club.en}: ${texts.learnMore.en}`,
              },
            },
            {
              to: paths.studyTours,
              label: {
                zh: `${texts.tours.zh} · ${texts.learnMore.zh}`,
                en: `${texts.tours.en}: ${texts.learnMore.en}`,
              },
            },
          ],
        }}
      />
    </div>
  )
}
