import { chinaDate } from '@spell/shared/time/china-time'
import { useTranslation } from 'react-i18next'
import { Link } from 'react-router'
import { paths } from '../../../config/paths'
import { contactDetails } from '../contact-details'
import { pathOfLink } from '../nav-sections'
import styles from './site-footer.module.css'
import { LogoMark } from './site-logo'

const quickLinks = [
  'aboutBackground',
  'invGameType',
  'teamGameType',
  'speRegisterFirCompetition',
  'speFaqs',
] as const

export function SiteFooter() {
  const { t } = useTranslation()
  const year = chinaDate(Date.now()).slice(0, 4)
  return (
    <footer className={styles.footer}>
      <div className={styles.inner}>
        <section className={styles.brand}>
          <LogoMark size={48} />
          <div>
            <p className={styles.committee} lang="zh-CN">
              {contactDetails.committee.zh}
            </p>
            <p className={styles.committeeEn} lang="en">
              {contactDetails.committee.en}
            </p>
            <p className={styles.tagline}>{t('site.tagline')}</p>
          </div>
        </section>

        <section aria-labelledby="footer-contact">
          <h2 id="footer-contact" className={styles.heading}>
            {t('footer.contact')}
          </h2>
          <dl className={styles.contact}>
            <dt>{t('footer.email')}</dt>
            <dd>
              <a href={`mailto:${contactDetails.email}`}>{contactDetails.email}</a>
            </dd>
            <dt>{t('footer.phone')}</dt>
            <dd>
              <a href={`tel:${contactDetails.phone.replaceAll('-', '')}`}>{contactDetails.phone}</a>
            </dd>
            <dt>{t('footer.address')}</dt>
            <dd>{t('footer.addressValue')}</dd>
          </dl>
          <p className={styles.hours}>{t('footer.hours')}</p>
        </section>

        <nav aria-labelledby="footer-links">
          <h2 id="footer-links" className={styles.heading}>
            {t('footer.quickLinks')}
          </h2>
          <ul className={styles.links}>
            {quickLinks.map((key) => (
              <li key={key}>
                <Link to={pathOfLink(key)}>{t(`nav.links.${key}`)}</Link>
              </li>
            ))}
            <li>
              <Link to={paths.query}>{t('nav.certificate.label')}</Link>
            </li>
            <li>
              <Link to={paths.privacy}>{t('route.privacy')}</Link>
            </li>
          </ul>
        </nav>
      </div>
      {/* The home page's HTML is rendered at build time: the year may have turned since. */}
      <p className={styles.copyright} suppressHydrationWarning>
        © {year} {t('site.committee')} · {t('footer.rights')}
      </p>
    </footer>
  )
}
