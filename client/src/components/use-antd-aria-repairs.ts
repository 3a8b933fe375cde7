import { useEffect } from 'react'
import { useTranslation } from 'react-i18next'

/** antd's table scroll boxes: the content box, and the body under a fixed header. */
const SCROLL_BOXES = '.ant-table-content, .ant-table-body'

/** The name of the section a table is in (its aria-label, or the text of its aria-labelledby). */
function sectionName(box: HTMLElement) {
  const section = box.closest<HTMLElement>('section[aria-label], section[aria-labelledby]')
  if (!section) return ''
  const own = section.getAttribute('aria-label')
  if (own) return own.trim()
  const ids = section.getAttribute('aria-labelledby')?.split(/\s+/) ?? []
  return ids
    .map((id) => document.getElementById(id)?.textContent?.trim() ?? '')
    .filter(Boolean)
    .join(' ')
}

/**
 * A table wider than its box scrolls sideways, and a keyboard must be able to scroll it too: an antd
 * table scroll box that overflows takes the focus (a tab stop) and is named as a table that scrolls,
 * with the name of the section it is in (two tables on a page are two regions, told apart by name);
 * one that fits takes neither.
 */
function markScrollBoxes(plain: string, of: (name: string) => string) {
  for (const box of document.querySelectorAll<HTMLElement>(SCROLL_BOXES)) {
    const overflows = box.scrollWidth > box.clientWidth || box.scrollHeight > box.clientHeight
    if (overflows) {
      const name = sectionName(box)
      const label = name ? of(name) : plain
      if (box.tabIndex !== 0) box.tabIndex = 0
      if (box.getAttribute('role') !== 'region') box.setAttribute('role', 'region')
      if (box.getAttribute('aria-label') !== label) box.setAttribute('aria-label', label)
    } else if (box.hasAttribute('tabindex')) {
      box.removeAttribute('tabindex')
      box.removeAttribute('role')
      box.removeAttribute('aria-label')
    }
  }
}

/**
 * antd puts its tab bar's "more" button (the menu of tabs that do not fit) inside the element it
 * calls the tab list, where only tabs belong: the tab list is the row of tabs itself, beside the button.
 */
function moveTabLists() {
  for (const nav of document.querySelectorAll<HTMLElement>('.ant-tabs-nav[role="tablist"]')) {
    const list = nav.querySelector<HTMLElement>('.ant-tabs-nav-list')
    if (!list) continue
    list.setAttribute('role', 'tablist')
    const orientation = nav.getAttribute('aria-orientation')
    if (orientation) list.setAttribute('aria-orientation', orientation)
    nav.removeAttribute('role')
    nav.removeAttribute('aria-orientation')
  }
}

/**
 * antd's number field names its up and down arrows "Increase Value" and "Decrease Value" in English
 * whatever the page's language (its input-number component has no prop for them): they are named in
 * the page's language.
 */
function nameStepArrows(up: string, down: string) {
  for (const [selector, name] of [
    ['.ant-input-number-action-up', up],
    ['.ant-input-number-action-down', down],
  ] as const) {
    for (const arrow of document.querySelectorAll(selector)) {
      if (arrow.getAttribute('aria-label') !== name) arrow.setAttribute('aria-label', name)
    }
  }
}

/**
 * Repairs, in the page, what antd renders against WCAG and gives no prop for: scroll boxes the
 * keyboard cannot reach, tab lists holding a button, and number arrows named in English. Done again as
 * content appears and on resize.
 */
export function useAntdAriaRepairs() {
  const { t } = useTranslation()
  const label = t('site.scrollTable')
  const up = t('site.stepUp')
  const down = t('site.stepDown')
  useEffect(() => {
    const labelOf = (name: string) => t('site.scrollTableOf', { name })
    const repair = () => {
      markScrollBoxes(label, labelOf)
      moveTabLists()
      nameStepArrows(up, down)
    }
    let frame = 0
    const schedule = () => {
      cancelAnimationFrame(frame)
      frame = requestAnimationFrame(repair)
    }
    repair()
    const observer = new MutationObserver(schedule)
    observer.observe(document.body, { childList: true, subtree: true })
    window.addEventListener('resize', schedule)
    return () => {
      cancelAnimationFrame(frame)
      observer.disconnect()
      window.removeEventListener('resize', schedule)
    }
  }, [t, label, up, down])
}
