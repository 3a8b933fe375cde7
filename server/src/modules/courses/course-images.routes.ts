import { translate } from '@spell/shared'
import {
  COURSE_IMAGE_EXTENSIONS,
  COURSE_IMAGE_MAX_BYTES,
  COURSE_IMAGE_TARGETS,
  COURSE_IMAGE_UPLOAD_PATH,
  type CourseImageTarget,
} from '@spell/shared/api/courses/committee'
import { Router } from 'express'
import multer from 'multer'
import type { AppServices } from '../../app-services'
import { AppError } from '../../http/app-error'
import { setCourseImage } from './courses.service'

/** First bytes of the accepted images: the extension must agree with what the file really is. */
const imageKinds: { extension: 'png' | 'jpg' | 'bmp' | 'gif'; matches: (b: Buffer) => boolean }[] = [
  {
    extension: 'png',
    matches: (b) => b.subarray(0, 8).equals(Buffer.from([137, 80, 78, 71, 13, 10, 26, 10])),
  },
  { extension: 'jpg', matches: (b) => b[0] === 0xff && b[1] === 0xd8 && b[2] === 0xff },
  { extension: 'bmp', matches: (b) => b.subarray(0, 2).toString('latin1') === 'BM' },
  { extension: 'gif', matches: (b) => /^GIF8[79]a$/.test(b.subarray(0, 6).toString('latin1')) },
]

/** The image kind of an upload if its name and its content agree, else null. */
function imageKindOf(fileName: string, bytes: Buffer) {
  const extension = fileName.split('.').pop()?.toLowerCase() ?? ''
  if (!(COURSE_IMAGE_EXTENSIONS as readonly string[]).includes(extension)) return null
  const kind = imageKinds.find((k) => k.matches(bytes))
  const named = extension === 'jpeg' ? 'jpg' : extension
  return kind && kind.extension === named ? kind.extension : null
}

/**
 * Logos of course types and thumbnails of courses, uploaded by the committee. They are kept in the
 * product's own storage (/uploads/course-images); no URL from outside is ever stored.
 */
export function courseImageRoutes({ db, files }: Pick<AppServices, 'db' | 'files'>) {
  const router = Router()
  const upload = multer({
    storage: multer.memoryStorage(),
    limits: { fileSize: COURSE_IMAGE_MAX_BYTES, files: 1 },
  })

  router.post(COURSE_IMAGE_UPLOAD_PATH, (req, res, next) => {
    if (!req.user) throw new AppError('unauthorized')
    if (req.user.role !== 'committee') throw new AppError('forbidden')
    upload.single('file')(req, res, async (error: unknown) => {
      try {
        if (error instanceof multer.MulterError && error.code === 'LIMIT_FILE_SIZE')
          throw new AppError('invalidInput', 'course.imageTooBig')
        if (error) throw error
        const target = String(req.body?.target ?? '') as CourseImageTarget
        const id = Number(req.body?.id)
        if (!COURSE_IMAGE_TARGETS.includes(target) || !Number.isInteger(id) || id <= 0)
          throw new AppError('invalidInput')
        const file = req.file
        const kind = file ? imageKindOf(file.originalname, file.buffer) : null
        if (!file || !kind) throw new AppError('invalidInput', 'course.imageTypeInvalid')
        const url = await setCourseImage(db, files, { target, id, kind, bytes: file.buffer })
        res.json({ code: 200, msg: translate('result.ok', req.lang), data: { url } })
      } catch (failure) {
        next(failure)
      }
    })
  })
  return router
}
