import type { Browser } from 'playwright-core'
import { afterAll, beforeAll, describe, it } from 'vitest'
import { buildExam, buildSignedInUser } from '../../server/src/test-support/factories'
import { launchBrowser, snap } from './support/browser'
import { type Site, startSite } from './support/site'

let site: Site
let browser: Browser

beforeAll(async () => {
  ;[site, browser] = await Promise.all([startSite(), launchBrowser()])
})
afterAll(async () => {
  await browser?.close()
  await site?.stop()
})

async function judgePage(token: string, lang: 'ZH' | 'EN') {
  const context = await browser.newContext({ viewport: { width: 1280, height: 860 } })
  await context.addInitScript(
    ([t, l]) => {
      localStorage.setItem('locale', l as string)
      localStorage.setItem('Authorization', t as string)
      localStorage.setItem('LOGIN_TYPE', '3')
    },
    [token, lang],
  )
  return context.newPage()
}

describe('a judge before the exam window', () => {
  it('A judge who signs in early sees the assigned exam with its opening time in China time, and cannot start it', async () => {
    const judge = await buildSignedInUser(site.db, 'judge')
    // 2099-07-01 08:00 in China is 00:00 UTC.
    const { exam } = await buildExam(site.db, {
      judgeIds: [judge.user.id],
      opensAt: new Date('2099-07-01T00:00:00Z'),
      closesAt: new Date('2099-07-01T02:00:00Z'),
    })

    const zh = await judgePage(judge.token, 'ZH')
    await zh.goto(`${site.url}/judge`)
    await zh.getByText('2099-07-01 08:00（北京时间）开放').waitFor()
    await snap(zh, 'judge-early-list-zh')
    await zh.getByRole('link', { name: `进入控制页面：${exam.name}` }).click()
    await zh.getByText('本场考试于 2099-07-01 08:00（北京时间）开放').waitFor()
    await zh.getByRole('button', { name: /开始考试/, disabled: true }).waitFor()
    await snap(zh, 'judge-early-control-zh')

    const en = await judgePage(judge.token, 'EN')
    await en.goto(`${site.url}/judge`)
    await en.getByText('Opens 2099-07-01 08:00 (China time)').waitFor()
    await snap(en, 'judge-early-list-en')
    await en.getByRole('link', { name: `Open control page: ${exam.name}` }).click()
    await en.getByText('This exam opens 2099-07-01 08:00 (China time)').waitFor()
    await en.getByRole('button', { name: /Start/, disabled: true }).waitFor()
  })
})
