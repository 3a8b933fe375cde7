import { randomBytes } from 'node:crypto'
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
    const course = await courseWithFile(db, Number(granted))
    res.setHeader('Cache-Control', 'private, no-store')
    res.setHeader('Content-Disposition', 'inline')
    res.setHeader('X-Content-Type-Options', 'nosniff')
    res.sendFile(course.fileName, { root: fileRoot, dotfiles: 'deny' })
  })

  return router
}
