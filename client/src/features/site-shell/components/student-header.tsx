import { useTranslation } from 'react-i18next'
import { Link, useLocation } from 'react-router'
import { type PathName, paths } from '../../../config/paths'
import type { Resources } from '../../../i18n/zh'
import { LanguageSwitch } from './language-switch'
import { SiteLogo } from './site-logo'
import styles from './student-header.module.css'
import { UserMenu } from './user-menu'

/** Each destination with the start of the paths of its sub-pages, which keep its tab highlighted. */
const studentLinks: [keyof Resources['student'] & string, PathName, string][] = [
  ['home', 'stuIndex', '/stu/index'],
  ['lexicon', 'stuLexiconIndex', '/stu/lexicon/'],
  ['exercise', 'stuExerIndex', '/stu/exer/'],
  ['semiFinal', 'stuExamSemiBe', '/stu/examSemi/'],
  ['profile', 'stuUser', '/stu/user'],
]

/** The header of the student area (/stu): the speller's own destinations instead of the public tabs. */
export function StudentHeader() {
  const { t } = useTranslation()
  const { pathname } = useLocation()
  return (
    <header className={styles.header}>
      <div className={styles.inner}>
        <SiteLogo />
        <nav aria-label={t('student.nav')} className={styles.nav}>
          <ul className={styles.links}>
            {studentLinks.map(([label, path, section]) => {
              const exact = pathname.toLowerCase() === paths[path].toLowerCase()
              const inside = exact || pathname.toLowerCase().startsWith(section.toLowerCase())
              return (
                <li key={path}>
                  <Link
                    to={paths[path]}
                    className={styles.link}
                    aria-current={exact ? 'page' : inside ? 'true' : undefined}
                  >
                    {t(`student.${label}`)}
                  </Link>
                </li>
              )
            })}
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
