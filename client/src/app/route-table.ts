import type { ComponentType } from 'react'
import type { Params } from 'react-router'
import { courseViewerOf, type PathName, paths } from '../config/paths'
import type { RouteTitleKey } from '../i18n'

/**
 * Every page of the site with its title, in one table (listed in docs/pages.md). A page without
 * `page` is not built yet and shows its "coming soon" frame. The title names the page in the header,
 * the banner and document.title, in both languages (the keys live in i18n `route`).
 */
export type PageTitle = RouteTitleKey | ((params: Params) => RouteTitleKey)
type PageLoader = () => Promise<{ default: ComponentType }>

export interface PageRoute {
  path: string
  title: PageTitle
  page?: PageLoader
  /** The built page shows its own <h1>, so a public banner must not show the title as another one. */
  ownHeading?: true
  /** The page draws its own banner at its top (the home page's carousel), so the layout shows none. */
  ownBanner?: true
  /** The page fills the screen by itself (the hall's projector): no bar or footer around it. */
  fullScreen?: true
  /**
   * The page draws no antd component (the exam's pages, which every student opens at the same minute,
   * and the sign-in pages): its layout does not download or build antd's theme for it.
   */
  noAntd?: true
  /**
   * The pre-rendered page is not taken over as a whole: only its islands wake (the header, and the
   * parts the page wraps in <Island>), so a phone runs no React for the rest of it. Its links load
   * their page, and the language switch reloads it in the other language (decision 0053).
   */
  islands?: true
  /**
   * Who the page is for. A visitor without a login is sent to the login page (and back after it);
   * anyone else signed in goes to their own home instead of meeting the server's refusal: a student to
   * /stu/index, a school teacher to the user centre, a club teacher to the courses, a judge to /judge,
   * the committee to /admin (which may open the club teachers' pages too).
   */
  onlyFor?: Audience
  /**
   * The page draws no heading of its own: its layout (the user centre's, the student area's) shows the
   * title as the page's <h1> ('shown'), or, where the page already shows it as a card's caption, gives
   * the <h1> to screen readers only ('hidden').
   */
  layoutHeading?: LayoutHeading
}

export type LayoutHeading = 'shown' | 'hidden'

/** The signed-in users a page is for (see PageRoute). */
export type Audience = 'students' | 'schoolTeachers' | 'clubTeachers'

/** What every page route carries as its handle; the root layout reads it for document.title. */
export interface RouteHandle {
  title: PageTitle
  /** Whether the page shows its title as its own heading (false where the layout's banner shows it). */
  pageHeading: boolean
  /** Whether the page draws its own banner instead of the layout's title banner. */
  ownBanner?: boolean
  /** Whether the page draws no antd component, so its layout leaves antd's theme out. */
  noAntd?: boolean
  /** Whether the layout draws the page's <h1> (see PageRoute). */
  layoutHeading?: LayoutHeading
  /** Whether the pre-rendered page wakes only its islands (see PageRoute). */
  islands?: boolean
}

export const isRouteHandle = (handle: unknown): handle is RouteHandle =>
  typeof handle === 'object' && handle !== null && 'title' in handle

export const resolveTitle = (title: PageTitle, params: Params): RouteTitleKey =>
  typeof title === 'function' ? title(params) : title

/**
 * document.title of a page: what it shows (a back-office section), its title, then the site's name;
 * the home page's is the site's name.
 */
export const documentTitle = (
  key: RouteTitleKey | undefined,
  t: (key: `route.${RouteTitleKey}` | 'site.name') => string,
  detail?: string,
) => {
  const title = key && key !== 'home' ? `${t(`route.${key}`)} | ${t('site.name')}` : t('site.name')
  return detail ? `${detail} | ${title}` : title
}

/** A route whose path name is also its title key. */
const page = (
  name: PathName & RouteTitleKey,
  loader?: PageLoader,
  options?: {
    ownHeading?: true
    noAntd?: true
    islands?: true
    onlyFor?: Audience
    layoutHeading?: LayoutHeading
  },
): PageRoute => ({
  path: paths[name],
  title: name,
  ...(loader && { page: loader }),
  ...(options?.ownHeading && { ownHeading: true }),
  ...(options?.noAntd && { noAntd: true }),
  ...(options?.islands && { islands: true }),
  ...(options?.onlyFor && { onlyFor: options.onlyFor }),
  ...(options?.layoutHeading && { layoutHeading: options.layoutHeading }),
})

/** Public site: the header with the six tabs, a banner and the footer. */
export const publicRoutes: PageRoute[] = [
  // ── public site ──
  {
    path: paths.root,
    title: 'home',
    page: () => import('../features/public-site/pages/home-page'),
    ownBanner: true,
    islands: true,
  },
  {
    path: paths.home,
    title: 'home',
    page: () => import('../features/public-site/pages/home-page'),
    ownBanner: true,
    islands: true,
  },
  page('aboutBackground', () => import('../features/public-site/pages/about-background-page'), {
    noAntd: true,
    islands: true,
  }),
  page('aboutVision', () => import('../features/public-site/pages/about-vision-page'), {
    noAntd: true,
    islands: true,
  }),
  page('aboutCommttee', () => import('../features/public-site/pages/about-committee-page'), {
    noAntd: true,
    islands: true,
  }),
  page('aboutHistory', () => import('../features/public-site/pages/about-history-page'), {
    noAntd: true,
    islands: true,
  }),
  page('invGameType', () => import('../features/public-site/pages/individual-competition-page'), {
    noAntd: true,
    islands: true,
  }),
  page('teamGameType', () => import('../features/public-site/pages/team-competition-page'), {
    noAntd: true,
    islands: true,
  }),
  page('speOnlineLearningResource', () => import('../features/public-site/pages/online-learning-page'), {
    noAntd: true,
    islands: true,
  }),
  page('speCharacterBank', () => import('../features/public-site/pages/character-bank-page'), {
    noAntd: true,
    islands: true,
  }),
  page('speRegisterFirCompetition', () => import('../features/public-site/pages/register-page'), {
    noAntd: true,
    islands: true,
  }),
  page('speCarnyialFuture', () => import('../features/public-site/pages/carnival-future-page'), {
    noAntd: true,
    islands: true,
  }),
  page('speFaqs', () => import('../features/public-site/pages/speller-faqs-page'), {
    noAntd: true,
    islands: true,
  }),
  page('schoolTeamTraining', () => import('../features/public-site/pages/team-training-page'), {
    noAntd: true,
    islands: true,
  }),
  page('schoolEstablishMents', () => import('../features/public-site/pages/sister-schools-page'), {
    noAntd: true,
    islands: true,
  }),
  page('schoolMemberShip', () => import('./pages/membership-page'), { noAntd: true, islands: true }),
  page('schoolBeefunactivity', () => import('../features/public-site/pages/language-club-page'), {
    noAntd: true,
    islands: true,
  }),
  page('forSchoolFaqs', () => import('../features/public-site/pages/school-faqs-page'), {
    noAntd: true,
    islands: true,
  }),
  page('judgeAndCoaches', () => import('../features/public-site/pages/judges-coaches-page'), {
    noAntd: true,
    islands: true,
  }),
  page('volunteersView', () => import('../features/public-site/pages/volunteers-page'), {
    noAntd: true,
    islands: true,
  }),
  page('bilingualCourses', () => import('../features/public-site/pages/bilingual-courses-page'), {
    noAntd: true,
    islands: true,
  }),
  page('competitiveCommAct', () => import('../features/public-site/pages/bilingual-club-page'), {
    noAntd: true,
    islands: true,
  }),
  page('studyTours', () => import('../features/public-site/pages/study-tours-page'), {
    noAntd: true,
    islands: true,
  }),
  // ── end public-site ──
  page('paymentProcess', () => import('../features/orders/pages/payment-process-page')),
  page('cebsbUserInfo', () => import('../features/profile/pages/basic-info-page'), { onlyFor: 'students' }),
  // school console: the application form and the read-only detail also stand on the public site
  page('schoolIndividualSignUp', () => import('../features/school-console/pages/paper-apply-page'), {
    ownHeading: true,
  }),
  page('userInfoIndividualPapersDetail', () => import('../features/school-console/pages/paper-detail-page'), {
    ownHeading: true,
  }),
  // Certificate verification is a header tab, so it keeps the header; the certificate itself stands alone.
  page('query', () => import('../features/certificates/pages/query-page'), {
    ownHeading: true,
    noAntd: true,
    islands: true,
  }),
  page('privacy', () => import('../features/privacy/pages/privacy-policy-page'), {
    noAntd: true,
    islands: true,
  }),
  page('userAgreement', () => import('../features/privacy/pages/user-agreement-page'), {
    noAntd: true,
    islands: true,
  }),
]

const forSchools = { onlyFor: 'schoolTeachers' } as const
const forClubs = { onlyFor: 'clubTeachers' } as const

/** User centre (/cebsbInfoData): its children have absolute paths, shown inside the account layout. */
export const accountRoutes: PageRoute[] = [
  // the welcome, with each kind of teacher's tasks
  page('userInfoWelcome', () => import('../features/school-console/pages/welcome-page')),
  // school console
  page('userInfoSchoolData', () => import('../features/school-console/pages/school-data-page'), forSchools),
  page(
    'userInfoPersonalData',
    () => import('../features/school-console/pages/personal-data-page'),
    forSchools,
  ),
  page(
    'userInfoIndividualPapers',
    () => import('../features/school-console/pages/papers-list-page'),
    forSchools,
  ),
  page('userInfoIndividualScore', () => import('../features/school-console/pages/score-page'), forSchools),
  page(
    'userInfoIndividualHistory',
    () => import('../features/school-console/pages/history-page'),
    forSchools,
  ),
  page(
    'userInfoIndividualPapersDetailNew',
    () => import('../features/school-console/pages/paper-apply-page'),
    forSchools,
  ),
  page('userInfoTeamManagement', () => import('../features/teams/pages/team-management-page'), {
    ...forSchools,
    layoutHeading: 'shown',
  }),
  page('userInfoTeamProcessMembers', () => import('../features/teams/pages/team-results-page'), {
    ...forSchools,
    layoutHeading: 'shown',
  }),
  page('userInfoTeamScoreSearch', () => import('../features/teams/pages/team-results-page'), {
    ...forSchools,
    layoutHeading: 'shown',
  }),
  page('userInfoTeamHistoryScoreSearch', () => import('../features/teams/pages/team-results-page'), {
    ...forSchools,
    layoutHeading: 'shown',
  }),
  // orders and receipts; the orders card captions the page, the layout gives it its <h1>
  page('userInfoOrders', () => import('../features/orders/pages/my-orders-page'), {
    ...forSchools,
    layoutHeading: 'hidden',
  }),
  page('userInfoRightsManagementData', undefined, forSchools),
  page('cebsbInfoCommunityMember', undefined, forSchools),
  page('userInfoStudyPlan', () => import('../features/study-plans/pages/study-plan-page'), {
    ...forSchools,
    layoutHeading: 'shown',
  }),
  page('userInfoStudyPlanWords', () => import('../features/study-plans/pages/plan-words-page'), {
    ...forSchools,
    layoutHeading: 'shown',
  }),
  // a club teacher's courses
  page('courseMember', () => import('../features/courses/pages/course-types-page'), forClubs),
  page('courseClass', () => import('../features/courses/pages/course-list-page'), forClubs),
  page('courseDetail', () => import('../features/courses/pages/course-list-page'), forClubs),
  page('userBindSchoolData', () => import('../features/courses/pages/bound-schools-page'), forClubs),
  page('userCourseMember', () => import('../features/courses/pages/course-types-page'), forClubs),
]

/** Student area (/stu redirects to /stu/index). */
export const studentRoutes: PageRoute[] = [
  page('stuIndex', () => import('../features/student/pages/student-home-page'), {
    noAntd: true,
    onlyFor: 'students',
  }),
  // The orders pages caption their card with the title: the layout gives them their <h1>.
  page('stuPlaceOrder', () => import('../features/orders/pages/place-order-page'), {
    onlyFor: 'students',
    layoutHeading: 'hidden',
  }),
  page('stuOrders', () => import('../features/orders/pages/my-orders-page'), {
    onlyFor: 'students',
    layoutHeading: 'hidden',
  }),
  // the character bank
  page('stuLexiconIndex', () => import('../features/lexicon/pages/lexicon-index-page'), {
    noAntd: true,
    onlyFor: 'students',
  }),
  page('stuLexiconDirectory', () => import('../features/lexicon/pages/directory-page'), {
    noAntd: true,
    onlyFor: 'students',
  }),
  page('stuLexiconFont', () => import('../features/lexicon/pages/font-page'), {
    noAntd: true,
    onlyFor: 'students',
  }),
  page('stuExamBe', () => import('../features/exam/pages/sample-intro-page'), { noAntd: true }),
  page('stuExamQuiz', () => import('../features/exam/pages/sample-quiz-page'), { noAntd: true }),
  page('stuExamSemiBe', () => import('../features/exam/pages/semi-intro-page'), {
    noAntd: true,
    onlyFor: 'students',
  }),
  page('stuExamSemiQuiz', () => import('../features/exam/pages/semi-quiz-page'), {
    noAntd: true,
    onlyFor: 'students',
  }),
  page('stuExamSemiResult', () => import('../features/exam/pages/semi-result-page'), {
    noAntd: true,
    onlyFor: 'students',
  }),
  page('stuUser', () => import('./pages/student-profile-page'), { onlyFor: 'students' }),
  // fun learning
  page('stuExerIndex', () => import('../features/practice/pages/practice-index-page'), {
    noAntd: true,
    onlyFor: 'students',
  }),
  page('stuExerAnswer', () => import('../features/practice/pages/practice-answer-page'), {
    noAntd: true,
    onlyFor: 'students',
  }),
  page('stuExerResult', () => import('../features/practice/pages/practice-result-page'), {
    noAntd: true,
    onlyFor: 'students',
  }),
]

/** Pages without the public header: login and registration, viewers, the certificate, judge and admin. */
export const standaloneRoutes: PageRoute[] = [
  page('chnEngLogin', () => import('../features/auth/pages/login-page'), { noAntd: true, islands: true }),
  page('chnEngRegist', () => import('../features/auth/pages/school-registration-page'), {
    noAntd: true,
    islands: true,
  }),
  page('resetPwd', () => import('../features/auth/pages/reset-password-page'), {
    noAntd: true,
    islands: true,
  }),
  page('stuReg', () => import('../features/auth/pages/student-register-page'), {
    noAntd: true,
    islands: true,
  }),
  page('certificate', () => import('../features/certificates/pages/certificate-page'), {
    noAntd: true,
    islands: true,
  }),
  {
    path: paths.courseViewer,
    title: ({ viewer }) => {
      const kind = courseViewerOf(viewer)?.kind
      return kind === 'pdf' ? 'pdfViewer' : kind === 'video' ? 'videoViewer' : 'notFound'
    },
    page: () => import('../features/courses/pages/course-viewer-page'),
    onlyFor: 'clubTeachers',
  },
  { path: paths.judge, title: 'judge', page: () => import('./pages/judge-page'), noAntd: true },
  {
    path: paths.judgeScreen,
    title: 'judgeScreen',
    page: () => import('./pages/judge-screen-page'),
    fullScreen: true,
  },
  { path: paths.admin, title: 'admin', page: () => import('./pages/admin-page') },
]
