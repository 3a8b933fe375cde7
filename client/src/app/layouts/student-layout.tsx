import { Outlet } from 'react-router'
import { AntdConfig } from '../../components/antd-config'
import { SiteFooter } from '../../features/site-shell/components/site-footer'
import { StudentHeader } from '../../features/site-shell/components/student-header'
import styles from './layouts.module.css'

/** The student area (/stu/…): the speller's header, the page and the footer. */
export function StudentLayout() {
  return (
    <AntdConfig>
      <div className={`${styles.shell} ${styles.student}`}>
        <StudentHeader />
        <main className={styles.main}>
          <Outlet />
        </main>
        <SiteFooter />
      </div>
    </AntdConfig>
  )
}
