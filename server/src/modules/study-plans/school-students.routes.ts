import {
  deleteSchoolStudent,
  getSchoolStudentList,
  importSchoolStudents,
  saveSchoolStudent,
  setSchoolStudentState,
  studentFieldsSchema,
} from '@spell/shared/api/study-plans/students'
import { and, desc, eq, ilike, or } from 'drizzle-orm'
import { Router } from 'express'
import type { AppServices } from '../../app-services'
import type { Db } from '../../db/database'
import { schoolStudents } from '../../db/schema'
import { AppError } from '../../http/app-error'
import { mountCall } from '../../http/define-route'
import { schoolOfUser } from '../school-console/school-access'
import { checkImportRows } from './import-rows'

const schoolTeacher = { access: ['schoolTeacher'] } as const

async function ownStudent(db: Db, userId: number, id: number) {
  const schoolId = await schoolOfUser(db, userId)
  const [row] = await db
    .select()
    .from(schoolStudents)
    .where(and(eq(schoolStudents.id, id), eq(schoolStudents.schoolId, schoolId)))
  if (!row) throw new AppError('notFound', 'student.notFound')
  return row
}

async function phoneTaken(db: Db, schoolId: number, phone: string, exceptId?: number) {
  const rows = await db
    .select({ id: schoolStudents.id })
    .from(schoolStudents)
    .where(and(eq(schoolStudents.schoolId, schoolId), eq(schoolStudents.phone, phone)))
  return rows.some((r) => r.id !== exceptId)
}

/** A school's student list; each student is normal or forbidden. */
export function schoolStudentRoutes({ db }: AppServices) {
  const router = Router()

  mountCall(router, getSchoolStudentList, schoolTeacher, async ({ keyword }, { user }) => {
    const schoolId = await schoolOfUser(db, user.id)
    const mine = eq(schoolStudents.schoolId, schoolId)
    const where = keyword
      ? and(mine, or(ilike(schoolStudents.name, `%${keyword}%`), ilike(schoolStudents.phone, `%${keyword}%`)))
      : mine
    const rows = await db.select().from(schoolStudents).where(where).orderBy(desc(schoolStudents.id))
    return rows.map(({ id, name, phone, state, createdAt }) => ({
      id,
      name,
      phone,
      state,
      createdAt: createdAt.toISOString(),
    }))
  })

  mountCall(router, saveSchoolStudent, schoolTeacher, async ({ id, name, phone }, { user }) => {
    const schoolId = await schoolOfUser(db, user.id)
    if (id) await ownStudent(db, user.id, id)
    if (await phoneTaken(db, schoolId, phone, id))
      throw new AppError('conflict', 'student.phoneTaken', { params: { phone } })
    if (id) {
      await db.update(schoolStudents).set({ name, phone }).where(eq(schoolStudents.id, id))
      return { id }
    }
    const [saved] = await db.insert(schoolStudents).values({ schoolId, name, phone }).returning()
    return { id: saved?.id ?? 0 }
  })

  mountCall(router, setSchoolStudentState, schoolTeacher, async ({ id, state }, { user }) => {
    await ownStudent(db, user.id, id)
    await db.update(schoolStudents).set({ state }).where(eq(schoolStudents.id, id))
    return null
  })

  mountCall(router, deleteSchoolStudent, schoolTeacher, async ({ id }, { user }) => {
    await ownStudent(db, user.id, id)
    await db.delete(schoolStudents).where(eq(schoolStudents.id, id))
    return null
  })

  mountCall(router, importSchoolStudents, schoolTeacher, async ({ rows }, { user, req }) => {
    const schoolId = await schoolOfUser(db, user.id)
    const existing = await db
      .select({ phone: schoolStudents.phone })
      .from(schoolStudents)
      .where(eq(schoolStudents.schoolId, schoolId))
    const good = checkImportRows(rows, studentFieldsSchema, req.lang, {
      key: (row) => row.phone,
      message: 'student.phoneTaken',
      param: 'phone',
      taken: new Set(existing.map((s) => s.phone)),
    })
    await db.transaction(async (tx) => {
      await tx.insert(schoolStudents).values(good.map((row) => ({ ...row, schoolId })))
    })
    return { imported: good.length }
  })

  return router
}
