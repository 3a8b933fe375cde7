import type { Role } from '@spell/shared'
import { inArray } from 'drizzle-orm'
import type { Logger } from '../../logger'
import { hashPassword } from '../../modules/auth/passwords'
import type { PersonalDataVault } from '../../modules/privacy/personal-data-vault'
import {
  DEMO_CHARACTER_BANK_PASSWORD,
  seedDemoCharacterBank,
} from '../../modules/public-site/public-site.service'
import type { Db } from '../database'
import { certificates, schools, userSchools, users } from '../schema'
import { payDemoEntries } from './demo-entry'
import { seedDemoExam } from './demo-exam'
import { completeDemoStudent } from './demo-student'

/** Clearly marked demo data (is_demo) for development and trying the site; never seeded in production. */
export const demoAccounts: {
  role: Role
  phone: string
  email?: string
  userName: string
  password?: string
}[] = [
  { role: 'schoolTeacher', phone: '13800000001', userName: '王老师（演示 Demo）' },
  {
    role: 'student',
    phone: '13800000002',
    email: 'student@demo.cn',
    userName: '李小明（演示 Demo）',
    password: 'Demo@2024',
  },
  { role: 'judge', phone: '13800000003', userName: '赵裁判（演示 Demo）', password: 'Judge@2024' },
  { role: 'committee', phone: '13800000004', userName: '组委会（演示 Demo）', password: 'Committee@2024' },
  { role: 'courseTeacher', phone: '13800000005', userName: '孙老师（俱乐部 演示 Demo）' },
]

const demoCertificates = [
  { code: 'CEBS-2024-000128', holderName: '张小明', award: 1, groupId: 3, season: 3, issuedOn: '2025-11-10' },
  {
    code: 'CEBS-2024-000317',
    holderName: 'Emily Chen',
    award: 2,
    groupId: 4,
    season: 3,
    issuedOn: '2025-11-10',
  },
  { code: 'CEBS-2023-000542', holderName: '李华', award: 3, groupId: 2, season: 2, issuedOn: '2024-11-08' },
  {
    code: 'CEBS-T-2024-0007',
    kind: 'team',
    holderName: '北京星光战队',
    award: 5,
    // A team's group is its level: 2 junior high club.
    groupId: 2,
    season: 3,
    issuedOn: '2025-11-10',
  },
]

export async function seedDemo(db: Db, logger: Logger, personalData?: PersonalDataVault) {
  const existing = await db
    .select({ phone: users.phone })
    .from(users)
    .where(
      inArray(
        users.phone,
        demoAccounts.map((a) => a.phone),
      ),
    )
  const known = new Set(existing.map((u) => u.phone))
  for (const account of demoAccounts.filter((a) => !known.has(a.phone))) {
    await db
      .insert(users)
      .values({
        role: account.role,
        phone: account.phone,
        email: account.email ?? null,
        userName: account.userName,
        passwordHash: account.password ? await hashPassword(account.password) : null,
        isDemo: true,
      })
      .onConflictDoNothing()
  }
  await seedDemoSchool(db)
  if (personalData) await completeDemoStudent(db, personalData)
  await seedDemoExam(db)
  await payDemoEntries(db)
  if (personalData) await seedDemoCharacterBank(db, personalData)
  await db
    .insert(certificates)
    .values(demoCertificates.map((c) => ({ ...c, isDemo: true })))
    .onConflictDoNothing()
  if (known.size < demoAccounts.length)
    logger.info('demo data seeded (development only; SEED_DEMO=0 turns it off)')
}

/** How to try the site with the demo data, printed at start in development. */
export function demoGuide(baseUrl: string) {
  const account = (a: (typeof demoAccounts)[number]) =>
    `    ${a.role.padEnd(14)} ${a.phone}${a.email ? ` / ${a.email}` : ''}  ${a.password ? `password ${a.password}` : 'SMS code (development outbox)'}`
  return [
    '  Demo data (development only, SEED_DEMO=0 turns it off):',
    ...demoAccounts.map(account),
    `    certificates   ${demoCertificates.map((c) => c.code).join(', ')} on ${baseUrl}/query`,
    `    character bank password ${DEMO_CHARACTER_BANK_PASSWORD} on ${baseUrl}/speCharacterBank`,
  ].join('\n')
}

/**
 * The demo teacher's school, approved and listed under 北京市海淀区; the demo club teacher is bound to
 * it too, also in a database seeded before he was among the demo accounts.
 */
async function seedDemoSchool(db: Db) {
  const teachers = await db
    .select({ id: users.id })
    .from(users)
    .where(inArray(users.phone, ['13800000001', '13800000005']))
  if (teachers.length === 0) return
  const [linked] = await db
    .select({ schoolId: userSchools.schoolId })
    .from(userSchools)
    .where(
      inArray(
        userSchools.userId,
        teachers.map((teacher) => teacher.id),
      ),
    )
  const schoolId = linked?.schoolId ?? (await insertDemoSchool(db))
  await db
    .insert(userSchools)
    .values(teachers.map((teacher) => ({ userId: teacher.id, schoolId })))
    .onConflictDoNothing()
}

async function insertDemoSchool(db: Db): Promise<number> {
  const [school] = await db
    .insert(schools)
    .values({
      schoolName: '北京市海淀区实验小学（演示 Demo）',
      schoolType: 0,
      schoolLevel: '1,2,3,4,5,6',
      provinceCode: '110000',
      cityCode: '110100',
      areaCode: '110108',
      province: '北京市',
      city: '市辖区',
      area: '海淀区',
      approved: true,
    })
    .returning({ id: schools.id })
  if (!school) throw new Error('the demo school was not created')
  return school.id
}
