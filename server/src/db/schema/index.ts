import { sessions, users } from './accounts'
import { addressAllowances } from './address-allowances'
import { examAnswers, examJudges, examQuestions, examSessions, examStudents, exams } from './exams'
import { lexiconWords, lexiconWritings } from './lexicon'
import { outboxMessages } from './messaging'
import { coupons, orders, paymentNotifications, productDetails, products, refundRequests } from './orders'
import {
  practiceLevels,
  practicePurchases,
  practiceQuestions,
  practiceQuizzes,
  practiceResults,
} from './practice'
import { characterBankPasswords, volunteerInterests } from './public-site'
import { regions, sysDictData } from './reference-data'
import { paperApplies, paperScores, schoolEnrollments, userAddresses } from './school-console'
import { schools, userInfos, userSchools } from './schools'
import { raceSchedules, seasonActivities, seasons } from './seasons'
import { certificates } from './teams-and-certificates'

/**
 * The one database schema (PostgreSQL 15 features only: PGlite is 18, production may be 15), one file
 * per area. drizzle-kit reads the whole folder; migrations come from `npm run db:generate -w server`.
 */

export * from './accounts'
export * from './address-allowances'
export * from './bank-transfers'
export * from './courses'
export * from './exam-integrity'
export * from './exams'
export * from './instance-heartbeats'
export * from './invoices'
export * from './lexicon'
export * from './messaging'
export * from './orders'
export * from './practice'
export * from './public-site'
export * from './reference-data'
export * from './school-console'
export * from './schools'
export * from './seasons'
export * from './study-plans'
export * from './teams-and-certificates'

export const schema = {
  users,
  sessions,
  seasons,
  seasonActivities,
  raceSchedules,
  sysDictData,
  regions,
  certificates,
  schools,
  userSchools,
  userInfos,
  outboxMessages,
  exams,
  examQuestions,
  examJudges,
  examStudents,
  examSessions,
  examAnswers,
  lexiconWords,
  lexiconWritings,
  practiceLevels,
  practiceQuizzes,
  practiceQuestions,
  practicePurchases,
  practiceResults,
  characterBankPasswords,
  volunteerInterests,
  paperApplies,
  paperScores,
  userAddresses,
  schoolEnrollments,
  products,
  productDetails,
  coupons,
  orders,
  paymentNotifications,
  refundRequests,
  addressAllowances,
}
export type Schema = typeof schema
