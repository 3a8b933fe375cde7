import { randomBytes } from 'node:crypto'
import fs from 'node:fs/promises'
import { fileTypeOf, translate } from '@spell/shared'
import {
  COURSE_UPLOAD_PATH,
  deleteCourse,
  listCoursesForCommittee,
  listCourseTypesForCommittee,
  saveCourseType,
  setCourseSchools,
} from '@spell/shared/api/courses/committee'
import { COURSE_FILE_MAX_BYTES, COURSE_KIND } from '@spell/shared/api/courses/courses'
import { Router } from 'express'
import multer from 'multer'
import type { AppServices } from '../../app-services'
import { AppError } from '../../http/app-error'
import { mountCall, refuseUnsafeText } from '../../http/define-route'
import { courseUrlOf } from './course-access'
import { courseImageRoutes } from './course-images.routes'
import {
  addCourse,
  courseFileRoot,
  coursesWithSchools,
  courseTypeById,
  courseTypeTree,
  openCourseTo,
  removeCourse,
  storeCourseType,
} from './courses.service'

const committee = { access: ['committee'] } as const

/** First bytes of the accepted course files; the extension alone is not trusted. */
const looksLike: Record<string, (b: Buffer) => boolean> = {
  pdf: (b) => b.subarray(0, 5).toString('latin1') === '%PDF-',
  mp4: (b) => b.subarray(4, 8).toString('latin1') === 'ftyp',
  mkv: (b) => b.subarray(0, 4).equals(Buffer.from([0x1a, 0x45, 0xdf, 0xa3])),
  m2v: (b) => b.subarray(0, 4).equals(Buffer.from([0x00, 0x00, 0x01, 0xb3])),
}

/** The committee's club-course management: types, uploaded course files, opening courses to schools. */
export function committeeCourseRoutes({ db, files }: AppServices) {
  const router = Router()
  const fileRoot = courseFileRoot(files.root)
  const upload = multer({
    storage: multer.diskStorage({
      destination: (_req, _file, done) => {
        fs.mkdir(fileRoot, { recursive: true }).then(
          () => done(null, fileRoot),
          (error: Error) => done(error, fileRoot),
        )
      },
      filename: (_req, file, done) =>
        done(
          null,
          `${randomBytes(12).toString('hex')}.${file.originalname.split('.').pop()?.toLowerCase() ?? 'bin'}`,
        ),
    }),
    limits: { fileSize: COURSE_FILE_MAX_BYTES, files: 1 },
  })

  mountCall(router, listCourseTypesForCommittee, committee, () => courseTypeTree(db))

  mountCall(router, saveCourseType, committee, async (input) => ({ id: await storeCourseType(db, input) }))

  mountCall(router, listCoursesForCommittee, committee, async () =>
    (await coursesWithSchools(db)).map(({ course: c, schoolIds }) => ({
      id: c.id,
      typeId: c.typeId,
      courseName: c.courseName,
      courseThumbnail: c.courseThumbnail,
      courseUrl: courseUrlOf(c),
      courseKind: c.courseKind,
      schoolIds,
    })),
  )

  mountCall(router, setCourseSchools, committee, async ({ courseId, schoolIds }) => {
    await openCourseTo(db, courseId, schoolIds)
    return null
  })

  mountCall(router, deleteCourse, committee, async ({ id }) => {
    await removeCourse(db, fileRoot, id)
    return null
  })

  // Multipart: typeId, courseName and the file (a PDF or a video), checked by extension and first bytes.
  router.post(COURSE_UPLOAD_PATH, (req, res, next) => {
    if (!req.user) throw new AppError('unauthorized')
    if (req.user.role !== 'committee') throw new AppError('forbidden')
    upload.single('file')(req, res, async (error: unknown) => {
      const file = req.file
      try {
        if (error instanceof multer.MulterError) throw new AppError('invalidInput', 'course.fileTypeInvalid')
        if (error) throw error
        refuseUnsafeText(req.body ?? {}, req.lang)
        const typeId = Number(req.body?.typeId)
        const courseName = String(req.body?.courseName ?? '').trim()
        if (!courseName || courseName.length > 100)
          throw new AppError('invalidInput', 'validation.required', {
            params: { field: translate('course.name', req.lang) },
          })
        if (!(await courseTypeById(db, typeId))) throw new AppError('invalidInput', 'course.typeNotFound')
        const kind = file ? fileTypeOf(file.originalname) : 'other'
        const extension = file?.originalname.split('.').pop()?.toLowerCase() ?? ''
        const head = file ? Buffer.alloc(16) : null
        if (file && head) {
          const handle = await fs.open(file.path, 'r')
          await handle.read(head, 0, 16, 0).finally(() => handle.close())
        }
        if (!file || !head || (kind !== 'pdf' && kind !== 'video') || !looksLike[extension]?.(head))
          throw new AppError('invalidInput', 'course.fileTypeInvalid')
        const course = await addCourse(db, {
          typeId,
          courseName,
          fileName: file.filename,
          courseKind: kind === 'pdf' ? COURSE_KIND.text : COURSE_KIND.video,
        })
        res.json({
          code: 200,
          msg: translate('result.ok', req.lang),
          data: { id: course.id, courseUrl: courseUrlOf(course) },
        })
      } catch (failure) {
        if (file) await fs.rm(file.path, { force: true })
        next(failure)
      }
    })
  })

  router.use(courseImageRoutes({ db, files }))
  return router
}
