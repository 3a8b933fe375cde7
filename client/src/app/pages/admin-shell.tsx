import {
  AccountBookOutlined,
  ApartmentOutlined,
  AuditOutlined,
  BankOutlined,
  BookOutlined,
  CalendarOutlined,
  ClusterOutlined,
  DashboardOutlined,
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
import type { ReactNode } from 'react'
import { useTranslation } from 'react-i18next'
import { Link, Navigate, Route, Routes, useLocation } from 'react-router'
import { FoldedMenu } from '../../components/folded-menu'
import hidden from '../../components/visually-hidden.module.css'
import { useStaffLogOut } from '../../features/admin/api/log-out'
import { AddressAllowancesPanel } from '../../features/admin/components/address-allowances-panel'
import { RegistrationsPanel } from '../../features/admin/components/registrations-panel'
import { StaffPanel } from '../../features/admin/components/staff-panel'
import { SystemPanel } from '../../features/admin/components/system-panel'
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
import { useDocumentTitleDetail } from '../document-title'
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
  'system',
] as const
type Section = 'registrations' | (typeof sections)[number]
/**
 * The sections whose panel names itself in a card's caption, not in a heading: the shell gives them
 * their <h1>, for screen readers (the orders panels).
 */
const captionedSections = new Set<Section>([
  'orders',
  'products',
  'coupons',
  'refunds',
  'invoices',
  'reconciliation',
])
const sectionOf = (pathname: string): Section =>
  sections.find((s) => pathname.toLowerCase().startsWith(`/admin/${s}`)) ?? 'registrations'

/** The committee's back office: a side menu (folded into one line on narrow screens), the user, and the section. */
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

  // Each section: its icon and its name, in its feature's words.
  const sectionMenu: [Section, ReactNode, string][] = [
    ['registrations', <AuditOutlined key="icon" aria-hidden />, t('adminShell.menu.registrations')],
    ['staff', <TeamOutlined key="icon" aria-hidden />, t('adminShell.menu.staff')],
    ['exams', <FileTextOutlined key="icon" aria-hidden />, t('adminShell.menu.exams')],
    ['calendar', <CalendarOutlined key="icon" aria-hidden />, t('adminShell.menu.calendar')],
    ['lexicon', <BookOutlined key="icon" aria-hidden />, t('lexicon:admin.menu')],
    ['volunteers', <HeartOutlined key="icon" aria-hidden />, t('adminShell.menu.volunteers')],
    ['papers', <FileDoneOutlined key="icon" aria-hidden />, t('schoolConsole:admin.menu')],
    ['teams', <TrophyOutlined key="icon" aria-hidden />, t('teams:admin.menu')],
    ['certificates', <SafetyCertificateOutlined key="icon" aria-hidden />, t('certificates:menu')],
    ['clubs', <ApartmentOutlined key="icon" aria-hidden />, t('teams:admin.clubs.menu')],
    ['courses', <PlayCircleOutlined key="icon" aria-hidden />, t('courses:admin.menu')],
    ['orders', <ShoppingCartOutlined key="icon" aria-hidden />, t('orders:ordersAdmin.menu')],
    ['products', <ShoppingOutlined key="icon" aria-hidden />, t('orders:products.menu')],
    ['coupons', <GiftOutlined key="icon" aria-hidden />, t('orders:coupons.menu')],
    ['refunds', <MoneyCollectOutlined key="icon" aria-hidden />, t('orders:refundDesk.menu')],
    ['invoices', <AccountBookOutlined key="icon" aria-hidden />, t('orderInvoices:desk.menu')],
    ['reconciliation', <ReconciliationOutlined key="icon" aria-hidden />, t('orderInvoices:recon.menu')],
    ['transfers', <BankOutlined key="icon" aria-hidden />, t('orders:transfers.menu')],
    ['treasury', <FundOutlined key="icon" aria-hidden />, t('orders:treasury.menu')],
    ['students', <UserOutlined key="icon" aria-hidden />, t('privacy:admin.menu')],
    ['allowances', <ClusterOutlined key="icon" aria-hidden />, t('admin:allowances.menu')],
    ['system', <DashboardOutlined key="icon" aria-hidden />, t('admin:system.menu')],
  ]
  const items: MenuProps['items'] = sectionMenu.map(([key, icon, label]) => ({
    key,
    icon,
    label: (
      <Link
        to={key === 'registrations' ? '/admin' : `/admin/${key}`}
        aria-current={key === section ? 'page' : undefined}
      >
        {label}
      </Link>
    ),
  }))
  const sectionName = sectionMenu.find(([key]) => key === section)?.[2] ?? ''
  useDocumentTitleDetail(sectionName)
  const menu = <Menu mode="inline" items={items} selectedKeys={[section]} />

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
            <nav aria-label={t('adminShell.menu.label')}>{menu}</nav>
          </Layout.Sider>
        )}
        {/* Not antd's Layout.Content: that is a <main>, and the page's <main> is the layout's, around this. */}
        <div className={styles.content}>
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
          {narrow && (
            // A horizontal menu would show one section and "···" on a phone: the menu folds into a line
            // naming the current section instead, as the user centre's does.
            <nav aria-label={t('adminShell.menu.label')} className={styles.topMenu}>
              <FoldedMenu label={t('adminShell.menu.label')} current={sectionName}>
                {menu}
              </FoldedMenu>
            </nav>
          )}
          {captionedSections.has(section) && <h1 className={hidden.hidden}>{sectionName}</h1>}
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
            <Route path="system" element={<SystemPanel />} />
            <Route path="*" element={<Navigate to="/admin" replace />} />
          </Routes>
        </div>
      </Layout>
    </div>
  )
}
