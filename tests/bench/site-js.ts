import fs from 'node:fs'
import path from 'node:path'
import type { Page } from 'playwright-core'
import { startTestServer } from '../../server/src/test-support/test-server'
import { launchBrowser } from '../e2e/support/browser'
import { contextFor, demoLogin, type Role } from '../e2e/support/signed-in'
import { SITE_ROUTES, type SiteRoute } from '../e2e/support/site-routes'
import { startHttp2Front } from './http2-front'

/**
 * `npm run bench:site`: the JavaScript a phone downloads to open each page on a cold cache, and again on
 * a warm one. Builds nothing itself (the npm script builds the client first), serves client/dist from the
 * real server on PGlite with the demo accounts, and opens each page at 390 px in Chromium, signed in as
 * the role the page is for, in a fresh browser context (an empty cache). It sums the bodies of the .js
 * responses that came over the network (Brotli: the build's precompressed copies the server sends) until
 * the page is drawn and the network is idle, and, apart, the bytes on the wire: those bodies with each
 * response's HTTP/1.1 headers, as Chromium counted them. Then it opens the same page again in the same
 * context: hashed assets are cached for a year as immutable, so the warm figure should be zero.
 *
 * The target: every student page, the sign-in and registration pages and the judge's pages (the list of
 * exams and the control page of the demo semi-final) at most 250 KB on the wire; the home page and the
 * back office are printed for comparison. `--lang=en` measures English
 * (Chinese by default); paths as arguments measure only those pages.
 */
const LIMIT_KB = 250
const args = process.argv.slice(2)
const lang = args.includes('--lang=en') ? 'EN' : 'ZH'
const only = args.filter((arg) => arg.startsWith('/'))
const http2 = args.includes('--http2')
const DIST = path.resolve(import.meta.dirname, '../../client/dist')

const AUTH_PAGES = new Set(['chnEngLogin', 'chnEngRegist', 'resetPwd', 'stuReg'])
const targeted = (route: SiteRoute) =>
  (route.role === 'student' && route.url.startsWith('/stu')) ||
  AUTH_PAGES.has(route.name) ||
  route.name === 'judge' ||
  route.name === 'judgeExam'
const forComparison = (route: SiteRoute) => route.name === 'root' || route.name === 'admin'

const pages = SITE_ROUTES.filter((route) => route.name !== 'studentRoot')
  .filter((route) => targeted(route) || forComparison(route))
  .filter((route) => only.length === 0 || only.includes(route.url.split('?')[0] ?? ''))

/** The .js files that came over the network (not from the cache) and their bytes on the wire. */
async function watchScripts(page: Page) {
  const cdp = await page.context().newCDPSession(page)
  await cdp.send('Network.enable')
  const urls = new Map<string, string>()
  const cached = new Set<string>()
  const encodings = new Map<string, string>()
  const fetched = new Map<string, number>()
  const onWire = new Map<string, number>()
  cdp.on('Network.requestWillBeSent', (event) => urls.set(event.requestId, event.request.url))
  cdp.on('Network.requestServedFromCache', (event) => cached.add(event.requestId))
  cdp.on('Network.responseReceived', (event) => {
    if (event.response.fromDiskCache || event.response.fromPrefetchCache) cached.add(event.requestId)
    const headers = Object.entries(event.response.headers)
    const encoding = headers.find(([name]) => name.toLowerCase() === 'content-encoding')?.[1] ?? ''
    encodings.set(event.requestId, encoding)
  })
  cdp.on('Network.loadingFinished', (event) => {
    const url = urls.get(event.requestId)
    if (!url || cached.has(event.requestId)) return
    const { pathname } = new URL(url)
    if (!pathname.endsWith('.js')) return
    // The body as sent: the build's Brotli (or gzip) copy, or the file itself when it is too small for one.
    const encoding = encodings.get(event.requestId)
    const copy = encoding === 'br' ? '.br' : encoding === 'gzip' ? '.gz' : ''
    fetched.set(pathname, fs.statSync(path.join(DIST, pathname + copy)).size)
    // The body and the response's headers as they came over the connection.
    onWire.set(pathname, event.encodedDataLength)
  })
  return {
    take() {
      const rows = [...fetched].map(([file, bytes]) => ({
        file,
        kb: bytes / 1024,
        wireKb: (onWire.get(file) ?? 0) / 1024,
      }))
      fetched.clear()
      onWire.clear()
      cached.clear()
      return rows.sort((a, b) => b.kb - a.kb)
    },
  }
}

async function settle(page: Page) {
  await page.locator('html[data-app-ready]').waitFor({ state: 'attached' })
  await page.waitForLoadState('networkidle')
}

const sum = (rows: { kb: number }[]) => rows.reduce((total, row) => total + row.kb, 0)
const sumWire = (rows: { wireKb: number }[]) => rows.reduce((total, row) => total + row.wireKb, 0)
const kb = (value: number) => `${value.toFixed(1).padStart(6)} KB`

if (!fs.existsSync(path.join(DIST, 'index.html'))) throw new Error('client/dist is missing: build the client')
const site = await startTestServer({ SEED_DEMO: '1' })
// `--http2`: through deploy/nginx.conf ending TLS with HTTP/2, as the site is served; else straight
// from the app over HTTP/1.1.
const front = http2 ? await startHttp2Front(site.url) : null
const origin = front?.url ?? site.url
const browser = await launchBrowser({ args: front ? ['--ignore-certificate-errors'] : [] })
const results: {
  url: string
  role: Role
  cold: number
  wire: number
  files: number
  warm: number
  target: boolean
}[] = []
const verbose = args.includes('--files')
try {
  for (const route of pages) {
    const context = await contextFor(browser, await demoLogin(site, route.role), { lang, width: 390 })
    const page = await context.newPage()
    const scripts = await watchScripts(page)
    await page.goto(`${origin}${route.url}`)
    await settle(page)
    const cold = scripts.take()
    await page.goto(`${origin}${route.url}`)
    await settle(page)
    const warm = scripts.take()
    results.push({
      url: route.url,
      role: route.role,
      cold: sum(cold),
      wire: sumWire(cold),
      files: cold.length,
      warm: sum(warm),
      target: targeted(route),
    })
    if (verbose) {
      console.log(`\n${route.url}`)
      for (const row of cold) console.log(`  ${kb(row.kb)}  ${row.file}`)
    }
    await context.close()
  }
} finally {
  await browser.close()
  await front?.stop()
  await site.stop()
}

console.log(
  `\nJavaScript before network idle, 390 px, ${lang}: Brotli bodies, and on the wire with ${http2 ? 'HTTP/2 through nginx' : 'HTTP/1.1'} headers (target ≤ ${LIMIT_KB} KB on the wire)`,
)
console.log('  cold cache (files)   on the wire   warm cache   page (role)')
let failed = false
for (const row of results) {
  const verdict = row.target ? (row.wire <= LIMIT_KB ? 'met' : 'NOT met') : 'for comparison'
  if (row.target && row.wire > LIMIT_KB) failed = true
  const files = `(${row.files})`.padStart(5)
  console.log(
    `  ${kb(row.cold)} ${files}    ${kb(row.wire)}    ${kb(row.warm)}   ${row.url} (${row.role}): ${verdict}`,
  )
}
process.exitCode = failed ? 1 : 0
