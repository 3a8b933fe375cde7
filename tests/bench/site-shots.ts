import fs from 'node:fs'
import os from 'node:os'
import path from 'node:path'
import { launchBrowser } from '../e2e/support/browser'
import { PUBLIC_PAGES } from '../e2e/support/public-pages'
import { startSite } from '../e2e/support/site'

/**
 * Full-page screenshots of every public page in both languages, to be looked at by eye (every
 * public page must render correctly at 375, 768, 1150 and 1440 px). Builds nothing: run after
 * `npm run build -w client`. `node --import tsx tests/bench/site-shots.ts [375 1440 …] [/path …]`;
 * the pictures go to $SHOTS_DIR or the temp directory. Prints pages that scroll sideways.
 */
const args = process.argv.slice(2)
const widths = args.filter((arg) => /^\d+$/.test(arg)).map(Number)
const only = args.filter((arg) => arg.startsWith('/'))
const out = process.env.SHOTS_DIR ?? path.join(os.tmpdir(), 'site-shots')
fs.mkdirSync(out, { recursive: true })

const [site, browser] = await Promise.all([startSite(), launchBrowser()])
let count = 0
try {
  for (const lang of ['ZH', 'EN'] as const) {
    for (const width of widths.length > 0 ? widths : [375, 768, 1150, 1440]) {
      const context = await browser.newContext({ viewport: { width, height: 900 } })
      await context.addInitScript((l) => localStorage.setItem('locale', l), lang)
      const page = await context.newPage()
      for (const route of only.length > 0 ? only : PUBLIC_PAGES) {
        await page.goto(`${site.url}${route}`)
        await page.locator('main h1, main h2').first().waitFor()
        await page.waitForLoadState('networkidle')
        // Lazy pictures below the fold load when scrolled to.
        await page.evaluate(async () => {
          for (let y = 0; y < document.body.scrollHeight; y += 600) {
            window.scrollTo(0, y)
            await new Promise((resolve) => requestAnimationFrame(resolve))
          }
          window.scrollTo(0, 0)
        })
        await page.waitForLoadState('networkidle')
        // WebP pictures decode off the main thread: a full-page capture can otherwise show them blank.
        await page.evaluate(() =>
          Promise.all([...document.images].map((image) => image.decode().catch(() => {}))),
        )
        const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth)
        if (overflow > 0) console.log(`${route} ${lang} ${width}: ${overflow} px wider than the window`)
        const name = `${route === '/' ? 'home' : route.slice(1)}-${lang}-${width}.png`
        await page.screenshot({ path: path.join(out, name), fullPage: true })
        count++
      }
      await context.close()
    }
  }
} finally {
  await browser.close()
  await site.stop()
}
console.log(`${count} screenshots in ${out}`)
