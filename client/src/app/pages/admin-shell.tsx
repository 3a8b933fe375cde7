import {
  AccountBookOutlined,
  ApartmentOutlined,
  AuditOutlined,
  BankOutlined,
  BookOutlined,
  CalendarOutlined,
  ClusterOutlined,
  FileDoneOutlined,
  FileTextOutlined,
  FundOutlined,
  GiftOutlined,
  HeartOutlined,
  LogoutOutlined,
  MoneyCollectOutlined,
  PlayCircleOutlined,
  ReconciliationOutlined,
  SafetyCertificateOutlined,
  ShoppingCartOutlined,
  ShoppingOutlined,
  TeamOutlined,
  TrophyOutlined,
  UserOutlined,
} from '@ant-design/icons'
import { Button, Layout, Menu, type MenuProps } from 'antd'
import { useTranslation } from 'react-i18next'
import { Link, Navigate, Route, Routes, useLocation } from 'react-router'
import { useStaffLogOut } from '../../features/admin/api/log-out'
import { AddressAllowancesPanel } from '../../features/admin/components/address-allowances-panel'
import { RegistrationsPanel } from '../../features/admin/components/registrations-panel'
import { StaffPanel } from '../../features/admin/components/staff-panel'
import { VolunteersPanel } from '../../features/admin/components/volunteers-panel'
import { adminNs } from '../../features/admin/i18n'
import { useStaffLoginState } from '../../features/admin/use-staff-login-state'
import { CertificatesPanel } from '../../features/certificates/admin/certificates-panel'
import { certificatesNs } from '../../features/certificates/i18n'
import { CoursesPanel } from '../../features/courses/admin/courses-panel'
import { coursesNs } from '../../features/courses/i18n'
import { CalendarPanel } from '../../features/exam-admin/components/calendar-panel'
import { ExamDetail } from '../../features/exam-admin/components/exam-detail'
import { ExamsPanel } from '../../features/exam-admin/components/exams-panel'
import { ContentDeskPanel } from '../../features/lexicon/admin/content-desk-panel'
import { LexiconAdminPanel } from '../../features/lexicon/admin/lexicon-admin-panel'
import { lexiconNs } from '../../features/lexicon/i18n'
import { CouponsPanel } from '../../features/orders/admin/coupons-panel'
import { InvoicesPanel } from '../../features/orders/admin/invoices-panel'
import { OrdersAdminPanel } from '../../features/orders/admin/orders-admin-panel'
import { ProductsPanel } from '../../features/orders/admin/products-panel'
import { ReconciliationPanel } from '../../features/orders/admin/reconciliation-panel'
import { RefundsPanel } from '../../features/orders/admin/refunds-panel'
import { TransfersPanel } from '../../features/orders/admin/transfers-panel'
import { TreasuryPanel } from '../../features/orders/admin/treasury-panel'
import { ordersNs } from '../../features/orders/i18n'
import { invoicesNs } from '../../features/orders/i18n/invoices'
import { StudentsPanel } from '../../features/privacy/admin/students-panel'
import { privacyNs } from '../../features/privacy/i18n'
import { PapersPanel } from '../../features/school-console/admin/papers-panel'
import { schoolConsoleNs } from '../../features/school-console/i18n'
import { ClubsPanel } from '../../features/teams/admin/clubs-panel'
import { TeamsPanel } from '../../features/teams/admin/teams-panel'
import { teamsNs } from '../../features/teams/i18n'
import { useMediaQuery } from '../../hooks/use-media-query'
import styles from './admin-shell.module.css'

/** The sections of the back office after the default one (school registrations, at /admin). */
const sections = [
  'staff',
  'exams',
  'calendar',
  'lexicon',
  'volunteers',
  'papers',
  'teams',
  'certificates',
  'clubs',
  'courses',
  'orders',
  'products',
  'coupons',
  'refunds',
  'invoices',
  'reconciliation',
  'transfers',
  'treasury',
  'students',
  'allowances',
] as const
type Section = 'registrations' | (typeof sections)[number]
const sectionOf = (pathname: string): Section =>
  sections.find((s) => pathname.toLowerCase().startsWith(`/admin/${s}`)) ?? 'registrations'

/** The committee's back office: a side menu (a top menu on narrow screens), the user, and the section. */
export function AdminShell() {
  // The menu names each section in its feature's words.
  const { t } = useTranslation([
    'translation',
    coursesNs,
    certificatesNs,
    schoolConsoleNs,
    teamsNs,
    ordersNs,
    invoicesNs,
    lexiconNs,
    privacyNs,
    adminNs,
  ])
  const { pathname } = useLocation()
  const { userName } = useStaffLoginState()
  const logOut = useStaffLogOut()
  const narrow = useMediaQuery('(max-width: 900px)')
  const section = sectionOf(pathname)

  const items: MenuProps['items'] = [
    {
      key: 'registrations',
      icon: <AuditOutlined aria-hidden />,
      label: <Link to="/admin">{t('adminShell.menu.registrations')}</Link>,
    },
    {
      key: 'staff',
      icon: <TeamOutlined aria-hidden />,
      label: <Link to="/admin/staff">{t('adminShell.menu.staff')}</Link>,
    },
    {
      key: 'exams',
      icon: <FileTextOutlined aria-hidden />,
      label: <Link to="/admin/exams">{t('adminShell.menu.exams')}</Link>,
    },
    {
      key: 'calendar',
      icon: <CalendarOutlined aria-hidden />,
      label: <Link to="/admin/calendar">{t('adminShell.menu.calendar')}</Link>,
    },
    {
      key: 'lexicon',
      icon: <BookOutlined aria-hidden />,
      label: <Link to="/admin/lexicon">{t('lexicon:admin.menu')}</Link>,
    },
    {
      key: 'volunteers',
      icon: <HeartOutlined aria-hidden />,
      label: <Link to="/admin/volunteers">{t('adminShell.menu.volunteers')}</Link>,
    },
    // school console: paper applications
    {
      key: 'papers',
      icon: <FileDoneOutlined aria-hidden />,
      label: <Link to="/admin/papers">{t('schoolConsole:admin.menu')}</Link>,
    },
    // teams and club courses
    {
      key: 'teams',
      icon: <TrophyOutlined aria-hidden />,
      label: <Link to="/admin/teams">{t('teams:admin.menu')}</Link>,
    },
    {
      key: 'certificates',
      icon: <SafetyCertificateOutlined aria-hidden />,
      label: <Link to="/admin/certificates">{t('certificates:menu')}</Link>,
    },
    {
      key: 'clubs',
      icon: <ApartmentOutlined aria-hidden />,
      label: <Link to="/admin/clubs">{t('teams:admin.clubs.menu')}</Link>,
    },
    {
      key: 'courses',
      icon: <PlayCircleOutlined aria-hidden />,
      label: <Link to="/admin/courses">{t('courses:admin.menu')}</Link>,
    },
    // orders: orders, products, coupons, refund requests, bank transfers, the treasurer's view
    {
      key: 'orders',
      icon: <ShoppingCartOutlined aria-hidden />,
      label: <Link to="/admin/orders">{t('orders:ordersAdmin.menu')}</Link>,
    },
    {
      key: 'products',
      icon: <ShoppingOutlined aria-hidden />,
      label: <Link to="/admin/products">{t('orders:products.menu')}</Link>,
    },
    {
      key: 'coupons',
      icon: <GiftOutlined aria-hidden />,
      label: <Link to="/admin/coupons">{t('orders:coupons.menu')}</Link>,
    },
    {
      key: 'refunds',
      icon: <MoneyCollectOutlined aria-hidden />,
      label: <Link to="/admin/refunds">{t('orders:refundDesk.menu')}</Link>,
    },
    {
      key: 'invoices',
      icon: <AccountBookOutlined aria-hidden />,
      label: <Link to="/admin/invoices">{t('orderInvoices:desk.menu')}</Link>,
    },
    {
      key: 'reconciliation',
      icon: <ReconciliationOutlined aria-hidden />,
      label: <Link to="/admin/reconciliation">{t('orderInvoices:recon.menu')}</Link>,
    },
    {
      key: 'transfers',
      icon: <BankOutlined aria-hidden />,
      label: <Link to="/admin/transfers">{t('orders:transfers.menu')}</Link>,
    },
    {
      key: 'treasury',
      icon: <FundOutlined aria-hidden />,
      label: <Link to="/admin/treasury">{t('orders:treasury.menu')}</Link>,
    },
    {
      key: 'students',
      icon: <UserOutlined aria-hidden />,
      label: <Link to="/admin/students">{t('privacy:admin.menu')}</Link>,
    },
    {
      key: 'allowances',
      icon: <ClusterOutlined aria-hidden />,
      label: <Link to="/admin/allowances">{t('admin:allowances.menu')}</Link>,
    },
  ]
  const menu = (
    <nav aria-label={t('adminShell.menu.label')}>
      <Menu mode={narrow ? 'horizontal' : 'inline'} items={items} selectedKeys={[section]} />
    </nav>
  )

  return (
    <div className={styles.console}>
      <Layout className={styles.layout} hasSider={!narrow}>
        {!narrow && (
          <Layout.Sider width={236} theme="light" className={styles.sider}>
            <div className={styles.siderHead}>
              <span className={styles.siderSeal} aria-hidden="true">
                赛
              </span>
              <span>{t('adminShell.title')}</span>
            </div>
            {menu}
          </Layout.Sider>
        )}
        <Layout.Content className={styles.content}>
          <div className={styles.topBar}>
            {narrow && <span className={styles.topTitle}>{t('adminShell.title')}</span>}
            <span className={styles.user}>
              <UserOutlined aria-hidden /> {userName || t('adminShell.committee')}
            </span>
            <Button
              icon={<LogoutOutlined aria-hidden />}
              loading={logOut.isPending}
              onClick={() => logOut.mutate()}
            >
              {t('adminShell.logOut')}
            </Button>
          </div>
          {narrow && <div className={styles.topMenu}>{menu}</div>}
          <Routes>
            <Route index element={<RegistrationsPanel />} />
            <Route path="staff" element={<StaffPanel />} />
            <Route path="exams" element={<ExamsPanel />} />
            <Route path="exams/:quizId" element={<ExamDetail />} />
            <Route path="calendar" element={<CalendarPanel />} />
            <Route path="lexicon" element={<LexiconAdminPanel />} />
            <Route path="lexicon/desk" element={<ContentDeskPanel />} />
            <Route path="volunteers" element={<VolunteersPanel />} />
            <Route path="papers" element={<PapersPanel />} />
            <Route path="teams" element={<TeamsPanel />} />
            <Route path="certificates" element={<CertificatesPanel />} />
            <Route path="clubs" element={<ClubsPanel />} />
            <Route path="courses" element={<CoursesPanel />} />
            <Route path="orders" element={<OrdersAdminPanel />} />
            <Route path="products" element={<ProductsPanel />} />
            <Route path="coupons" element={<CouponsPanel />} />
            <Route path="refunds" element={<RefundsPanel />} />
            <Route path="invoices" element={<InvoicesPanel />} />
            <Route path="reconciliation" element={<ReconciliationPanel />} />
            <Route path="transfers" element={<TransfersPanel />} />
            <Route path="treasury" element={<TreasuryPanel />} />
            <Route path="students" element={<StudentsPanel />} />
            <Route path="allowances" element={<AddressAllowancesPanel />} />
            <Route path="*" element={<Navigate to="/admin" replace />} />
          </Routes>
        </Layout.Content>
      </Layout>
    </div>
  )
}
