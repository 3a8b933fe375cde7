import { AuditOutlined, HeartOutlined, LogoutOutlined, TeamOutlined, UserOutlined } from '@ant-design/icons'
import { Button, Layout, Menu, type MenuProps } from 'antd'
import { useTranslation } from 'react-i18next'
import { Link, Navigate, Route, Routes, useLocation } from 'react-router'
import { useMediaQuery } from '../../../hooks/use-media-query'
import styles from '../admin.module.css'
import { useStaffLogOut } from '../api/log-out'
import { useStaffLoginState } from '../use-staff-login-state'
import { RegistrationsPanel } from './registrations-panel'
import { StaffPanel } from './staff-panel'
import { VolunteersPanel } from './volunteers-panel'

const STAFF_PATH = '/admin/staff'
// public-site (issue 9)
const VOLUNTEERS_PATH = '/admin/volunteers'

/** The committee's back office: a side menu (a top menu on narrow screens), the user, and the section. */
export function AdminShell() {
  const { t } = useTranslation()
  const { pathname } = useLocation()
  const { userName } = useStaffLoginState()
  const logOut = useStaffLogOut()
  const narrow = useMediaQuery('(max-width: 900px)')
  const lowerPath = pathname.toLowerCase()
  const section = lowerPath.startsWith(STAFF_PATH)
    ? 'staff'
    : lowerPath.startsWith(VOLUNTEERS_PATH)
      ? 'volunteers'
      : 'registrations'

  const items: MenuProps['items'] = [
    {
      key: 'registrations',
      icon: <AuditOutlined aria-hidden />,
      label: <Link to="/admin">{t('admin.menu.registrations')}</Link>,
    },
    {
      key: 'staff',
      icon: <TeamOutlined aria-hidden />,
      label: <Link to={STAFF_PATH}>{t('admin.menu.staff')}</Link>,
    },
    {
      key: 'volunteers',
      icon: <HeartOutlined aria-hidden />,
      label: <Link to={VOLUNTEERS_PATH}>{t('admin.menu.volunteers')}</Link>,
    },
  ]
  const menu = (
    <nav aria-label={t('admin.menu.label')}>
      <Menu mode={narrow ? 'horizontal' : 'inline'} items={items} selectedKeys={[section]} />
    </nav>
  )

  return (
    <div className={styles.console}>
      <Layout className={styles.layout} hasSider={!narrow}>
        {!narrow && (
          <Layout.Sider width={208} theme="light" className={styles.sider}>
            <div className={styles.siderHead}>
              <span className={styles.siderSeal} aria-hidden="true">
                赛
              </span>
              <span>{t('admin.title')}</span>
            </div>
            {menu}
          </Layout.Sider>
        )}
        <Layout.Content className={styles.content}>
          <div className={styles.topBar}>
            {narrow && <span className={styles.topTitle}>{t('admin.title')}</span>}
            <span className={styles.user}>
              <UserOutlined aria-hidden /> {userName || t('admin.committee')}
            </span>
            <Button
              icon={<LogoutOutlined aria-hidden />}
              loading={logOut.isPending}
              onClick={() => logOut.mutate()}
            >
              {t('admin.logOut')}
            </Button>
          </div>
          {narrow && <div className={styles.topMenu}>{menu}</div>}
          <Routes>
            <Route index element={<RegistrationsPanel />} />
            <Route path="staff" element={<StaffPanel />} />
            <Route path="volunteers" element={<VolunteersPanel />} />
            <Route path="*" element={<Navigate to="/admin" replace />} />
          </Routes>
        </Layout.Content>
      </Layout>
    </div>
  )
}
