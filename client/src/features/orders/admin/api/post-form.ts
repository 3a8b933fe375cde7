import { API_PREFIX } from '@spell/shared'
import { currentLang } from '../../../../i18n'
import { getToken } from '../../../../lib/auth-storage'

/** A multipart form (a file with its fields) to a call outside the JSON contract; rejects with the server's message. */
export async function postForm<T>(path: string, form: FormData): Promise<T> {
  const response = await fetch(`${API_PREFIX}${path}`, {
    method: 'POST',
    headers: { authorization: getToken() ?? '', 'accept-language': currentLang() === 'en' ? 'en' : 'zh-CN' },
    body: form,
  })
  const body = (await response.json().catch(() => null)) as { code: number; msg: string; data: T } | null
  if (body?.code !== 200) throw new Error(body?.msg ?? response.statusText)
  return body.data
}
