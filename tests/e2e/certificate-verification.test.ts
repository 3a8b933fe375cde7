import fs from 'node:fs'
import path from 'node:path'
import type { Browser, Page } from 'playwright-core'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { buildCertificate } from '../../server/src/test-support/factories'
import { ARTIFACTS, launchBrowser, snap } from './support/browser'
import { type Site, startSite } from './support/site'

let site: Site
let browser: Browser
let page: Page

beforeAll(async () => {
  ;[site, browser] = await Promise.all([startSite(), launchBrowser()])
  await buildCertificate(site.db, {
    code: 'CEBS-2024-000128',
    holderName: '张小明',
    award: 1,
    groupId: 3,
    season: 3,
  })
  const context = await browser.newContext({ viewport: { width: 1280, height: 900 }, acceptDownloads: true })
  page = await context.newPage()
})
afterAll(async () => {
  await browser?.close()
  await site?.stop()
})

/** The captcha the page is showing, answered by asking the server's store (as only the server can). */
async function captchaAnswer(captchaResponse: Promise<{ json(): Promise<unknown> }>) {
  const body = (await (await captchaResponse).json()) as { data: { captchaId: string } }
  const text = await site.services.store.get(`captcha:${body.data.captchaId}`)
  if (!text) throw new Error('the captcha the page shows is unknown to the server')
  return text
}

const nextCaptcha = (p: Page) => p.waitForResponse((r) => r.url().includes('/api/common/captcha'))

/**
 * The form's submit button. Matched by the end of its name: antd can leave its fading loading icon
 * (named "loading") in the button for a while after a failed look-up.
 */
const submitButton = (p: Page) => p.locator('form').getByRole('button', { name: /查\s*询$/ })

/** Width and height from a PNG's IHDR chunk. */
const pngSize = (png: Buffer) => ({ width: png.readUInt32BE(16), height: png.readUInt32BE(20) })

describe('certificate verification', () => {
  it('A visitor verifies a certificate by its code and downloads it as a PNG', async () => {
    let captcha = nextCaptcha(page)
    await page.goto(`${site.url}/query`)
    // The page comes drawn by the build: its form answers once the app has taken it over.
    await page.locator('html[data-app-ready]').waitFor({ state: 'attached' })
    await page.getByRole('heading', { name: '证书查询' }).waitFor()

    await submitButton(page).click()
    await page.getByText('请填写证书编码').waitFor()
    await page.getByText('请填写验证码').waitFor()
    await snap(page, '10-query-empty')

    const first = await captchaAnswer(captcha)
    await page.getByLabel('证书编码').fill('CEBS-2024-000128')
    captcha = nextCaptcha(page)
    await page.getByLabel('验证码', { exact: true }).fill(first === 'AAAA' ? 'BBBB' : 'AAAA')
    await submitButton(page).click()
    await page.getByText('验证码不正确').waitFor()
    await snap(page, '11-query-wrong-captcha')

    // A wrong answer spends the captcha: a new one is drawn and the old answer no longer counts.
    const second = await captchaAnswer(captcha)
    await page.getByLabel('验证码', { exact: true }).fill(second.toLowerCase())
    await submitButton(page).click()
    await page.waitForURL('**/certificate')

    const image = page.getByRole('img', { name: /张小明/ })
    await image.waitFor({ timeout: 15_000 })
    await snap(page, '12-certificate')

    const downloading = page.waitForEvent('download')
    await page.getByRole('link', { name: /下载证书/ }).click()
    const download = await downloading
    expect(download.suggestedFilename()).toBe('certificate-CEBS-2024-000128.png')
    const file = path.join(ARTIFACTS, download.suggestedFilename())
    await download.saveAs(file)
    const png = fs.readFileSync(file)
    expect(png.subarray(1, 4).toString()).toBe('PNG')
    expect(pngSize(png)).toEqual({ width: 1600, height: 1131 })
  })

  it('A code that matches no certificate is answered clearly', async () => {
    const captcha = nextCaptcha(page)
    await page.goto(`${site.url}/query`)
    await page.locator('html[data-app-ready]').waitFor({ state: 'attached' })
    const answer = await captchaAnswer(captcha)
    await page.getByLabel('证书编码').fill('CEBS-0000-000000')
    await page.getByLabel('验证码', { exact: true }).fill(answer)
    await submitButton(page).click()
    await page.getByText('未查询到该证书，请核对证书编码').waitFor()
    expect(page.url()).toMatch(/\/query$/)
  })
})

describe('certificate verification in English', () => {
  it('The query page and its messages read in English', async () => {
    const context = await browser.newContext({ viewport: { width: 1280, height: 900 } })
    const english = await context.newPage()
    await english.goto(`${site.url}/query`)
    await english.locator('html[data-app-ready]').waitFor({ state: 'attached' })
    await english.getByRole('button', { name: 'English' }).click()
    await english.getByRole('heading', { name: 'Certificate Verification' }).waitFor()
    await english.getByRole('button', { name: 'Verify' }).click()
    await english.getByText('Please enter the certificate code').waitFor()
    await english.getByText('Please enter the verification code').waitFor()
    expect(await english.getByRole('img', { name: 'Verification code picture' }).count()).toBe(1)
    await snap(english, '13-query-en')
    await context.close()
  })
})
