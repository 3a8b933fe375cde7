import type { Locator, Page } from 'playwright-core'
import { expect } from 'vitest'
import { hashPassword } from '../../../server/src/modules/auth/passwords'
import { resendKey } from '../../../server/src/modules/codes/codes.service'
import { buildUser } from '../../../server/src/test-support/factories'
import { cascaderOption, selectOption } from './popups'
import type { Site } from './site'

/** The development outbox's messages to a phone or an e-mail, newest first, read as a developer would. */
async function outbox(site: Site, to: string) {
  const response = await fetch(`${site.url}/api/dev/outbox?to=${encodeURIComponent(to)}`)
  return ((await response.json()) as { data: { code: string | null }[] }).data
}

/** Sends a code from the page, waits until the outbox holds the new message and reads its code. */
export async function sendCodeAndRead(site: Site, page: Page, button: Locator, to: string) {
  return outboxCodes(site, page).newCode(to, () => button.click())
}

/**
 * Codes as the development outbox holds them: `newCode(to, send)` runs `send` (a click on 获取验证码)
 * and reads the new code to `to`. The production journey reads real mailboxes and phones the same way.
 */
export function outboxCodes(site: Site, page: Page): CodeReader {
  return {
    async newCode(to, send) {
      // A minute must pass between two codes to one target; a test does not wait for it.
      await site.services.store.delete(resendKey(to))
      const count = (await outbox(site, to)).length
      const sent = page.waitForResponse((r) => /smsVerificationCode|sendMail/.test(r.url()))
      await send()
      await sent
      await expect
        .poll(async () => (await outbox(site, to)).length, {
          message: `the page did not send a code to ${to}`,
        })
        .toBeGreaterThan(count)
      const code = (await outbox(site, to)).find((m) => m.code)?.code
      if (!code) throw new Error(`no code in the outbox for ${to}`)
      return code
    },
  }
}

export interface CodeReader {
  newCode(to: string, send: () => Promise<unknown>): Promise<string>
}

/** The button that sends the basic information form's own code (to the student's phone). */
export const profileCodeButton = (page: Page) =>
  page.getByRole('region', { name: '短信验证' }).getByRole('button', { name: /获取验证码/ })

/** The button that sends the guardian's code, in the guardian's part of the consent. */
export const guardianCodeButton = (page: Page) =>
  page.getByRole('group', { name: /监护人同意/ }).getByRole('button', { name: /获取验证码/ })

export async function buildCommittee(site: Site, phone: string, password: string) {
  return buildUser(site.db, 'committee', {
    phone,
    userName: `组委会 ${phone}`,
    passwordHash: await hashPassword(password),
  })
}

/** Picks the options of an antd Cascader, one column after the other. */
export async function pickCascader(page: Page, input: Locator, labels: string[]) {
  await input.click()
  for (const label of labels) {
    await cascaderOption(page, label).click()
  }
}

/**
 * Picks an antd Select option by its text (antd's role=option nodes are hidden helpers): opens the
 * select unless it is open already (a multiple select stays open between picks), clicks the option
 * and waits until the select's own box shows the choice.
 */
export async function pickOption(page: Page, select: Locator, label: string) {
  // The select's own box (its dropdown lives elsewhere in the page) shows the choice once it is made.
  const chosen = select
    .locator('xpath=ancestor::div[contains(concat(" ", @class, " "), " ant-select ")][1]')
    .filter({ hasText: label })
  if ((await select.getAttribute('aria-expanded')) !== 'true') await select.click()
  await selectOption(page, label).click()
  await chosen.first().waitFor()
}

/**
 * Gives, on the basic information form, the separate consent to sensitive information and (for a
 * student under 14) the guardian's with the code sent to the guardian's phone, and ticks the user
 * agreement, as a family does before the first save.
 */
export async function consentWithGuardian(page: Page, codes: CodeReader, guardianPhone = '13600000009') {
  await page.getByRole('checkbox', { name: /单独同意大赛组委会处理/ }).check()
  await page.locator('#guardian-name').fill('林大海')
  await pickOption(page, page.locator('#guardian-relation'), '母亲')
  await page.locator('#guardian-phone').fill(guardianPhone)
  const code = await codes.newCode(guardianPhone, () => guardianCodeButton(page).click())
  await page.locator('#guardian-code').fill(code)
  await page.getByRole('checkbox', { name: /我是选手的父母或其他监护人/ }).check()
  await page.getByRole('checkbox', { name: /用户协议及隐私政策/ }).check()
}
