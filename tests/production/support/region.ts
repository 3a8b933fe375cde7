import type { Locator, Page } from 'playwright-core'

/**
 * Picks a region in an antd Cascader, one column after the other. A click can land while the popup is
 * still sliding in (or after it closed on a busy machine): the popup is opened again when it is not
 * showing and the column's option is tried again, until the box shows the last choice.
 */
export async function pickRegion(page: Page, input: Locator, labels: string[]) {
  const box = input.locator('xpath=ancestor::div[contains(concat(" ", @class, " "), " ant-cascader ")][1]')
  const popup = page.locator('.ant-cascader-dropdown:visible')
  for (let attempt = 1; attempt <= 5; attempt++) {
    for (const label of labels) {
      if (!(await popup.isVisible())) await input.click()
      await popup
        .locator('.ant-cascader-menu-item', { hasText: label })
        .first()
        .click({ timeout: 5000 })
        .catch(() => undefined)
    }
    const chosen = await box
      .filter({ hasText: labels.at(-1) ?? '' })
      .first()
      .waitFor({ timeout: 2000 })
      .then(() => true)
      .catch(() => false)
    if (chosen) return
  }
  throw new Error(`could not pick ${labels.join(' / ')} in the cascader`)
}
