import { randomBytes } from 'node:crypto'
import fs from 'node:fs/promises'
import path from 'node:path'
import {
  getCourseFileLink,
  getUserSchoolList,
  haveBeenOpenedCourse,
  queryOpenCourseList,
  secondaryLinkageCourseQuery,
} from '@spell/shared/api/courses/courses'
import { Router } from 'express'
import type { AppServices } from '../../app-services'
import { AppError } from '../../http/app-error'
import { mountCall } from '../../http/define-route'
import { courseIdOfUrl, courseUrlOf, viewableCourse, visibleSchoolIds } from './course-access'
import {
  boundSchools,
  courseFileRoot,
  courseTypeTree,
  courseWithFile,
  openCoursePage,
  openedCourseTypes,
} from './courses.service'

const courseUsers = { access: ['courseTeacher', 'committee'] } as const

/** What a viewer's link grants: one course, to one user, checked again on every request. */
interface FileGrant {
  courseId: number
  userId: number
  role: string
}

function readGrant(stored: string | null): FileGrant | null {
  if (!stored) return null
  try {
    const grant = JSON.parse(stored) as Partial<FileGrant>
    return typeof grant.courseId === 'number' && typeof grant.userId === 'number'
      ? { courseId: grant.courseId, userId: grant.userId, role: String(grant.role) }
      : null
  } catch {
    return null
  }
}

const fileExists = (file: string) =>
  fs.stat(file).then(
    (s) => s.isFile(),
    () => false,
  )
/** How long a viewer's link to a course file lives (a video keeps fetching ranges while it plays). */
const FILE_LINK_SECONDS = 3600

/** Club courses for club teachers (role 4): types, courses of their bound schools, viewer links, files. */
export function courseRoutes({ db, store, files }: AppServices) {
  const router = Router()
  const fileRoot = courseFileRoot(files.root)

  mountCall(router, getUserSchoolList, { access: ['courseTeacher', 'schoolTeacher'] }, (_input, { user }) =>
    boundSchools(db, user.id),
  )

  mountCall(router, secondaryLinkageCourseQuery, courseUsers, () => courseTypeTree(db))

  mountCall(router, haveBeenOpenedCourse, courseUsers, async ({ schoolId }, { user }) => {
    return openedCourseTypes(db, await visibleSchoolIds(db, user.id, schoolId))
  })

  mountCall(router, queryOpenCourseList, courseUsers, async ({ schoolId, ...query }, { user }) => {
    const { rows, total } = await openCoursePage(db, await visibleSchoolIds(db, user.id, schoolId), query)
    return {
      rows: rows.map(({ fileName, ...c }) => ({ ...c, courseUrl: courseUrlOf({ id: c.id, fileName }) })),
      total,
    }
  })

  mountCall(router, getCourseFileLink, courseUsers, async ({ fileUrl }, { user }) => {
    const courseId = courseIdOfUrl(fileUrl)
    if (courseId === null) throw new AppError('forbidden', 'course.fileRefused')
    const course = await viewableCourse(db, user, courseId)
    if (!course.fileName) throw new AppError('notFound', 'course.fileMissing')
    const token = randomBytes(24).toString('base64url')
    const grant: FileGrant = { courseId: course.id, userId: user.id, role: user.role }
    await store.set(`course-file:${token}`, JSON.stringify(grant), FILE_LINK_SECONDS)
    return {
      url: `${courseUrlOf(course)}?t=${token}`,
      courseName: course.courseName,
      courseKind: course.courseKind,
    }
  })

  // The file itself: only with a live link from getCourseFileLink (a <video> cannot send headers), and
  // only while the course is still open to the holder: closing a course stops its links at once.
  router.get('/course/file/:courseId', async (req, res) => {
    const token = typeof req.query.t === 'string' ? req.query.t : ''
    if (!token) throw new AppError('forbidden', 'course.linkMissing')
    const grant = readGrant(await store.get(`course-file:${token}`))
    if (!grant) throw new AppError('forbidden', 'course.linkExpired')
    if (String(grant.courseId) !== req.params.courseId) throw new AppError('forbidden', 'course.linkMissing')
    await viewableCourse(db, { id: grant.userId, role: grant.role }, grant.courseId, 'course.closed')
    const course = await courseWithFile(db, grant.courseId)
    if (!(await fileExists(path.join(fileRoot, course.fileName))))
      throw new AppError('notFound', 'course.fileMissing')
    res.setHeader('Cache-Control', 'private, no-store')
    res.setHeader('Content-Disposition', 'inline')
    res.setHeader('X-Content-Type-Options', 'nosniff')
    res.sendFile(course.fileName, { root: fileRoot, dotfiles: 'deny' })
  })

  return router
}
