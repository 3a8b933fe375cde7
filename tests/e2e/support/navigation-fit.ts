import type { Page } from 'playwright-core'

/**
 * What a reader on a narrow screen cannot see of the page's navigation: a navigation or tab strip that
 * hides part of itself sideways, a label cut short (its text wider than its box) or cut off at the
 * edge of the screen or of its strip, and a current item (aria-current in a navigation, the selected
 * tab) that is hidden. A menu folded shut (a closed <details>) is left alone: its summary names the
 * current page.
 */
export async function navigationProblems(page: Page): Promise<string[]> {
  return page.evaluate(() => {
    const problems: string[] = []
    const name = (element: Element) => {
      const text = (element.getAttribute('aria-label') || element.textContent || '')
        .trim()
        .replace(/\s+/g, ' ')
      return `${element.tagName.toLowerCase()} "${text.slice(0, 40)}"`
    }
    const folded = (element: Element) => element.closest('details:not([open])') !== null
    const drawn = (element: Element) => element.getClientRects().length > 0 && !folded(element)
    const shown = (element: Element) =>
      getComputedStyle(element).visibility === 'visible' && !element.closest('[aria-hidden="true"]')
    const scrollsSideways = (element: Element) => element.scrollWidth > element.clientWidth + 1
    /** Whether the element lies whole inside the screen and every box around it that clips. */
    const inSight = (element: Element) => {
      const box = element.getBoundingClientRect()
      let left = 0
      let right = window.innerWidth
      for (let parent = element.parentElement; parent; parent = parent.parentElement) {
        if (getComputedStyle(parent).overflowX === 'visible') continue
        const clip = parent.getBoundingClientRect()
        left = Math.max(left, clip.left)
        right = Math.min(right, clip.right)
      }
      return box.left >= left - 1 && box.right <= right + 1
    }

    // A strip that clips or scrolls what does not fit (what spills out of one that does not is seen).
    const strips = [...document.querySelectorAll('nav, [role="tablist"], [role="menubar"]')].filter(drawn)
    for (const strip of strips) {
      const clips = getComputedStyle(strip).overflowX !== 'visible'
      if (clips && scrollsSideways(strip)) problems.push(`${name(strip)} hides part of itself sideways`)
    }

    const items = document.querySelectorAll('nav a, nav button, nav summary, [role="tab"], [role="menuitem"]')
    for (const item of items) {
      if (!drawn(item) || !shown(item)) continue
      // Words only for screen readers sit in a 1 px box on purpose.
      const cut = [item, ...item.querySelectorAll('*')].find((part) => {
        if (part instanceof SVGElement || getComputedStyle(part).display === 'inline') return false
        const box = part.getBoundingClientRect()
        return !(box.width <= 1 && box.height <= 1) && scrollsSideways(part)
      })
      if (cut) problems.push(`${name(item)} is cut short`)
      else if (!inSight(item)) problems.push(`${name(item)} is cut off at the edge`)
    }

    const current = document.querySelectorAll(
      'nav [aria-current]:not([aria-current="false"]), [role="tab"][aria-selected="true"]',
    )
    for (const item of current) {
      const strip = item.closest('nav, [role="tablist"]')
      if (folded(item) || (strip && !drawn(strip))) continue
      if (!drawn(item) || !shown(item)) problems.push(`the current ${name(item)} is hidden`)
      else if (!inSight(item)) problems.push(`the current ${name(item)} is off screen`)
    }
    return problems
  })
}
