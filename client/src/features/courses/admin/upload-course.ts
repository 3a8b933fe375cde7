import { API_PREFIX } from '@spell/shared'
import { COURSE_UPLOAD_PATH } from '@spell/shared/api/courses/committee'
import { currentLang } from '../../../i18n'
import { getToken } from '../../../lib/auth-storage'

/**
 * Uploads one course file with XMLHttpRequest, whose upload events give the progress bar (fetch has
 * none). Resolves with the envelope's data, rejects with its message.
 */
export function uploadCourse(
  input: { typeId: number; courseName: string; file: File },
  onProgress: (percent: number) => void,
) {
  return new Promise<{ id: number; courseUrl: string }>((resolve, reject) => {
    const form = new FormData()
    form.set('typeId', String(input.typeId))
    form.set('courseName', input.courseName)
    form.set('file', input.file)
    const xhr = new XMLHttpRequest()
    xhr.open('POST', `${API_PREFIX}${COURSE_UPLOAD_PATH}`)
    const token = getToken()
    if (token) xhr.setRequestHeader('Authorization', token)
    xhr.setRequestHeader('Accept-Language', currentLang() === 'en' ? 'en' : 'zh-CN')
    xhr.upload.onprogress = (e) => {
      if (e.lengthComputable) onProgress(Math.round((e.loaded / e.total) * 100))
    }
    xhr.onload = () => {
      try {
        const body = JSON.parse(xhr.responseText) as {
          code: number
          msg: string
          data: { id: number; courseUrl: string }
        }
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
