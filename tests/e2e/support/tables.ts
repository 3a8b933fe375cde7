import type { Page } from 'playwright-core'

/** The data rows of the page's tables: the body's rows, without the hidden ones tables draw to measure. */
export const tableRows = (page: Page) => page.locator('tbody').getByRole('row')
