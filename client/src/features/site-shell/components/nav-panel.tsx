import { RightOutlined } from '@ant-design/icons'
import { useTranslation } from 'react-i18next'
import { NavLink } from 'react-router'
import { imageOfSection, type NavSection, pathOfLink } from '../nav-sections'
import styles from './desktop-nav.module.css'

/**
 * The panel under a tab: a picture, what the section is about, and its pages. A closed panel is an
 * empty hidden box (the tab's aria-controls target): six panels of pictures and links are not built,
 * laid out and downloaded on every page view, nor on narrow screens where the tabs are not shown.
 */
export function NavPanel({ id, section, hidden }: { id: string; section: NavSection; hidden: boolean }) {
  const { t } = useTranslation()
  return (
    <div id={id} className={styles.panel} hidden={hidden}>
      {!hidden && (
        <div className={styles.panelInner}>
          <div className={styles.picture}>
            <img
              src={imageOfSection(section)}
              alt={t(`nav.${section.id}.imageAlt`)}
              width={240}
              height={150}
            />
          </div>
          <div className={styles.about}>
            <p className={styles.panelTitle}>{t(`nav.${section.id}.label`)}</p>
            <p className={styles.description}>{t(`nav.${section.id}.description`)}</p>
          </div>
          <ul className={styles.links}>
            {section.links.map((key) => (
              <li key={key}>
                <NavLink to={pathOfLink(key)} className={styles.link}>
                  <span>{t(`nav.links.${key}`)}</span>
                  <RightOutlined aria-hidden className={styles.linkArrow} />
                </NavLink>
              </li>
            ))}
          </ul>
        </div>
      )}
    </div>
  )
}
