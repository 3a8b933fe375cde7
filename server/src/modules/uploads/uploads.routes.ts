import { translate } from '@spell/shared'
import { AVATAR_MAX_BYTES, AVATAR_UPLOAD_PATH } from '@spell/shared/api/users/basic-info'
import { Router } from 'express'
import multer from 'multer'
import type { AppServices } from '../../app-services'
import { AppError } from '../../http/app-error'

/** The image formats accepted, recognised by their first bytes rather than by what the browser says. */
const signatures = [
  {
    extension: 'png',
    matches: (b: Buffer) => b.subarray(0, 8).equals(Buffer.from([137, 80, 78, 71, 13, 10, 26, 10])),
  },
  { extension: 'jpg', matches: (b: Buffer) => b[0] === 0xff && b[1] === 0xd8 && b[2] === 0xff },
]

/**
 * Avatar upload. As the specification's client expects, success is `code: 0` with data.url, unlike
 * the rest of the API; failures carry our usual codes and a message in the user's language.
 */
export function uploadRoutes({ files }: AppServices) {
  const router = Router()
  const upload = multer({ storage: multer.memoryStorage(), limits: { fileSize: AVATAR_MAX_BYTES, files: 1 } })

  router.post(AVATAR_UPLOAD_PATH, (req, res, next) => {
    if (!req.user) throw new AppError('unauthorized')
    upload.single('file')(req, res, async (error: unknown) => {
      try {
        if (error instanceof multer.MulterError && error.code === 'LIMIT_FILE_SIZE')
          throw new AppError('invalidInput', 'avatar.tooBig')
        if (error) throw error
        const file = req.file
        const kind = file && signatures.find((s) => s.matches(file.buffer))
        if (!file || !kind || !/\.(jpe?g|png)$/i.test(file.originalname))
          throw new AppError('invalidInput', 'avatar.badType')
        const url = await files.save('avatars', kind.extension, file.buffer)
        res.json({ code: 0, msg: translate('result.ok', req.lang), data: { url } })
      } catch (failure) {
        next(failure)
      }
    })
  })
  return router
}
