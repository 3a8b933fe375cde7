import type { Locator, Page } from 'playwright-core'
import { cascaderOption } from '../../e2e/support/popups'

/**
 * Picks a region in an antd Cascader, one column after the other: each label is clicked once its
 * column shows it (the next column opens after the click on the one before), and the pick is done when
 * the box shows the last choice.
 */
export async function pickRegion(page: Page, input: Locator, labels: string[]) {
  const box = input.locator('xpath=ancestor::div[contains(concat(" ", @class, " "), " ant-cascader ")][1]')
  await input.click()
  for (const label of labels) await cascaderOption(page, label).click()
  await box
    .filter({ hasText: labels.at(-1) ?? '' })
    .first()
    .waitFor()
}
