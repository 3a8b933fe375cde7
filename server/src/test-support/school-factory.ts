import type { Role } from '@spell/shared'
import type { Db } from '../db/database'
import { schools, userSchools } from '../db/schema'
import { startSession } from '../modules/auth/sessions.service'
import { buildUser } from './factories'

let schoolSeq = 0

export async function buildSchoolRow(db: Db, name = `测试学校${++schoolSeq}-${Date.now() % 100000}`) {
  const [school] = await db
    .insert(schools)
    .values({
      schoolName: name,
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
    .returning()
  if (!school) throw new Error('no school')
  return school
}

/** A school user (teacher, or club teacher) bound to new or given schools, with a session. */
export async function buildSchoolUser(
  db: Db,
  role: Extract<Role, 'schoolTeacher' | 'courseTeacher'> = 'schoolTeacher',
  schoolIds?: number[],
) {
  const user = await buildUser(db, role)
  const ids = schoolIds ?? [(await buildSchoolRow(db)).id]
  for (const schoolId of ids) await db.insert(userSchools).values({ userId: user.id, schoolId })
  const token = await startSession(db, user.id)
  return { user, schoolId: ids[0] as number, schoolIds: ids, token }
}
