import { useTranslation } from 'react-i18next'
import { Link } from 'react-router'
import { paths } from '../../../config/paths'
import styles from './site-logo.module.css'

/** The seal-like mark: a writing grid (田字格) with a brush character, as in the favicon. */
export function LogoMark({ size = 40 }: { size?: number }) {
  return (
    <svg width={size} height={size} viewBox="0 0 64 64" aria-hidden="true" focusable="false">
      <rect width="64" height="64" rx="14" fill="#b8272c" />
      <rect x="12" y="12" width="40" height="40" fill="none" stroke="#fff" strokeWidth="3" />
      <path d="M32 12v40M12 32h40" stroke="#fff" strokeWidth="1.6" strokeDasharray="3 3" opacity=".75" />
      <path
        d="M22 22c6 1 14 1 20-1M31 19c1 10-2 22-11 29M33 31c4 5 9 11 13 15"
        fill="none"
        stroke="#f6d58e"
        strokeWidth="4.2"
        strokeLinecap="round"
      />
    </svg>
  )
}

export function SiteLogo({ tone = 'dark' }: { tone?: 'dark' | 'light' }) {
  const { t } = useTranslation()
  return (
    <Link
      to={paths.home}
      className={`${styles.logo} ${tone === 'light' ? styles.light : ''}`}
      // The name starts with the visible words (WCAG 2.5.3 label in name), then says where it leads.
      aria-label={`${t('site.logoTitle')} ${t('site.logoSubtitle')} · ${t('route.home')}`}
    >
      <LogoMark />
      <span className={styles.text}>
        <span className={styles.title}>{t('site.logoTitle')}</span>{' '}
        <span className={styles.subtitle}>{t('site.logoSubtitle')}</span>
      </span>
    </Link>
  )
}
