import { Island } from '../../../components/island'
import hidden from '../../../components/visually-hidden.module.css'
import { HomeCarousel } from '../components/home-carousel'
import { InfoBlock } from '../components/info-blocks'
import styles from '../components/info-page.module.css'
import { PhotoGallery } from '../components/photo-gallery'
import { featuredActivities, featuredCompetitions, homeDescription, homeTexts, slides } from '../content/home'
import { gallery } from '../content/pictures'
import { useLang, usePageDescription } from '../use-lang'

/**
 * / and /HomeView (their route has `ownBanner`): the banner carousel at the top of the page, featured
 * competitions and activities, the gallery (the footer has the contact).
 */
export default function HomePage() {
  const { pick } = useLang()
  usePageDescription(homeDescription)
  return (
    <>
      <Island name="home-carousel">
        <HomeBanner />
      </Island>
      <div className={styles.page}>
        <h1 className={hidden.hidden}>{pick(homeTexts.heading)}</h1>
        <InfoBlock block={{ kind: 'cards', id: 'competitions', ...featuredCompetitions }} eager />
        <InfoBlock block={{ kind: 'cards', id: 'activities', ...featuredActivities }} />
        <section aria-labelledby="gallery-title">
          <h2 id="gallery-title" className={styles.blockTitle}>
            {pick(homeTexts.galleryTitle)}
          </h2>
          <p className={styles.paragraph}>{pick(homeTexts.galleryIntro)}</p>
          <Island name="home-gallery">
            <HomeGallery />
          </Island>
        </section>
      </div>
    </>
  )
}

/** The banner carousel of the home page (an island: decision 0053). */
export const HomeBanner = () => <HomeCarousel slides={slides} />

/** The home page's photo gallery (an island). */
export const HomeGallery = () => <PhotoGallery photos={gallery} />
