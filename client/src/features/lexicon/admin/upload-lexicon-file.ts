import { API_PREFIX } from '@spell/shared'
import { LEXICON_UPLOAD_PATH } from '@spell/shared/api/lexicon/admin-words'
import { langTag } from '../../../i18n'
import { getToken } from '../../../lib/auth-storage'

/** The headers of a committee upload: who asks, and the language the server's refusals are written in. */
export const uploadHeaders = () => ({
  Authorization: getToken() ?? '',
  'Accept-Language': langTag(),
})

/**
 * Uploads one file for a lexicon entry (a recorded clip here; the file picker uses antd's Upload with
 * the same path and headers). Resolves with its URL, rejects with the server's message naming what is
 * wrong with the file.
 */
export async function uploadLexiconFile(file: Blob, name: string) {
  const form = new FormData()
  form.set('file', file, name)
  const response = await fetch(`${API_PREFIX}${LEXICON_UPLOAD_PATH}`, {
    method: 'POST',
    headers: uploadHeaders(),
    body: form,
  })
  const body = (await response.json().catch(() => null)) as {
    code?: number
    msg?: string
    data?: { url: string }
  } | null
  if (body?.code === 200 && body.data) return body.data.url
  throw new Error(body?.msg || response.statusText)
}
