import type { Page } from 'playwright-core'

/** The focused element's ring as the browser draws it: which element draws it, how thick, and its contrast. */
export interface FocusRing {
  /** Role-less description of the focused element ("button "Log in""). */
  element: string
  /** Thickness in CSS pixels (0 when nothing is drawn). */
  width: number
  /** The ring's colour against what surrounds it (WCAG contrast ratio, 1 to 21). */
  contrast: number
}

/**
 * Measures the focus indicator of the element that has the focus, from getComputedStyle: its outline,
 * or else a ring drawn as a box-shadow (a field's border ring), on it or on the nearest box around it
 * that rings what it holds (a field's frame around its <input>). The colour the ring replaces is the
 * first opaque background behind it (each colour of a gradient), the element's own when the outline is
 * drawn inside it, its parents' otherwise; a translucent ring or background is laid over what is under it.
 */
export async function focusRing(page: Page): Promise<FocusRing> {
  return page.evaluate(async () => {
    // A ring that fades in (even over the 0.01 ms left to a reader who asked for reduced motion) is
    // read once the next frames are drawn.
    await new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(resolve)))
    type Rgba = [number, number, number, number]
    const parse = (colour: string): Rgba => {
      const parts = colour.match(/[\d.]+/g)?.map(Number) ?? []
      return [parts[0] ?? 0, parts[1] ?? 0, parts[2] ?? 0, parts[3] ?? 1]
    }
    const over = (top: Rgba, under: Rgba): Rgba => {
      const a = top[3]
      return [0, 1, 2].map((i) => (top[i] ?? 0) * a + (under[i] ?? 0) * (1 - a)).concat(1) as Rgba
    }
    const luminance = ([r, g, b]: Rgba) => {
      const channel = (value: number) => {
        const c = value / 255
        return c <= 0.04045 ? c / 12.92 : ((c + 0.055) / 1.055) ** 2.4
      }
      return 0.2126 * channel(r) + 0.7152 * channel(g) + 0.0722 * channel(b)
    }
    const contrastOf = (a: Rgba, b: Rgba) => {
      const [light, dark] = [luminance(a), luminance(b)].sort((x, y) => y - x) as [number, number]
      return (light + 0.05) / (dark + 0.05)
    }
    /**
     * The colours painted behind `element` (its own background included when `self`): the first opaque
     * background colour with the translucent ones over it, or a gradient's opaque colours.
     */
    const groundsBehind = (element: Element, self: boolean): Rgba[] => {
      const layers: Rgba[] = []
      for (
        let node: Element | null = self ? element : element.parentElement;
        node;
        node = node.parentElement
      ) {
        const style = getComputedStyle(node)
        const colour = parse(style.backgroundColor)
        const stops = (style.backgroundImage.match(/rgba?\([^)]*\)/g) ?? [])
          .map(parse)
          .filter((c) => c[3] >= 0.5)
        if (colour[3] > 0) layers.push(colour)
        if (colour[3] >= 1) break
        if (stops.length > 0)
          return stops.map((stop) => layers.reduceRight<Rgba>((under, layer) => over(layer, under), stop))
      }
      return [layers.reduceRight<Rgba>((under, layer) => over(layer, under), [255, 255, 255, 1])]
    }
    /** A ring drawn by `element`: its outline, or a box-shadow spread all round it. */
    const ringOf = (element: Element) => {
      const style = getComputedStyle(element)
      // A native control drawn invisible under its styled stand-in (antd's radio) shows no ring itself.
      if (style.opacity === '0') return null
      const outlineWidth = Number.parseFloat(style.outlineWidth)
      if (style.outlineStyle !== 'none' && outlineWidth > 0) {
        const inside = Number.parseFloat(style.outlineOffset) < 0
        return { width: outlineWidth, colour: parse(style.outlineColor), inside }
      }
      // "rgb(184, 39, 44) 0px 0px 0px 2px": no offset, no blur, a spread all round.
      for (const shadow of style.boxShadow.split(/,(?![^(]*\))/)) {
        const colour = shadow.match(/rgba?\([^)]*\)/)?.[0]
        const lengths =
          shadow
            .replace(/rgba?\([^)]*\)/, '')
            .match(/-?[\d.]+px/g)
            ?.map(Number.parseFloat) ?? []
        const [x = 0, y = 0, blur = 0, spread = 0] = lengths
        if (colour && x === 0 && y === 0 && blur === 0 && spread > 0 && !shadow.includes('inset'))
          return { width: spread, colour: parse(colour), inside: false }
      }
      return null
    }
    const focused = document.activeElement ?? document.body
    // Past the page's last control the focus leaves for the browser's own controls.
    if (focused === document.body) return { element: 'body', width: 0, contrast: 1 }
    const label =
      focused instanceof HTMLInputElement ? focused.labels?.[0]?.textContent || focused.placeholder : ''
    const text = (focused.getAttribute('aria-label') || label || focused.textContent || '')
      .trim()
      .slice(0, 30)
    const element = `${focused.tagName.toLowerCase()} "${text}"`
    let drawer: Element | null = focused
    let ring = ringOf(focused)
    for (let up = 0; !ring && up < 3 && drawer?.parentElement; up++) {
      drawer = drawer.parentElement
      ring = ringOf(drawer)
    }
    if (!ring || !drawer) return { element, width: 0, contrast: 1 }
    const colour = ring.colour
    const grounds = groundsBehind(drawer, ring.inside)
    const contrast = Math.min(...grounds.map((ground) => contrastOf(over(colour, ground), ground)))
    return { element, width: ring.width, contrast }
  })
}

/** What is wrong with a ring thinner than 2 px or below 3:1 against its ground; null for a good one. */
export function ringWeakness(ring: FocusRing): string | null {
  if (ring.element === 'body' || (ring.width >= 2 && ring.contrast >= 3)) return null
  return `${ring.element}: ${ring.width} px at ${ring.contrast.toFixed(2)}:1`
}

/**
 * Presses Tab up to `presses` times from where the focus is and measures every element it reaches;
 * returns those whose ring is thinner than 2 px or below 3:1 against its surroundings.
 */
export async function weakFocusRings(page: Page, presses: number): Promise<string[]> {
  const weak = new Set<string>()
  for (let i = 0; i < presses; i++) {
    await page.keyboard.press('Tab')
    let weakness = ringWeakness(await focusRing(page))
    // On a busy machine a ring was once read before the page's own style reached a link that had just
    // taken the focus; a weak ring is read again, a few frames later each time, before it counts.
    for (let again = 0; weakness && again < 3; again++) weakness = ringWeakness(await focusRing(page))
    if (weakness) weak.add(weakness)
  }
  return [...weak]
}
