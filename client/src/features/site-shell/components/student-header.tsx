import { useTranslation } from 'react-i18next'
import { NavLink } from 'react-router'
import { type PathName, paths } from '../../../config/paths'
import type { Resources } from '../../../i18n/zh'
import { LanguageSwitch } from './language-switch'
import { SiteLogo } from './site-logo'
import styles from './student-header.module.css'
import { UserMenu } from './user-menu'

const studentLinks: [keyof Resources['student'] & string, PathName][] = [
  ['home', 'stuIndex'],
  ['lexicon', 'stuLexiconIndex'],
  ['exercise', 'stuExerIndex'],
  ['semiFinal', 'stuExamSemiBe'],
  ['profile', 'stuUser'],
]

/** The header of the student area (/stu): the speller's own destinations instead of the public tabs. */
export function StudentHeader() {
  const { t } = useTranslation()
  return (
    <header className={styles.header}>
      <div className={styles.inner}>
        <SiteLogo />
        <nav aria-label={t('student.nav')} className={styles.nav}>
          <ul className={styles.links}>
            {studentLinks.map(([label, path]) => (
              <li key={path}>
                <NavLink to={paths[path]} className={styles.link}>
                  {t(`student.${label}`)}
                </NavLink>
              </li>
            ))}
          </ul>
        </nav>
        <div className={styles.actions}>
          <LanguageSwitch />
          <UserMenu />
        </div>
      </div>
    </header>
  )
}
