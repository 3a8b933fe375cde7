import { lazy } from 'react'
import { Outlet } from 'react-router'
import { SiteFooter } from '../../features/site-shell/components/site-footer'
import { StudentHeader } from '../../features/site-shell/components/student-header'
import { loadAntdConfig } from '../antd-config-loader'
import { useRouteTitle } from '../use-route-title'
import styles from './layouts.module.css'

/** Lazy, so that the exam's pages, which draw no antd component, do not download or build antd's theme. */
const AntdConfig = lazy(() => loadAntdConfig().then((m) => ({ default: m.AntdConfig })))

/** The student area (/stu/…): the speller's header, the page and the footer. */
export function StudentLayout() {
  const route = useRouteTitle()
  return (
    <div className={`${styles.shell} ${styles.student}`}>
      <StudentHeader />
      <main className={styles.main}>
        {route?.noAntd ? (
          <Outlet />
        ) : (
          <AntdConfig>
            <Outlet />
          </AntdConfig>
        )}
      </main>
      <SiteFooter />
    </div>
  )
}
