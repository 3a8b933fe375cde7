import type { Locator, Page } from 'playwright-core'
import { settledPopup } from '../../e2e/support/popups'

/**
 * Picks a region in an antd Cascader, one column after the other: each label is clicked in its own
 * column of the settled popup once that column shows it (the next column opens after the click on the
 * one before), and the pick is done when the box shows the last choice.
 */
export async function pickRegion(page: Page, input: Locator, labels: string[]) {
  const box = input.locator('xpath=ancestor::div[contains(concat(" ", @class, " "), " ant-cascader ")][1]')
  const columns = settledPopup(page, 'cascader').locator('.ant-cascader-menu')
  await input.click()
  for (const [column, label] of labels.entries())
    await columns.nth(column).locator('.ant-cascader-menu-item', { hasText: label }).first().click()
  await box
    .filter({ hasText: labels.at(-1) ?? '' })
    .first()
    .waitFor()
}
