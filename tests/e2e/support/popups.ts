import type { Page } from 'playwright-core'

/**
 * antd's popups by what a person reads in them. A popup is drawn at the end of the page, so where the
 * field itself shows the same words, the last visible match is the open popup's.
 */

/**
 * A Select's option, by a part of its label. antd draws the options a person sees without a role (its
 * role=option nodes are a hidden helper for screen readers) but with the label as their title.
 */
export const selectOption = (page: Page, label: string) =>
  page.getByTitle(label).filter({ visible: true }).last()

/** An option in an open Cascader's columns. */
export const cascaderOption = (page: Page, label: string) =>
  page.getByRole('menuitemcheckbox', { name: label }).filter({ visible: true }).first()

/** A day of the open date picker, as its cell is titled ("2026-12-06"). */
export const pickerDay = (page: Page, day: string) =>
  page.getByTitle(day, { exact: true }).filter({ visible: true }).last()

/** The open date picker's confirming button (disabled until a day is chosen). */
export const pickerOk = (page: Page) =>
  page
    .getByRole('button', { name: /^(确\s*定|OK)$/ })
    .filter({ visible: true })
    .last()
