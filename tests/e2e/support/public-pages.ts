/**
 * Every page of the public site, once each: the e2e test visits them in both
 * languages and tests/bench/site-shots.ts photographs them. /HomeView is the home page under its
 * second path.
 */
export const PUBLIC_PAGES = [
  '/',
  '/aboutBackground',
  '/aboutVision',
  '/aboutCommttee',
  '/aboutHistory',
  '/invGameType',
  '/teamGameType',
  '/speOnlineLearningResource',
  '/speCharacterBank',
  '/speRegisterFirCompetition',
  '/speCarnyialFuture',
  '/speFaqs',
  '/schoolTeamTraining',
  '/schoolEstablishMents',
  '/schoolMemberShip',
  '/schoolBeefunactivity',
  '/forSchoolFaqs',
  '/judgeAndCoaches',
  '/volunteersView',
  '/bilingualCourses',
  '/competitiveCommAct',
  '/studyTours',
] as const

/** The public routes: every page, and the home page's second path. */
export const PUBLIC_PATHS = ['/', '/HomeView', ...PUBLIC_PAGES.slice(1)] as const
