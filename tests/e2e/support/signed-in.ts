import type { LoginResult } from '@spell/shared/api/accounts/login'
import type { Browser, BrowserContext } from 'playwright-core'
import { resendKey } from '../../../server/src/modules/codes/codes.service'
import type { Site } from './site'

/** Who a page is for: nobody signed in, or one of the seeded demo accounts. */
export type Role = 'visitor' | 'student' | 'school' | 'clubTeacher' | 'judge' | 'committee'

/** The demo accounts of the seeded demo data (startTestServer({ SEED_DEMO: '1' })). */
const DEMO = {
  student: { phone: '13800000002', password: 'Demo@2024' },
  school: { phone: '13800000001' },
  clubTeacher: { phone: '13800000005' },
  judge: { account: '13800000003', password: 'Judge@2024' },
  committee: { account: '13800000004', password: 'Committee@2024' },
}

/** Posts to the API as the client does; with `authorization`, as that signed-in user. */
export async function post<T>(site: Site, path: string, body: unknown, authorization?: string): Promise<T> {
  const response = await fetch(`${site.url}/api${path}`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', ...(authorization ? { authorization } : {}) },
    body: JSON.stringify(body),
  })
  const envelope = (await response.json()) as { code: number; msg: string; data: T }
  if (envelope.code !== 200) throw new Error(`${path}: ${envelope.code} ${envelope.msg}`)
  return envelope.data
}

/** An SMS code of the given type (1: login), sent and read from the development outbox as a developer would. */
export async function schoolCode(site: Site, phone: string, codeType = 1) {
  await site.services.store.delete(resendKey(phone))
  await post(site, '/common/smsVerificationCode', { phone, codeType })
  const response = await fetch(`${site.url}/api/dev/outbox?to=${phone}`)
  const code = ((await response.json()) as { data: { code: string | null }[] }).data.find((m) => m.code)?.code
  if (!code) throw new Error(`no code in the outbox for ${phone}`)
  return code
}

/** Signs a demo account in through the API, as the login pages do; a visitor gets null. */
export async function demoLogin(site: Site, role: Role): Promise<LoginResult | null> {
  switch (role) {
    case 'visitor':
      return null
    case 'student':
      return post(site, '/common/loginWebByPhone', DEMO.student)
    case 'school':
    case 'clubTeacher':
      return post(site, '/mobileLoginWeb', {
        phone: DEMO[role].phone,
        code: await schoolCode(site, DEMO[role].phone),
      })
    case 'judge':
      return post(site, '/admin/login', DEMO.judge)
    case 'committee':
      return post(site, '/admin/login', DEMO.committee)
  }
}

/**
 * A browser context in the given language and width, holding in localStorage what the login left
 * there (the same keys as the client's storeLogin).
 */
export async function contextFor(
  browser: Browser,
  login: LoginResult | null,
  options: { lang: 'ZH' | 'EN'; width: number },
): Promise<BrowserContext> {
  const context = await browser.newContext({
    viewport: { width: options.width, height: options.width < 500 ? 844 : 900 },
  })
  await context.addInitScript(
    ([result, lang]) => {
      localStorage.setItem('locale', lang)
      if (!result || sessionStorage.getItem('signed-in')) return
      sessionStorage.setItem('signed-in', '1')
      const school =
        result.schoolInfo?.list.find((item) => item.schoolId === result.schoolInfo?.schoolId) ??
        result.schoolInfo?.list[0]
      localStorage.setItem('Authorization', result.authorization)
      localStorage.setItem('LOGIN_TYPE', String(result.loginType))
      localStorage.setItem('SYS_USER', JSON.stringify(result.sysUser))
      if (result.schoolInfo) localStorage.setItem('saveSchoolInfo', JSON.stringify(result.schoolInfo))
      if (school) localStorage.setItem('SYS_USER_SCHOOL', JSON.stringify(school))
    },
    [login, options.lang] as const,
  )
  return context
}
