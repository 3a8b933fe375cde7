import fs from 'node:fs'
import path from 'node:path'
import { gzipSync } from 'node:zlib'
import { launchBrowser } from '../e2e/support/browser'
import { startSite } from '../e2e/support/site'

/**
 * `npm run bench:site`: the JavaScript the home page needs for its first render (the
 * quality bar: under 250 KB gzipped). Builds nothing itself (the npm script builds the client first), serves
 * client/dist from the real server on PGlite, opens / at 390 px in Chromium and sums the gzip -9 size
 * of the built .js files the page requested: (1) for the first render, until the home page's heading
 * is on the page and the load event has fired; (2) everything until network idle (what loads after
 * the first render: socket.io for site notices, started when the browser is idle).
 */
const DIST = path.resolve(import.meta.dirname, '../../client/dist')
const LIMIT_KB = 250

function sizes(files: string[]) {
  return files
    .map((file) => ({
      file,
      kb: gzipSync(fs.readFileSync(path.join(DIST, file)), { level: 9 }).length / 1024,
    }))
    .sort((a, b) => b.kb - a.kb)
}
const sum = (rows: { kb: number }[]) => rows.reduce((total, row) => total + row.kb, 0)

const site = await startSite()
const browser = await launchBrowser()
try {
  for (const lang of ['zh', 'en'] as const) {
    const context = await browser.newContext({ viewport: { width: 390, height: 844 } })
    await context.addInitScript((l) => localStorage.setItem('locale', l === 'en' ? 'EN' : 'ZH'), lang)
    const page = await context.newPage()
    const scripts: string[] = []
    page.on('request', (request) => {
      const { pathname } = new URL(request.url())
      if (pathname.endsWith('.js')) scripts.push(pathname)
    })
    await page.goto(`${site.url}/`, { waitUntil: 'load' })
    await page.locator('main h1').waitFor({ state: 'attached' })
    const firstRender = sizes(scripts)
    await page.waitForLoadState('networkidle')
    const later = sizes(scripts.slice(firstRender.length))
    const total = sum(firstRender)
    const verdict = total < LIMIT_KB ? 'met' : 'NOT met'
    console.log(`\nHome page (${lang}), 390 px, .js requested for the first render:`)
    for (const row of firstRender) console.log(`  ${row.kb.toFixed(1).padStart(7)} KB  ${row.file}`)
    console.log(
      `  ${total.toFixed(1).padStart(7)} KB  first render, gzipped (limit ${LIMIT_KB} KB): ${verdict}`,
    )
    const after = later.map((row) => `${row.file} ${row.kb.toFixed(1)} KB`).join(', ')
    console.log(`  then, before network idle: ${after || 'nothing'}`)
    console.log(`  ${(total + sum(later)).toFixed(1).padStart(7)} KB  everything before network idle`)
    await context.close()
  }
} finally {
  await browser.close()
  await site.stop()
}
