import { registrationStatuses } from '@spell/shared/api/admin/school-registrations'
import { Tabs } from 'antd'
import { useTranslation } from 'react-i18next'
import { useSearchParams } from 'react-router'
import styles from '../../../components/admin-panel.module.css'
import type { RegistrationStatus } from '../api/list-school-registrations'
import { adminNs } from '../i18n'
import { RegistrationsTable } from './registrations-table'

const isStatus = (value: string | null): value is RegistrationStatus =>
  registrationStatuses.some((status) => status === value)

/** 学校注册审核: pending, approved and rejected registrations, one tab each (kept in ?status=). */
export function RegistrationsPanel() {
  const { t } = useTranslation(adminNs)
  const [params, setParams] = useSearchParams()
  const requested = params.get('status')
  const status: RegistrationStatus = isStatus(requested) ? requested : 'pending'

  return (
    <section className={styles.panel} aria-labelledby="registrations-title">
      <header className={styles.panelHead}>
        <div className={styles.panelHeadText}>
          <h1 id="registrations-title" className={styles.panelTitle}>
            {t('registrations.title')}
          </h1>
          <p className={styles.panelIntro}>{t('registrations.intro')}</p>
        </div>
      </header>
      <Tabs
        activeKey={status}
        onChange={(key) => setParams(key === 'pending' ? {} : { status: key }, { replace: true })}
        items={registrationStatuses.map((key) => ({
          key,
          label: t(`registrations.tabs.${key}`),
          children: <RegistrationsTable status={key} />,
        }))}
        destroyOnHidden
      />
    </section>
  )
}
