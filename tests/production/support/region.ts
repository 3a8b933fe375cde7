import type { Locator, Page } from 'playwright-core'
import { cascaderOption } from '../../e2e/support/popups'

/**
 * Picks a region in an antd Cascader, one column after the other (the next column opens after the
 * click on the one before); the pick is done when the popup has closed on the last choice.
 */
export async function pickRegion(page: Page, input: Locator, labels: string[]) {
  await input.click()
  for (const label of labels) await cascaderOption(page, label).click()
  await cascaderOption(page, labels[0] ?? '').waitFor({ state: 'hidden' })
}
