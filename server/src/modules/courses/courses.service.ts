import fs from 'node:fs/promises'
import path from 'node:path'
import type { CallRequest } from '@spell/shared'
import {
  COURSE_IMAGE_URL_PREFIX,
  type CourseImageTarget,
  type saveCourseType,
} from '@spell/shared/api/courses/committee'
import type { CourseTypeNode, queryOpenCourseList } from '@spell/shared/api/courses/courses'
import { and, asc, count, eq, ilike, inArray, type SQL } from 'drizzle-orm'
import type { Db } from '../../db/database'
import { courseSchools, courses, courseTypes, schools, userSchools } from '../../db/schema'
import { AppError } from '../../http/app-error'
import type { FileStorage } from '../../providers/file-storage'

/** The private folder of course files: next to the public uploads, never served by the static route. */
export const courseFileRoot = (uploadsRoot: string) => path.join(path.dirname(uploadsRoot), 'course-files')

/** The course types as a tree of one level; with `onlyIds`, only those types and the parents holding them. */
export async function courseTypeTree(db: Db, onlyIds?: Set<number>): Promise<CourseTypeNode[]> {
  const rows = await db.select().from(courseTypes).orderBy(asc(courseTypes.id))
  const node = (t: (typeof rows)[number]): CourseTypeNode => ({
    id: t.id,
    typeName: t.typeName,
    typeLogo: t.typeLogo,
    childrenCourseType: rows.filter((c) => c.parentId === t.id && (!onlyIds || onlyIds.has(c.id))).map(node),
  })
  return rows
    .filter((t) => t.parentId === null)
    .map(node)
    .filter((t) => !onlyIds || onlyIds.has(t.id) || t.childrenCourseType.length > 0)
}

/** The schools bound to a user, with their names. */
export function boundSchools(db: Db, userId: number) {
  return db
    .select({ schoolId: schools.id, schoolName: schools.schoolName })
    .from(userSchools)
    .innerJoin(schools, eq(schools.id, userSchools.schoolId))
    .where(eq(userSchools.userId, userId))
    .orderBy(asc(schools.id))
}

/** The type tree cut down to the types of the courses opened to these schools. */
export async function openedCourseTypes(db: Db, schoolIds: number[]) {
  if (!schoolIds.length) return []
  const rows = await db
    .selectDistinct({ typeId: courses.typeId })
    .from(courses)
    .innerJoin(courseSchools, eq(courseSchools.courseId, courses.id))
    .where(inArray(courseSchools.schoolId, schoolIds))
  return courseTypeTree(db, new Set(rows.map((r) => r.typeId)))
}

/** One page of the courses opened to these schools, of a type and by a part of the name when asked. */
export async function openCoursePage(
  db: Db,
  schoolIds: number[],
  query: Omit<CallRequest<typeof queryOpenCourseList>, 'schoolId'>,
) {
  if (!schoolIds.length) return { rows: [], total: 0 }
  const filters: SQL[] = [inArray(courseSchools.schoolId, schoolIds)]
  if (query.typeId) filters.push(eq(courses.typeId, query.typeId))
  if (query.courseName) filters.push(ilike(courses.courseName, `%${query.courseName}%`))
  const where = and(...filters)
  const [total] = await db
    .select({ n: count(courses.id) })
    .from(courses)
    .innerJoin(courseSchools, eq(courseSchools.courseId, courses.id))
    .where(where)
  const rows = await db
    .selectDistinctOn([courses.id], {
      id: courses.id,
      typeId: courses.typeId,
      courseName: courses.courseName,
      courseThumbnail: courses.courseThumbnail,
      fileName: courses.fileName,
      courseKind: courses.courseKind,
    })
    .from(courses)
    .innerJoin(courseSchools, eq(courseSchools.courseId, courses.id))
    .where(where)
    .orderBy(asc(courses.id))
    .limit(query.pageSize)
    .offset((query.pageNum - 1) * query.pageSize)
  return { rows, total: total?.n ?? 0 }
}

/** A course with a stored file, or "not found". */
export async function courseWithFile(db: Db, id: number) {
  const [course] = await db.select().from(courses).where(eq(courses.id, id))
  if (!course?.fileName) throw new AppError('notFound', 'course.fileMissing')
  return { ...course, fileName: course.fileName }
}

/** Adds a course type or renames one (`id`); a child's parent must be a top-level type. Answers its id. */
export async function storeCourseType(
  db: Db,
  { id, typeName, parentId }: CallRequest<typeof saveCourseType>,
) {
  if (parentId) {
    const [parent] = await db.select().from(courseTypes).where(eq(courseTypes.id, parentId))
    if (!parent || parent.parentId !== null) throw new AppError('invalidInput', 'course.typeNotFound')
  }
  const values = { typeName, parentId: parentId ?? null }
  const [row] = id
    ? await db.update(courseTypes).set(values).where(eq(courseTypes.id, id)).returning()
    : await db.insert(courseTypes).values(values).returning()
  if (!row) throw new AppError('notFound', 'course.typeNotFound')
  return row.id
}

/** Every course with the schools it is opened to. */
export async function coursesWithSchools(db: Db) {
  const [rows, links] = await Promise.all([
    db.select().from(courses).orderBy(asc(courses.id)),
    db.select().from(courseSchools),
  ])
  return rows.map((course) => ({
    course,
    schoolIds: links.filter((l) => l.courseId === course.id).map((l) => l.schoolId),
  }))
}

/** Opens a course to exactly these schools. */
export async function openCourseTo(db: Db, courseId: number, schoolIds: number[]) {
  await db.transaction(async (tx) => {
    const [course] = await tx.select({ id: courses.id }).from(courses).where(eq(courses.id, courseId))
    if (!course) throw new AppError('notFound', 'course.notFound')
    await tx.delete(courseSchools).where(eq(courseSchools.courseId, courseId))
    const unique = [...new Set(schoolIds)]
    if (unique.length)
      await tx.insert(courseSchools).values(unique.map((schoolId) => ({ courseId, schoolId })))
  })
}

/** Deletes a course and its stored file. */
export async function removeCourse(db: Db, fileRoot: string, id: number) {
  const [course] = await db.delete(courses).where(eq(courses.id, id)).returning()
  if (!course) throw new AppError('notFound', 'course.notFound')
  if (course.fileName) await fs.rm(path.join(fileRoot, course.fileName), { force: true })
}

/** A course type by id, if there is one. */
export async function courseTypeById(db: Db, typeId: number) {
  if (!Number.isInteger(typeId)) return undefined
  const [type] = await db.select().from(courseTypes).where(eq(courseTypes.id, typeId))
  return type
}

/** Stores a new course whose file is already in the course folder. */
export async function addCourse(db: Db, values: typeof courses.$inferInsert) {
  const [course] = await db.insert(courses).values(values).returning()
  if (!course) throw new Error('course not saved')
  return course
}

/** Removes a replaced image, if it is one of ours. */
async function removeOld(uploadsRoot: string, url: string) {
  if (!url.startsWith(COURSE_IMAGE_URL_PREFIX)) return
  const name = path.basename(url)
  await fs.rm(path.join(uploadsRoot, 'course-images', name), { force: true })
}

/**
 * Stores an uploaded image as a course type's logo or a course's thumbnail, in the product's own
 * storage, and removes the one it replaces. Answers the image's URL.
 */
export async function setCourseImage(
  db: Db,
  files: FileStorage,
  { target, id, kind, bytes }: { target: CourseImageTarget; id: number; kind: string; bytes: Buffer },
) {
  const table = target === 'typeLogo' ? courseTypes : courses
  const [row] = await db.select().from(table).where(eq(table.id, id))
  if (!row) throw new AppError('notFound', target === 'typeLogo' ? 'course.typeNotFound' : 'course.notFound')
  const url = await files.save('course-images', kind, bytes)
  if (target === 'typeLogo') {
    await db.update(courseTypes).set({ typeLogo: url }).where(eq(courseTypes.id, id))
    await removeOld(files.root, (row as typeof courseTypes.$inferSelect).typeLogo)
  } else {
    await db.update(courses).set({ courseThumbnail: url }).where(eq(courses.id, id))
    await removeOld(files.root, (row as typeof courses.$inferSelect).courseThumbnail)
  }
  return url
}
