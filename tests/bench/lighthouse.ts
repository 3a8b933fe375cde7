import fs from 'node:fs'
import os from 'node:os'
import path from 'node:path'
import * as chromeLauncher from 'chrome-launcher'
import lighthouse from 'lighthouse'
import { CHROMIUM } from '../e2e/support/browser'
import { startSite } from '../e2e/support/site'

/**
 * `npm run bench:lighthouse`: Lighthouse (default mobile emulation: a mid-range phone, simulated slow
 * 4G and 4x CPU slowdown) on the home page of the built client, served by the real server on PGlite,
 * in the Debian Chromium. Issue 9's bars: performance at least 90, accessibility at least 95.
 * Pass paths to audit other pages: `npm run bench:lighthouse -- /about`.
 */
const paths = process.argv.slice(2).filter((arg) => arg.startsWith('/'))
const site = await startSite()
const chrome = await chromeLauncher.launch({
  chromePath: CHROMIUM,
  chromeFlags: [
    '--headless',
    '--no-sandbox',
    '--disable-gpu',
    '--disable-background-networking',
    '--disable-component-update',
    '--no-first-run',
    '--disable-sync',
  ],
})
let failed = false
try {
  for (const page of paths.length > 0 ? paths : ['/']) {
    const result = await lighthouse(`${site.url}${page}`, {
      port: chrome.port,
      output: 'json',
      logLevel: 'error',
      onlyCategories: ['performance', 'accessibility'],
    })
    if (!result) throw new Error('Lighthouse returned no result')
    // The full report, for a closer look (outside the repository).
    const report = path.join(os.tmpdir(), `lighthouse${page.replaceAll('/', '-')}.json`)
    fs.writeFileSync(report, JSON.stringify(result.lhr, null, 1))
    const { categories, audits } = result.lhr
    const score = (id: string) => Math.round((categories[id]?.score ?? 0) * 100)
    const performance = score('performance')
    const accessibility = score('accessibility')
    console.log(`\n${page}: performance ${performance} (bar 90), accessibility ${accessibility} (bar 95)`)
    for (const id of [
      'first-contentful-paint',
      'largest-contentful-paint',
      'total-blocking-time',
      'cumulative-layout-shift',
      'speed-index',
    ])
      console.log(`  ${audits[id]?.title}: ${audits[id]?.displayValue}`)
    const failing = Object.values(audits).filter(
      (audit) => audit.score !== null && audit.score < 1 && audit.scoreDisplayMode === 'binary',
    )
    for (const audit of failing) console.log(`  failing: ${audit.id} (${audit.title})`)
    console.log(`  full report: ${report}`)
    if (performance < 90 || accessibility < 95) failed = true
  }
} finally {
  chrome.kill()
  await site.stop()
}
process.exitCode = failed ? 1 : 0
