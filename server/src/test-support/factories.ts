import type { Role } from '@spell/shared'
import { sysUserFromIdNumber } from '@spell/shared/api/users/basic-info'
import type { Db } from '../db/database'
import { certificates, examJudges, examQuestions, examStudents, exams, users } from '../db/schema'
import { startSession } from '../modules/auth/sessions.service'

let sequence = 0
const next = () => ++sequence + Math.floor(Math.random() * 1e6)

export async function buildUser(db: Db, role: Role, overrides: Partial<typeof users.$inferInsert> = {}) {
  const n = next()
  const [user] = await db
    .insert(users)
    .values({ role, phone: `139${String(n).padStart(8, '0')}`, userName: `Test ${role} ${n}`, ...overrides })
    .returning()
  if (!user) throw new Error('user not created')
  return user
}

/** The birth date and sex (sexPersonal) an ID card number gives, as the basic information form sends them. */
export function birthAndSexOf(idCard: string) {
  const decided = sysUserFromIdNumber(1, idCard)
  if (!decided) throw new Error(`not a valid ID card number: ${idCard}`)
  return { dateBirth: decided.dateBirth, sex: decided.sex }
}

/** A user with a live session token, ready for the Authorization header. */
export async function buildSignedInUser(db: Db, role: Role) {
  const user = await buildUser(db, role)
  return { user, token: await startSession(db, user.id) }
}

export async function buildCertificate(db: Db, overrides: Partial<typeof certificates.$inferInsert> = {}) {
  const [certificate] = await db
    .insert(certificates)
    .values({
      code: `TEST-${next()}`,
      holderName: '测试学生',
      award: 1,
      groupId: 3,
      season: 3,
      issuedOn: '2025-11-10',
      ...overrides,
    })
    .returning()
  if (!certificate) throw new Error('certificate not created')
  return certificate
}

/** An open exam of one example and `real` questions (sections A, B), with its judge and students. */
export async function buildExam(
  db: Db,
  options: {
    seconds?: number
    real?: number
    judgeIds?: number[]
    studentIds?: number[]
    opensAt?: Date
    closesAt?: Date
  } = {},
) {
  const now = Date.now()
  const [exam] = await db
    .insert(exams)
    .values({
      name: `测试场 ${next()}`,
      season: 3,
      raceSchedule: 2,
      formExplain: '说明',
      questionExplain: 'Instructions',
      secondsPerQuestion: options.seconds ?? 1,
      opensAt: options.opensAt ?? new Date(now - 3600_000),
      closesAt: options.closesAt ?? new Date(now + 3600_000),
    })
    .returning()
  if (!exam) throw new Error('exam not created')
  const real = options.real ?? 3
  const questions = await db
    .insert(examQuestions)
    .values([
      {
        examId: exam.id,
        quizSequence: 1,
        quizNumber: 0,
        quizForm: 1,
        section: 'A',
        quizTypeStr: '示例',
        description: '示例',
        engDescription: 'Example',
        choice: '人,入',
        answer: '人',
      },
      ...Array.from({ length: real }, (_, i) => ({
        examId: exam.id,
        quizSequence: i + 2,
        quizNumber: i + 1,
        quizForm: 0,
        section: i < 2 ? 'A' : 'B',
        quizTypeStr: i < 2 ? '释义' : '拼音',
        description: i === real - 1 ? `第 ${i + 1} 题（多选）` : `第 ${i + 1} 题`,
        engDescription: `Question ${i + 1}`,
        choice: '水,火,木,土',
        answer: i === real - 1 ? '水,木' : '水',
      })),
    ])
    .returning()
  for (const userId of options.judgeIds ?? []) await db.insert(examJudges).values({ examId: exam.id, userId })
  for (const userId of options.studentIds ?? [])
    await db.insert(examStudents).values({ examId: exam.id, userId })
  return { exam, questions }
}
