import 'i18next'
import type { AdminTexts } from '../features/admin/i18n/zh'
import type { AuthTexts } from '../features/auth/i18n/zh'
import type { CertificatesTexts } from '../features/certificates/i18n/zh'
import type { CoursesTexts } from '../features/courses/i18n/zh'
import type { ExamTexts } from '../features/exam/i18n/zh'
import type { ExamAdminTexts } from '../features/exam-admin/i18n/zh'
import type { JudgeTexts } from '../features/judge/i18n/zh'
import type { LexiconTexts } from '../features/lexicon/i18n/zh'
import type { InvoicesTexts } from '../features/orders/i18n/invoices-zh'
import type { OrdersTexts } from '../features/orders/i18n/zh'
import type { PracticeTexts } from '../features/practice/i18n/zh'
import type { PrivacyTexts } from '../features/privacy/i18n/zh'
import type { ProfileTexts } from '../features/profile/i18n/zh'
import type { PublicSiteTexts } from '../features/public-site/i18n/zh'
import type { SchoolConsoleTexts } from '../features/school-console/i18n/zh'
import type { StudentTexts } from '../features/student/i18n/zh'
import type { StudyPlansTexts } from '../features/study-plans/i18n/zh'
import type { TeamsTexts } from '../features/teams/i18n/zh'
import type { Resources } from '../i18n/zh'

/**
 * Every namespace's keys, so that a text read with a key that does not exist fails the type check:
 * the site-wide texts (`translation`) and one namespace per feature (typed by its Chinese texts).
 */
declare module 'i18next' {
  interface CustomTypeOptions {
    defaultNS: 'translation'
    resources: {
      translation: Resources
      courses: CoursesTexts
      profile: ProfileTexts
      student: StudentTexts
      orders: OrdersTexts
      orderInvoices: InvoicesTexts
      teams: TeamsTexts
      studyPlans: StudyPlansTexts
      schoolConsole: SchoolConsoleTexts
      certificates: CertificatesTexts
      auth: AuthTexts
      exam: ExamTexts
      judge: JudgeTexts
      admin: AdminTexts
      examAdmin: ExamAdminTexts
      lexicon: LexiconTexts
      practice: PracticeTexts
      privacy: PrivacyTexts
      publicSite: PublicSiteTexts
    }
  }
}
