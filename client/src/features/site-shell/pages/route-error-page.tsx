import { Button, Space } from 'antd'
import { useTranslation } from 'react-i18next'
import { useRouteError } from 'react-router'
import { AntdConfig } from '../../../components/antd-config'
import { paths } from '../../../config/paths'
import { navigateTo } from '../../../lib/navigation'
import styles from './pages.module.css'

/**
 * What a route shows when it fails to load or render (e.g. a page chunk gone after a deploy). Unknown
 * paths never get here: the route table ends with a '*' route that shows the 404 page.
 */
export function RouteErrorPage() {
  const { t } = useTranslation()
  const error = useRouteError()
  console.error(error)
  return (
    <AntdConfig>
      <div className={styles.page}>
        <section className={styles.card} aria-labelledby="route-error-title">
          <h1 id="route-error-title" className={styles.lead}>
            {t('route.error')}
          </h1>
          <p className={styles.text}>{t('page.errorText')}</p>
          <Space>
            <Button type="primary" onClick={() => window.location.reload()}>
              {t('page.reload')}
            </Button>
            <Button onClick={() => navigateTo(paths.root)}>{t('page.backHome')}</Button>
          </Space>
        </section>
      </div>
    </AntdConfig>
  )
}
