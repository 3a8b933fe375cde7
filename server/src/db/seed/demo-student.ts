import { groupOfGrade, parseIdCard } from '@spell/shared'
import { PRIVACY_POLICY_VERSION } from '@spell/shared/api/privacy/consent'
import { eq } from 'drizzle-orm'
import { idNumberColumns } from '../../modules/privacy/id-numbers'
import type { PersonalDataVault } from '../../modules/privacy/personal-data-vault'
import type { Db } from '../database'
import { personalDataConsents, userInfos, users } from '../schema'

/**
 * The demo student's basic information, complete, so that the lexicon and fun learning open at once
 * instead of asking for it first. A valid (made-up) ID card number of a 15-year-old in grade 9, at the
 * demo school in 北京市海淀区; the student has consented to the privacy policy, as saving requires.
 */
const demoStudent = {
  phone: '13800000002',
  idCard: '110108201103070013',
  grade: 9,
  nationality: '中国',
}

/** Completes the demo student's information when it is missing; a student who already has it keeps it. */
export async function completeDemoStudent(db: Db, vault: PersonalDataVault) {
  const [student] = await db
    .select({ id: users.id, info: userInfos.userId })
    .from(users)
    .leftJoin(userInfos, eq(userInfos.userId, users.id))
    .where(eq(users.phone, demoStudent.phone))
  if (!student || student.info !== null) return
  const fromId = parseIdCard(demoStudent.idCard)
  if (!fromId) throw new Error('the demo student ID card number is not valid')
  await db.transaction(async (tx) => {
    await tx
      .update(users)
      .set({
        sex: fromId.sex === 'male' ? 1 : 0,
        cardType: 1,
        ...idNumberColumns(vault, demoStudent.idCard),
        dateBirth: fromId.birthDate,
        age: fromId.age,
      })
      .where(eq(users.id, student.id))
    await tx.insert(personalDataConsents).values({
      userId: student.id,
      kind: 'sensitive',
      policyVersion: PRIVACY_POLICY_VERSION,
      consentedAt: new Date(),
    })
    await tx.insert(userInfos).values({
      userId: student.id,
      provinceCode: '110000',
      cityCode: '110100',
      areaCode: '110108',
      province: '北京市',
      city: '市辖区',
      area: '海淀区',
      schoolName: '北京市海淀区实验中学（演示 Demo）',
      grade: demoStudent.grade,
      level: 2,
      groupId: groupOfGrade(demoStudent.grade)?.value ?? null,
      nationality: demoStudent.nationality,
    })
  })
}
