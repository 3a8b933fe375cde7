import { randomBytes } from 'node:crypto'
import path from 'node:path'
import {
  type CourseTypeNode,
  getCourseFileLink,
  getUserSchoolList,
  haveBeenOpenedCourse,
  queryOpenCourseList,
  secondaryLinkageCourseQuery,
} from '@spell/shared/api/courses/courses'
import { and, asc, count, eq, ilike, inArray, type SQL } from 'drizzle-orm'
import { Router } from 'express'
import type { AppServices } from '../../app-services'
import type { Db } from '../../db/database'
import { courseSchools, courses, courseTypes, schools, userSchools } from '../../db/schema'
import { AppError } from '../../http/app-error'
import { mountCall } from '../../http/define-route'
import { courseIdOfUrl, courseUrlOf, viewableCourse, visibleSchoolIds } from './course-access'

const courseUsers = { access: ['courseTeacher', 'committee'] } as const
/** How long a viewer's link to a course file lives (a video keeps fetching ranges while it plays). */
const FILE_LINK_SECONDS = 3600

/** The private folder of course files: next to the public uploads, never served by the static route. */
export const courseFileRoot = (uploadsRoot: string) => path.join(path.dirname(uploadsRoot), 'course-files')

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

/** Club courses for club teachers (role 4): types, courses of their bound schools, viewer links, files. */
export function courseRoutes({ db, store, files }: AppServices) {
  const router = Router()
  const fileRoot = courseFileRoot(files.root)

  mountCall(
    router,
    getUserSchoolList,
    { access: ['courseTeacher', 'schoolTeacher'] },
    async (_input, { user }) =>
      db
        .select({ schoolId: schools.id, schoolName: schools.schoolName })
        .from(userSchools)
        .innerJoin(schools, eq(schools.id, userSchools.schoolId))
        .where(eq(userSchools.userId, user.id))
        .orderBy(asc(schools.id)),
  )

  mountCall(router, secondaryLinkageCourseQuery, courseUsers, () => courseTypeTree(db))

  mountCall(router, haveBeenOpenedCourse, courseUsers, async ({ schoolId }, { user }) => {
    const schoolIds = await visibleSchoolIds(db, user.id, schoolId)
    if (!schoolIds.length) return []
    const rows = await db
      .selectDistinct({ typeId: courses.typeId })
      .from(courses)
      .innerJoin(courseSchools, eq(courseSchools.courseId, courses.id))
      .where(inArray(courseSchools.schoolId, schoolIds))
    return courseTypeTree(db, new Set(rows.map((r) => r.typeId)))
  })

  mountCall(router, queryOpenCourseList, courseUsers, async (query, { user }) => {
    const schoolIds = await visibleSchoolIds(db, user.id, query.schoolId)
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
    return {
      rows: rows.map(({ fileName, ...c }) => ({ ...c, courseUrl: courseUrlOf({ id: c.id, fileName }) })),
      total: total?.n ?? 0,
    }
  })

  mountCall(router, getCourseFileLink, courseUsers, async ({ fileUrl }, { user }) => {
    const courseId = courseIdOfUrl(fileUrl)
    if (courseId === null) throw new AppError('forbidden', 'course.fileRefused')
    const course = await viewableCourse(db, user, courseId)
    if (!course.fileName) throw new AppError('notFound', 'course.notFound')
    const token = randomBytes(24).toString('base64url')
    await store.set(`course-file:${token}`, String(course.id), FILE_LINK_SECONDS)
    return {
      url: `${courseUrlOf(course)}?t=${token}`,
      courseName: course.courseName,
      courseKind: course.courseKind,
    }
  })

  // The file itself: only with a live link from getCourseFileLink (a <video> cannot send headers).
  router.get('/course/file/:courseId', async (req, res) => {
    const token = typeof req.query.t === 'string' ? req.query.t : ''
    const granted = token ? await store.get(`course-file:${token}`) : null
    if (!granted || granted !== req.params.courseId) throw new AppError('forbidden', 'course.fileRefused')
    const [course] = await db
      .select()
      .from(courses)
      .where(eq(courses.id, Number(granted)))
    if (!course?.fileName) throw new AppError('notFound', 'course.notFound')
    res.setHeader('Cache-Control', 'private, no-store')
    res.setHeader('Content-Disposition', 'inline')
    res.setHeader('X-Content-Type-Options', 'nosniff')
    res.sendFile(course.fileName, { root: fileRoot, dotfiles: 'deny' })
  })

  return router
}
