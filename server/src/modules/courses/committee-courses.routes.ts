import { randomBytes } from 'node:crypto'
import fs from 'node:fs/promises'
import path from 'node:path'
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
import { asc, eq } from 'drizzle-orm'
import { Router } from 'express'
import multer from 'multer'
import type { AppServices } from '../../app-services'
import { courseSchools, courses, courseTypes } from '../../db/schema'
import { AppError } from '../../http/app-error'
import { mountCall, refuseUnsafeText } from '../../http/define-route'
import { courseUrlOf } from './course-access'
import { courseImageRoutes } from './course-images.routes'
import { courseFileRoot, courseTypeTree } from './courses.routes'

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

  mountCall(router, saveCourseType, committee, async ({ id, typeName, parentId }) => {
    if (parentId) {
      const [parent] = await db.select().from(courseTypes).where(eq(courseTypes.id, parentId))
      if (!parent || parent.parentId !== null) throw new AppError('invalidInput', 'course.typeNotFound')
    }
    const values = { typeName, parentId: parentId ?? null }
    const [row] = id
      ? await db.update(courseTypes).set(values).where(eq(courseTypes.id, id)).returning()
      : await db.insert(courseTypes).values(values).returning()
    if (!row) throw new AppError('notFound', 'course.typeNotFound')
    return { id: row.id }
  })

  mountCall(router, listCoursesForCommittee, committee, async () => {
    const rows = await db.select().from(courses).orderBy(asc(courses.id))
    const links = await db.select().from(courseSchools)
    return rows.map((c) => ({
      id: c.id,
      typeId: c.typeId,
      courseName: c.courseName,
      courseThumbnail: c.courseThumbnail,
      courseUrl: courseUrlOf(c),
      courseKind: c.courseKind,
      schoolIds: links.filter((l) => l.courseId === c.id).map((l) => l.schoolId),
    }))
  })

  mountCall(router, setCourseSchools, committee, async ({ courseId, schoolIds }) => {
    await db.transaction(async (tx) => {
      const [course] = await tx.select({ id: courses.id }).from(courses).where(eq(courses.id, courseId))
      if (!course) throw new AppError('notFound', 'course.notFound')
      await tx.delete(courseSchools).where(eq(courseSchools.courseId, courseId))
      const unique = [...new Set(schoolIds)]
      if (unique.length)
        await tx.insert(courseSchools).values(unique.map((schoolId) => ({ courseId, schoolId })))
    })
    return null
  })

  mountCall(router, deleteCourse, committee, async ({ id }) => {
    const [course] = await db.delete(courses).where(eq(courses.id, id)).returning()
    if (!course) throw new AppError('notFound', 'course.notFound')
    if (course.fileName) await fs.rm(path.join(fileRoot, course.fileName), { force: true })
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
        const [type] = Number.isInteger(typeId)
          ? await db.select().from(courseTypes).where(eq(courseTypes.id, typeId))
          : []
        if (!type) throw new AppError('invalidInput', 'course.typeNotFound')
        const kind = file ? fileTypeOf(file.originalname) : 'other'
        const extension = file?.originalname.split('.').pop()?.toLowerCase() ?? ''
        const head = file ? Buffer.alloc(16) : null
        if (file && head) {
          const handle = await fs.open(file.path, 'r')
          await handle.read(head, 0, 16, 0).finally(() => handle.close())
        }
        if (!file || !head || (kind !== 'pdf' && kind !== 'video') || !looksLike[extension]?.(head))
          throw new AppError('invalidInput', 'course.fileTypeInvalid')
        const [course] = await db
          .insert(courses)
          .values({
            typeId,
            courseName,
            fileName: file.filename,
            courseKind: kind === 'pdf' ? COURSE_KIND.text : COURSE_KIND.video,
          })
          .returning()
        if (!course) throw new Error('course not saved')
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
