import fs from 'node:fs'
import { createRequire } from 'node:module'
import type { AxeResults, RunOptions } from 'axe-core'
import type { Page } from 'playwright-core'

// axe-core's browser build, evaluated in the page over the DevTools protocol (the site's
// Content-Security-Policy refuses an injected <script>, rightly).
const axeSource = fs.readFileSync(createRequire(import.meta.url).resolve('axe-core/axe.min.js'), 'utf8')

const WCAG_TAGS = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa']

/**
 * One run of axe-core over the page with the given tags; returns as "rule: targets" the WCAG
 * violations that are serious or critical and, with best practices, every best-practice violation
 * but those `except` names. Only the violations get their selectors worked out: much quicker on long
 * pages.
 */
async function violations(page: Page, bestPractice: boolean, except: string[]): Promise<string[]> {
  if (!(await page.evaluate(() => 'axe' in window))) await page.evaluate(axeSource)
  const tags = bestPractice ? [...WCAG_TAGS, 'best-practice'] : WCAG_TAGS
  return page.evaluate(
    async ({ tags, except }) => {
      const { axe } = window as unknown as {
        axe: { run: (context: Document, options: RunOptions) => Promise<AxeResults> }
      }
      const { violations } = await axe.run(document, {
        resultTypes: ['violations'],
        runOnly: { type: 'tag', values: tags },
      })
      return violations
        .filter((violation) =>
          violation.tags.includes('best-practice')
            ? !except.includes(violation.id)
            : violation.impact === 'serious' || violation.impact === 'critical',
        )
        .map(
          (violation) =>
            `${violation.id}: ${violation.nodes.map((node) => node.target.join(' ')).join(', ')}`,
        )
    },
    { tags, except },
  )
}

/** The serious and critical WCAG 2.1 A/AA violations axe-core finds on the page, as "rule: targets". */
export const seriousViolations = (page: Page) => violations(page, false, [])

/**
 * The serious and critical WCAG 2.1 A/AA violations and, whatever their impact, what axe-core's best
 * practices find: landmarks (one <main>, at the top level, each named apart from the others, no content
 * outside one), an <h1>, headings in order and not empty, table headers that name their column, and
 * the rest of the tag. `except` leaves out best-practice rules the caller says why a page breaks.
 */
export const accessibilityViolations = (page: Page, except: string[] = []) => violations(page, true, except)
