import { type PathName, paths } from '../../../client/src/config/paths'
import type { Role } from './signed-in'

/**
 * Every path of the site's route table, with the role it is for and the address to open (a path with
 * a parameter gets a real one). Typed by every path name, so a new route must say who it is for.
 */
const routeRoles: Record<PathName, Role | { role: Role; url: string }> = {
  root: 'visitor',
  home: 'visitor',
  aboutBackground: 'visitor',
  aboutVision: 'visitor',
  aboutCommttee: 'visitor',
  aboutHistory: 'visitor',
  invGameType: 'visitor',
  teamGameType: 'visitor',
  speOnlineLearningResource: 'visitor',
  speCharacterBank: 'visitor',
  speRegisterFirCompetition: 'visitor',
  speCarnyialFuture: 'visitor',
  speFaqs: 'visitor',
  schoolTeamTraining: 'visitor',
  schoolEstablishMents: 'visitor',
  schoolMemberShip: 'visitor',
  schoolBeefunactivity: 'visitor',
  forSchoolFaqs: 'visitor',
  judgeAndCoaches: 'visitor',
  volunteersView: 'visitor',
  bilingualCourses: 'visitor',
  competitiveCommAct: 'visitor',
  studyTours: 'visitor',
  paymentProcess: 'student',
  cebsbUserInfo: 'student',
  schoolIndividualSignUp: 'school',
  userInfoIndividualPapersDetail: 'school',
  query: 'visitor',
  privacy: 'visitor',
  userAgreement: 'visitor',
  certificate: 'visitor',

  accountRoot: 'school',
  userInfoWelcome: 'school',
  userInfoSchoolData: 'school',
  userInfoPersonalData: 'school',
  userInfoIndividualPapers: 'school',
  userInfoIndividualScore: 'school',
  userInfoIndividualHistory: 'school',
  userInfoOrders: 'school',
  userInfoTeamManagement: 'school',
  userInfoTeamProcessMembers: 'school',
  userInfoTeamScoreSearch: 'school',
  userInfoTeamHistoryScoreSearch: 'school',
  userInfoRightsManagementData: 'school',
  cebsbInfoCommunityMember: 'school',
  userInfoStudyPlan: 'school',
  userInfoStudyPlanWords: 'school',
  courseMember: 'clubTeacher',
  courseClass: 'clubTeacher',
  courseDetail: 'clubTeacher',
  userBindSchoolData: 'clubTeacher',
  userCourseMember: 'clubTeacher',
  userInfoIndividualPapersDetailNew: 'school',

  studentRoot: 'student',
  stuIndex: 'student',
  stuPlaceOrder: 'student',
  stuOrders: 'student',
  stuLexiconIndex: 'student',
  stuLexiconDirectory: 'student',
  stuLexiconFont: 'student',
  stuExamBe: 'student',
  stuExamQuiz: 'student',
  // The demo semi-final's keys (server/src/db/seed/demo-exam.ts): its lobby, as a student opens it.
  stuExamSemiBe: { role: 'student', url: '/stu/examSemi/be?rs=2&season=3' },
  stuExamSemiQuiz: 'student',
  stuExamSemiResult: 'student',
  stuUser: 'student',
  stuExerIndex: 'student',
  stuExerAnswer: 'student',
  stuExerResult: 'student',

  courseViewer: { role: 'clubTeacher', url: '/cebsbCourseManage/1_onlineBrowsingPDF' },
  chnEngLogin: 'visitor',
  chnEngRegist: 'visitor',
  resetPwd: 'visitor',
  stuReg: 'visitor',
  judge: { role: 'judge', url: '/judge' },
  judgeScreen: { role: 'judge', url: '/judge/screen/1' },
  admin: { role: 'committee', url: '/admin' },
}

/** The back office's sections after its default one (/admin), each at /admin/<section>. */
const ADMIN_SECTIONS = [
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
  'students',
  'allowances',
  'invoices',
  'reconciliation',
  'transfers',
  'treasury',
  'system',
]

export interface SiteRoute {
  name: string
  role: Role
  url: string
}

/** Every route of the site (and every section of the back office) with the role it is for. */
export const SITE_ROUTES: SiteRoute[] = [
  ...Object.entries(routeRoles).map(([name, entry]) =>
    typeof entry === 'string'
      ? { name, role: entry, url: paths[name as PathName] }
      : { name, role: entry.role, url: entry.url },
  ),
  // The judge's control page of the demo semi-final (server/src/db/seed/demo-exam.ts).
  { name: 'judgeExam', role: 'judge', url: '/judge/1' },
  ...ADMIN_SECTIONS.map((section) => ({
    name: `admin/${section}`,
    role: 'committee' as const,
    url: `/admin/${section}`,
  })),
]

/** The roles in the order the tests visit them. */
export const ROLES: Role[] = ['visitor', 'student', 'school', 'clubTeacher', 'judge', 'committee']
