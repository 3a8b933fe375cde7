import { AVATAR_MAX_BYTES, AVATAR_TYPES } from '@spell/shared/api/users/basic-info'
import { z } from 'zod'

const EXTENSIONS = /\.(jpe?g|png)$/i

/**
 * Why an avatar file is refused before upload, as a message key, or null when it may go:
 * JPG/PNG/JPEG only (上传头像图片只能是 JPG/PNG/JPEG 格式!), at most 200KB (…不能超过 200KB!). Some
 * systems give no MIME type, so the extension decides when the type is empty.
 */
export function avatarProblem(file: {
  type: string
  size: number
  name: string
}): 'avatar.badType' | 'avatar.tooBig' | null {
  const typeOk = file.type
    ? (AVATAR_TYPES as readonly string[]).includes(file.type)
    : EXTENSIONS.test(file.name)
  if (!typeOk) return 'avatar.badType'
  if (file.size > AVATAR_MAX_BYTES) return 'avatar.tooBig'
  return null
}

/** The upload answers with code 0, not 200, as the old client expected: {code: 0, data: {url}}. */
const uploadAnswer = z.object({
  code: z.number(),
  msg: z.string().optional().default(''),
  data: z.object({ url: z.string().min(1) }).nullish(),
})

export type UploadOutcome = { url: string } | { error: string | null }

/** Reads the upload's answer: the picture's url, or the server's message (null when it gave none). */
export function readUploadAnswer(body: unknown): UploadOutcome {
  const answer = uploadAnswer.safeParse(body)
  if (!answer.success) return { error: null }
  if (answer.data.code === 0 && answer.data.data?.url) return { url: answer.data.data.url }
  return { error: answer.data.msg || null }
}
