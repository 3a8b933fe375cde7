import { API_PREFIX } from '@spell/shared'
import {
  COURSE_IMAGE_UPLOAD_PATH,
  COURSE_UPLOAD_PATH,
  type CourseImageTarget,
} from '@spell/shared/api/courses/committee'
import { langTag } from '../../../i18n'
import { getToken } from '../../../lib/auth-storage'

/**
 * Posts one multipart form with XMLHttpRequest, whose upload events give the progress bar (fetch has
 * none). Resolves with the envelope's data, rejects with its message.
 */
function postWithProgress<T>(path: string, form: FormData, onProgress: (percent: number) => void) {
  return new Promise<T>((resolve, reject) => {
    const xhr = new XMLHttpRequest()
    xhr.open('POST', `${API_PREFIX}${path}`)
    const token = getToken()
    if (token) xhr.setRequestHeader('Authorization', token)
    xhr.setRequestHeader('Accept-Language', langTag())
    xhr.upload.onprogress = (e) => {
      if (e.lengthComputable) onProgress(Math.round((e.loaded / e.total) * 100))
    }
    xhr.onload = () => {
      try {
        const body = JSON.parse(xhr.responseText) as { code: number; msg: string; data: T }
        if (body.code === 200) resolve(body.data)
        else reject(new Error(body.msg))
      } catch {
        reject(new Error(xhr.statusText || 'upload failed'))
      }
    }
    xhr.onerror = () => reject(new Error('network error'))
    xhr.send(form)
  })
}

/** Uploads one course file (a PDF or a video) as a new course of a type. */
export function uploadCourse(
  input: { typeId: number; courseName: string; file: File },
  onProgress: (percent: number) => void,
) {
  const form = new FormData()
  form.set('typeId', String(input.typeId))
  form.set('courseName', input.courseName)
  form.set('file', input.file)
  return postWithProgress<{ id: number; courseUrl: string }>(COURSE_UPLOAD_PATH, form, onProgress)
}

/** Uploads a course type's logo or a course's thumbnail. */
export function uploadCourseImage(
  input: { target: CourseImageTarget; id: number; file: File },
  onProgress: (percent: number) => void,
) {
  const form = new FormData()
  form.set('target', input.target)
  form.set('id', String(input.id))
  form.set('file', input.file)
  return postWithProgress<{ url: string }>(COURSE_IMAGE_UPLOAD_PATH, form, onProgress)
}
