import type { Locator, Page } from 'playwright-core'
import { hashPassword } from '../../../server/src/modules/auth/passwords'
import { resendKey } from '../../../server/src/modules/codes/codes.service'
import { buildUser } from '../../../server/src/test-support/factories'
import type { Site } from './site'

/** The latest code the development outbox holds for a phone or an e-mail, read as a developer would. */
async function outboxCode(site: Site, to: string) {
  for (let attempt = 0; attempt < 20; attempt++) {
    const response = await fetch(`${site.url}/api/dev/outbox?to=${encodeURIComponent(to)}`)
    const body = (await response.json()) as { data: { code: string | null }[] }
    const code = body.data.find((m) => m.code)?.code
    if (code) return code
    await new Promise((resolve) => setTimeout(resolve, 250))
  }
  throw new Error(`no code in the outbox for ${to}`)
}

/** Sends a code from the page and waits until the outbox has a new one. */
export async function sendCodeAndRead(site: Site, page: Page, button: Locator, to: string) {
  // A minute must pass between two codes to one target; a test does not wait for it.
  await site.services.store.delete(resendKey(to))
  const before = await fetch(`${site.url}/api/dev/outbox?to=${encodeURIComponent(to)}`).then((r) => r.json())
  const count = (before as { data: unknown[] }).data.length
  const sent = page.waitForResponse((r) => /smsVerificationCode|sendMail/.test(r.url()))
  await button.click()
  await sent
  for (let attempt = 0; attempt < 20; attempt++) {
    const after = (await fetch(`${site.url}/api/dev/outbox?to=${encodeURIComponent(to)}`).then((r) =>
      r.json(),
    )) as {
      data: unknown[]
    }
    if (after.data.length > count) return outboxCode(site, to)
    await new Promise((resolve) => setTimeout(resolve, 250))
  }
  throw new Error(`the page did not send a code to ${to}`)
}

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
    await page
      .locator('.ant-cascader-dropdown:visible .ant-cascader-menu-item', { hasText: label })
      .first()
      .click()
  }
}

/**
 * Picks an antd Select option by its text (antd's role=option nodes are hidden helpers). A click can
 * land while the dropdown is still sliding in and miss the option, or the dropdown can close before
 * the click lands (seen on a loaded machine), so the select is opened again whenever its own input
 * says it is closed (a Cascader's closing popup also carries ant-select-dropdown, so "is any dropdown
 * showing" is the wrong question) and the pick is tried until the select shows the choice.
 */
export async function pickOption(page: Page, select: Locator, label: string) {
  // The select's own box (its dropdown lives elsewhere in the page) shows the choice once it is made.
  const chosen = select
    .locator('xpath=ancestor::div[contains(concat(" ", @class, " "), " ant-select ")][1]')
    .filter({ hasText: label })
  const option = page
    .locator('.ant-select-dropdown:visible .ant-select-item-option', { hasText: label })
    .first()
  for (let attempt = 1; attempt <= 5; attempt++) {
    if ((await select.getAttribute('aria-expanded')) !== 'true') await select.click()
    await option.click({ timeout: 5000 }).catch(() => undefined)
    const shown = await chosen
      .first()
      .waitFor({ timeout: 2000 })
      .then(() => true)
      .catch(() => false)
    if (shown) return
  }
  throw new Error(`could not pick "${label}" in the select`)
}

/**
 * Gives, on the basic information form, the separate consent to sensitive information and (for a
 * student under 14) the guardian's, as a family does before the first save.
 */
export async function consentWithGuardian(page: Page, guardianPhone = '13600000009') {
  await page.getByRole('checkbox', { name: /单独同意大赛组委会处理/ }).check()
  await page.locator('#guardian-name').fill('林大海')
  await pickOption(page, page.locator('#guardian-relation'), '母亲')
  await page.locator('#guardian-phone').fill(guardianPhone)
  await page.getByRole('checkbox', { name: /我是选手的父母或其他监护人/ }).check()
}
