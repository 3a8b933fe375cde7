import { randomBytes } from 'node:crypto'
import { Redis } from 'ioredis'
import pg from 'pg'
import type { Browser, Page } from 'playwright-core'
import { expect } from 'vitest'
import { startSmtpServer } from '../../../server/src/test-support/smtp-test-server'
import { startTencentSmsStandIn } from '../../../server/src/test-support/tencent-sms-stand-in'
import {
  type CompiledInstance,
  ensureServerBuild,
  stagingEnv,
  startCompiled,
} from '../../deploy/support/compiled-server'
import { launchBrowser } from '../../e2e/support/browser'
import { ensureClientBuild } from './client-build'
import { inbox } from './inbox'

const tencent = {
  secretId: `AKID${randomBytes(16).toString('hex')}`,
  secretKey: randomBytes(16).toString('hex'),
  sdkAppId: '1400123456',
  signName: '中英双语汉字拼写大赛',
  /** The approved template of each kind of SMS the site sends, by its setting. */
  templates: {
    TENCENT_SMS_TEMPLATE_ID: '2000001',
    TENCENT_SMS_REVIEW_TEMPLATE_ID: '2000002',
    TENCENT_SMS_PAPERS_SENT_TEMPLATE_ID: '2000003',
    TENCENT_SMS_SCORES_RELEASED_TEMPLATE_ID: '2000004',
  },
}

/**
 * The product as a committee deploys it: the compiled build in production mode on a fresh PostgreSQL
 * database and a Redis prefix of its own, codes sent over a real SMTP server and through the Tencent
 * Cloud SMS API (a local stand-in that checks signatures), and a Chromium to work in.
 */
export async function startJourneySite(adminUrl: string, redisUrl: string) {
  const dbName = `spell_journey_${randomBytes(5).toString('hex')}`
  const redisPrefix = `spell-journey-${randomBytes(4).toString('hex')}:`
  ensureServerBuild()
  ensureClientBuild()
  const admin = new pg.Client({ connectionString: adminUrl })
  await admin.connect()
  await admin.query(`create database ${dbName}`)
  await admin.end()
  const url = new URL(adminUrl)
  url.pathname = `/${dbName}`
  const [smtp, sms] = await Promise.all([
    startSmtpServer(),
    startTencentSmsStandIn({
      ...tencent,
      signNames: [tencent.signName],
      templateIds: Object.values(tencent.templates),
    }),
  ])
  const { MESSAGING_OUTBOX_ALLOWED: _outbox, ...env } = stagingEnv({
    DATABASE_URL: url.toString(),
    REDIS_URL: redisUrl,
    REDIS_PREFIX: redisPrefix,
    // The installation opened with the last season; the committee prepares 2026~2027 from it.
    FIRST_SEASON: '2024~2025',
    MAIL_PROVIDER: 'smtp',
    SMTP_URL: smtp.url,
    MAIL_FROM: '中英双语汉字拼写大赛 <noreply@spell.example.cn>',
    SMS_PROVIDER: 'tencent',
    TENCENT_SMS_SECRET_ID: tencent.secretId,
    TENCENT_SMS_SECRET_KEY: tencent.secretKey,
    TENCENT_SMS_SDK_APP_ID: tencent.sdkAppId,
    TENCENT_SMS_SIGN_NAME: tencent.signName,
    ...tencent.templates,
    TENCENT_SMS_ENDPOINT: sms.endpoint,
  })
  const [site, browser]: [CompiledInstance, Browser] = await Promise.all([
    startCompiled(env),
    launchBrowser(),
  ])
  const redis = new Redis(redisUrl)

  return {
    env,
    site,
    browser,
    redis,
    /** Each person's codes, read from their mailbox or phone. */
    codes: inbox(smtp, sms, tencent.templates.TENCENT_SMS_TEMPLATE_ID),

    /** A fresh browser context (its own person) in Chinese. */
    async newPage(width = 1360, height = 900): Promise<Page> {
      const context = await browser.newContext({
        viewport: { width, height },
        locale: 'zh-CN',
        acceptDownloads: true,
      })
      return context.newPage()
    },

    /** A person asks for a second code within the minute: the test does not wait out the resend lock. */
    allowResend: (to: string) => redis.del(`${redisPrefix}code-sent:${to.toLowerCase()}`),

    /** Opens /query?code=…, answers the captcha the page shows from the shared store, and submits. */
    async verify(page: Page, code: string) {
      // The page may draw more than one captcha while it settles: the last one drawn is the one shown.
      let captchaId = ''
      page.on('response', (r) => {
        if (r.url().includes('/api/common/captcha'))
          r.json().then(
            (body: { data: { captchaId: string } }) => {
              captchaId = body.data.captchaId
            },
            () => undefined,
          )
      })
      await page.goto(`${site.url}/query?code=${code}`)
      await page.waitForLoadState('networkidle')
      await expect.poll(() => captchaId).not.toBe('')
      const answer = await redis.get(`${redisPrefix}captcha:${captchaId}`)
      if (!answer) throw new Error('the captcha the page shows is not in Redis')
      expect(await page.locator('#certificate-code').inputValue()).toBe(code)
      await page.locator('#certificate-captcha').fill(answer)
      await page.locator('form').getByRole('button').last().click()
    },

    async stop() {
      await browser.close()
      await site.stop()
      redis.disconnect()
      await smtp.close()
      await sms.close()
      const cleanup = new pg.Client({ connectionString: adminUrl })
      await cleanup.connect()
      await cleanup.query(`drop database if exists ${dbName} with (force)`)
      await cleanup.end()
    },
  }
}

export type JourneySite = Awaited<ReturnType<typeof startJourneySite>>

/** Signs in on a staff card (/admin, /judge) with phone and password. */
export async function staffSignsIn(page: Page, url: string, account: { phone: string; password: string }) {
  await page.goto(url)
  await page.getByLabel('账号').fill(account.phone)
  await page.getByLabel('密码').fill(account.password)
  await page.getByRole('button', { name: /登\s*录/ }).click()
}
