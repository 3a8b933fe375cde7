import type { Page } from 'playwright-core'

/**
 * An antd popup (a select's, a cascader's or a date picker's dropdown, or a dropdown menu) once its
 * opening slide is over.
 * A click that lands during the slide is dropped by the popup (the option stays unchosen), so picks
 * wait for the popup to settle, as a person's eye does, instead of clicking again until one sticks.
 */
export const settledPopup = (page: Page, kind: 'select' | 'cascader' | 'picker' | 'dropdown') =>
  page.locator(
    `.ant-${kind === 'dropdown' ? '' : `${kind}-`}dropdown:visible:not(.ant-slide-up-appear):not(.ant-slide-up-enter)`,
  )

/**
 * Resolves once no antd dialog is zooming in or out: a press while a dialog still grows can land
 * beside the button it aims at on a slow machine.
 */
export const dialogsSettled = (page: Page) =>
  page
    .locator('.ant-modal.ant-zoom-appear, .ant-modal.ant-zoom-enter, .ant-modal.ant-zoom-leave')
    // first(): two dialogs may be moving at once (one closing as another opens); none must be left.
    .first()
    .waitFor({ state: 'detached' })
