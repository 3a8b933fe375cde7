// Turns the public site's drawn illustrations (client/public/images/site/gallery/*.svg, drawn by
// draw-public-site-art.mjs) into WebP pictures at twice their size (960 × 640), which the pages show.
// Run after drawing: node client/scripts/rasterize-public-site-art.mjs (uses Debian's Chromium through
// the tests' playwright-core; no browser is downloaded).
//
// Why (decision 0042): a browser paints an SVG picture on the page's main thread, and
// these carry Chinese text, shaped with a CJK font at each paint: the home page's 24 gallery
// thumbnails, its carousel and its cards made one ~100-130 ms paint task on this machine (several
// hundred on a phone). A WebP picture is decoded off the main thread. The SVGs stay the sources.
import fs from 'node:fs'
import path from 'node:path'
import { chromium } from 'playwright-core'

const dir = path.resolve(import.meta.dirname, '../public/images/site/gallery')
const SCALE = 2
const QUALITY = 0.8

const browser = await chromium.launch({
  executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
  args: ['--headless', '--no-sandbox', '--disable-gpu', '--disable-background-networking', '--no-first-run'],
})
try {
  const page = await browser.newPage()
  let bytes = 0
  const files = fs.readdirSync(dir).filter((file) => file.endsWith('.svg'))
  for (const file of files) {
    const svg = fs.readFileSync(path.join(dir, file), 'utf8')
    const dataUrl = await page.evaluate(
      async ({ svg, scale, quality }) => {
        const image = new Image()
        image.src = `data:image/svg+xml;charset=utf-8,${encodeURIComponent(svg)}`
        await image.decode()
        await document.fonts.ready
        const canvas = document.createElement('canvas')
        canvas.width = image.naturalWidth * scale
        canvas.height = image.naturalHeight * scale
        canvas.getContext('2d')?.drawImage(image, 0, 0, canvas.width, canvas.height)
        return canvas.toDataURL('image/webp', quality)
      },
      { svg, scale: SCALE, quality: QUALITY },
    )
    if (!dataUrl.startsWith('data:image/webp')) throw new Error(`${file}: this Chromium cannot encode WebP`)
    const webp = Buffer.from(dataUrl.slice(dataUrl.indexOf(',') + 1), 'base64')
    fs.writeFileSync(path.join(dir, file.replace(/\.svg$/, '.webp')), webp)
    bytes += webp.length
  }
  console.log(`rasterized ${files.length} pictures into ${(bytes / 1024).toFixed(0)} KB of WebP`)
} finally {
  await browser.close()
}
