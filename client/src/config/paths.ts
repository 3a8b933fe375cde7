/**
 * Every path of the site, spelled as the site has always published them (mixed case included). The route
 * table, the header and the menus all take their paths from here.
 */
const COURSE_BASE = '/aboutUserData/cebsbCommunityInfoView/cebsbCourseManage'

export const paths = {
  root: '/',
  home: '/HomeView',
  aboutBackground: '/aboutBackground',
  aboutVision: '/aboutVision',
  aboutCommttee: '/aboutCommttee',
  aboutHistory: '/aboutHistory',
  invGameType: '/invGameType',
  teamGameType: '/teamGameType',
  speOnlineLearningResource: '/speOnlineLearningResource',
  speCharacterBank: '/speCharacterBank',
  speRegisterFirCompetition: '/speRegisterFirCompetition',
  speCarnyialFuture: '/speCarnyialFuture',
  speFaqs: '/speFaqs',
  schoolTeamTraining: '/schoolTeamTraining',
  schoolEstablishMents: '/schoolEstablishMents',
  schoolMemberShip: '/schoolMemberShip',
  schoolBeefunactivity: '/schoolBeefunactivity',
  forSchoolFaqs: '/forSchoolFaqs',
  judgeAndCoaches: '/judgeAndCoaches',
  volunteersView: '/volunteersView',
  bilingualCourses: '/bilingualCourses',
  competitiveCommAct: '/competitiveCommAct',
  studyTours: '/studyTours',
  paymentProcess: '/paymentProcess',
  cebsbUserInfo: '/cebsbUserInfo',
  schoolIndividualSignUp: '/schoolIndividualSignUp',
  userInfoIndividualPapersDetail: '/userInfo_IndividualPapersDetail',
  query: '/query',
  privacy: '/privacy',
  userAgreement: '/userAgreement',
  certificate: '/certificate',

  accountRoot: '/cebsbInfoData',
  userInfoWelcome: '/userInfo_welcome',
  userInfoSchoolData: '/userInfo_schoolData',
  userInfoPersonalData: '/userInfo_personalData',
  userInfoIndividualPapers: '/userInfo_IndividualPapers',
  userInfoIndividualScore: '/userInfo_individualScore',
  userInfoIndividualHistory: '/userInfo_individualHistory',
  userInfoOrders: '/userInfo_orders',
  userInfoTeamManagement: '/userInfo_teamManagement',
  userInfoTeamProcessMembers: '/userInfo_teamProcessMembers',
  userInfoTeamScoreSearch: '/userInfo_teamScoreSearch',
  userInfoTeamHistoryScoreSearch: '/userInfo_teamHistoryScoreSearch',
  userInfoRightsManagementData: '/userInfo_rightsManagementData',
  cebsbInfoCommunityMember: '/cebsbInfo_communityMember',
  userInfoStudyPlan: '/userInfo_studyPlan',
  userInfoStudyPlanWords: '/userInfo_studyPlanWords',
  courseMember: `${COURSE_BASE}/cebsbInfo_community_courseMember`,
  courseClass: `${COURSE_BASE}/cebsbInfo_community_courseClass`,
  courseDetail: `${COURSE_BASE}/cebsbInfo_community_courseDetail`,
  userBindSchoolData: `${COURSE_BASE}/cebsbInfo_user_bindSchoolData`,
  userCourseMember: `${COURSE_BASE}/cebsbInfo_user_courseMember`,
  userInfoIndividualPapersDetailNew: '/userInfoIndividualPapersDetailNew',

  studentRoot: '/stu',
  stuIndex: '/stu/index',
  stuPlaceOrder: '/stu/placeOrder',
  stuOrders: '/stu/orders',
  stuLexiconIndex: '/stu/lexicon/index',
  stuLexiconDirectory: '/stu/lexicon/directory',
  stuLexiconFont: '/stu/lexicon/font',
  stuExamBe: '/stu/exam/be',
  stuExamQuiz: '/stu/exam/quiz',
  stuExamSemiBe: '/stu/examSemi/be',
  stuExamSemiQuiz: '/stu/examSemi/quiz',
  stuExamSemiResult: '/stu/examSemi/result',
  stuUser: '/stu/user',
  stuExerIndex: '/stu/exer/index',
  stuExerAnswer: '/stu/exer/answer',
  stuExerResult: '/stu/exer/result',

  /** /cebsbCourseManage/{product}_onlineBrowsingPDF and …_onlineBrowsingVideo; see courseViewerOf. */
  courseViewer: '/cebsbCourseManage/:viewer',
  chnEngLogin: '/chnEngLogin',
  chnEngRegist: '/chnEngRegist',
  resetPwd: '/resetPwd',
  stuReg: '/stuReg',
  judge: '/judge/*',
  judgeScreen: '/judge/screen/:quizId',
  admin: '/admin/*',
} as const

export type PathName = keyof typeof paths

const viewerSuffixes = { _onlineBrowsingPDF: 'pdf', _onlineBrowsingVideo: 'video' } as const

/** Splits the viewer segment "{product}_onlineBrowsingPDF" into its product and kind; null if neither. */
export function courseViewerOf(segment: string | undefined) {
  for (const [suffix, kind] of Object.entries(viewerSuffixes)) {
    if (segment?.endsWith(suffix) && segment.length > suffix.length) {
      return { product: segment.slice(0, -suffix.length), kind }
    }
  }
  return null
}
