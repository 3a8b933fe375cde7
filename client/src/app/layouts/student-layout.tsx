import { SiteFooter } from '../../features/site-shell/components/site-footer'
import { StudentHeader } from '../../features/site-shell/components/student-header'
import { useRouteTitle } from '../use-route-title'
import { LayoutHeading } from './layout-heading'
import styles from './layouts.module.css'
import { ThemedOutlet } from './themed-outlet'

/** The student area (/stu/…): the speller's header, the page and the footer. */
export function StudentLayout() {
  const route = useRouteTitle()
  return (
    <div className={`${styles.shell} ${styles.student}`}>
      <StudentHeader />
      <main className={styles.main}>
        <LayoutHeading />
        <ThemedOutlet antd={!route?.noAntd} />
      </main>
      <SiteFooter />
    </div>
  )
}
