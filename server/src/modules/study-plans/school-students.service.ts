import type { Lang } from '@spell/shared'
import { studentFieldsSchema } from '@spell/shared/api/study-plans/students'
import { and, desc, eq, ilike, or } from 'drizzle-orm'
import type { Db } from '../../db/database'
import { schoolStudents } from '../../db/schema'
import { AppError } from '../../http/app-error'
import { schoolOfUser } from '../school-console/school-access'
import { checkImportRows } from './import-rows'

/** A student of the asker's school's list; any other is "not found". */
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

/** The school's students, newest first, whose name or phone holds the keyword. */
export function schoolStudentList(db: Db, schoolId: number, keyword?: string) {
  const mine = eq(schoolStudents.schoolId, schoolId)
  const where = keyword
    ? and(mine, or(ilike(schoolStudents.name, `%${keyword}%`), ilike(schoolStudents.phone, `%${keyword}%`)))
    : mine
  return db.select().from(schoolStudents).where(where).orderBy(desc(schoolStudents.id))
}

/** Changes a student of the list (`id`) or adds one; a phone is on a school's list once. Answers the id. */
export async function saveStudent(
  db: Db,
  userId: number,
  { id, name, phone }: { id?: number | undefined; name: string; phone: string },
) {
  const schoolId = await schoolOfUser(db, userId)
  if (id) await ownStudent(db, userId, id)
  if (await phoneTaken(db, schoolId, phone, id))
    throw new AppError('conflict', 'student.phoneTaken', { params: { phone } })
  if (id) {
    await db.update(schoolStudents).set({ name, phone }).where(eq(schoolStudents.id, id))
    return id
  }
  const [saved] = await db.insert(schoolStudents).values({ schoolId, name, phone }).returning()
  return saved?.id ?? 0
}

/** Marks a student of the list normal or forbidden. */
export async function setStudentState(db: Db, userId: number, id: number, state: number) {
  await ownStudent(db, userId, id)
  await db.update(schoolStudents).set({ state }).where(eq(schoolStudents.id, id))
}

/** Removes a student from the school's list. */
export async function deleteStudent(db: Db, userId: number, id: number) {
  await ownStudent(db, userId, id)
  await db.delete(schoolStudents).where(eq(schoolStudents.id, id))
}

/** Adds the rows of a sheet to the school's list, all or none (a phone already listed refuses it). */
export async function importStudents(db: Db, schoolId: number, rows: readonly unknown[], lang: Lang) {
  const existing = await db
    .select({ phone: schoolStudents.phone })
    .from(schoolStudents)
    .where(eq(schoolStudents.schoolId, schoolId))
  const good = checkImportRows(rows, studentFieldsSchema, lang, {
    key: (row) => row.phone,
    message: 'student.phoneTaken',
    param: 'phone',
    taken: new Set(existing.map((s) => s.phone)),
  })
  await db.transaction(async (tx) => {
    await tx.insert(schoolStudents).values(good.map((row) => ({ ...row, schoolId })))
  })
  return good.length
}
