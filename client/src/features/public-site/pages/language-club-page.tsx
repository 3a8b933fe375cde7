import { paths } from '../../../config/paths'
import { InfoBlock, PageLinkButton } from '../components/info-blocks'
import styles from '../components/info-page.module.css'
import { SitePicture } from '../components/site-picture'
import { languageClub, languageClubTexts } from '../content/schools'
import { useLang, usePageDescription } from '../use-lang'

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
            <PageLinkButton
              link={{ to: paths.chnEngLogin, label: languageClubTexts.joinUs, primary: true }}
            />
          </div>
        </div>
        <SitePicture picture={lead.picture} className={styles.leadPicture} eager />
      </section>
      <InfoBlock
        block={{
          kind: 'cards',
          id: 'ideas',
          numbered: true,
          title: languageClubTexts.blocksTitle,
          items: languageClub.blocks,
        }}
      />
      <InfoBlock
        block={{
          kind: 'links',
          id: 'activities',
          title: languageClubTexts.activitiesTitle,
          items: [
            {
              to: paths.bilingualCourses,
              label: {
                zh: `${languageClubTexts.courses.zh} · ${languageClubTexts.learnMore.zh}`,
                en: `${languageClubTexts.courses.en}: ${languageClubTexts.learnMore.en}`,
              },
            },
            {
              to: paths.competitiveCommAct,
              label: {
                zh: `${languageClubTexts.club.zh} · ${languageClubTexts.learnMore.zh}`,
                en: `${languageClubTexts.club.en}: ${languageClubTexts.learnMore.en}`,
              },
            },
            {
              to: paths.studyTours,
              label: {
                zh: `${languageClubTexts.tours.zh} · ${languageClubTexts.learnMore.zh}`,
                en: `${languageClubTexts.tours.en}: ${languageClubTexts.learnMore.en}`,
              },
            },
          ],
        }}
      />
    </div>
  )
}
