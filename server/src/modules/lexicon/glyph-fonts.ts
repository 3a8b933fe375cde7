/// <reference path="./fontkit.d.ts" />
import fs from 'node:fs'
import { createRequire } from 'node:module'
import path from 'node:path'
import { type Font, openSync } from 'fontkit'
import { cjkFontPath } from '../../providers/cjk-font'

/**
 * Script images drawn from openly licensed fonts: the simple form from Noto Sans SC (OFL, shipped by
 * @embedpdf/fonts-sc) and the regular (kai) script from LXGW WenKai Lite (OFL, split into woff2 files
 * by Unicode range). No openly licensed seal or clerical font is packaged, so those come only from
 * the committee's uploads.
 */
export const GLYPH_STYLES = ['simple', 'regular'] as const
export type GlyphStyle = (typeof GLYPH_STYLES)[number]

const require = createRequire(import.meta.url)
const packageDir = (name: string) => path.dirname(require.resolve(`${name}/package.json`))

let simpleFont: Font | undefined
const kaiFonts = new Map<string, Font>()
let kaiRanges: { from: number; to: number; file: string }[] | undefined

/** The kai font's files and the code points each holds, read from its stylesheet. */
function readKaiRanges() {
  const dir = packageDir('lxgw-wenkai-lite-webfont')
  const css = fs.readFileSync(path.join(dir, 'lxgwwenkailite-regular.css'), 'utf8')
  const ranges: { from: number; to: number; file: string }[] = []
  for (const face of css.split('@font-face').slice(1)) {
    const file = face.match(/url\('\.\/([^']+)'\)/)?.[1]
    const list = face.match(/unicode-range:([^;}]+)/)?.[1]
    if (!file || !list) continue
    for (const item of list.split(',')) {
      const [from, to = from] = item.trim().replace(/^U\+/i, '').split('-')
      ranges.push({ from: Number.parseInt(from ?? '', 16), to: Number.parseInt(to ?? '', 16), file })
    }
  }
  return ranges
}

function fontFor(style: GlyphStyle, codePoint: number): Font | null {
  if (style === 'simple') {
    simpleFont ??= openSync(cjkFontPath('Regular'))
    return simpleFont
  }
  kaiRanges ??= readKaiRanges()
  const file = kaiRanges.find((r) => codePoint >= r.from && codePoint <= r.to)?.file
  if (!file) return null
  let font = kaiFonts.get(file)
  if (!font) {
    font = openSync(path.join(packageDir('lxgw-wenkai-lite-webfont'), file))
    kaiFonts.set(file, font)
  }
  return font
}

const codePointOf = (cword: string) => cword.codePointAt(0) ?? 0

function hasGlyph(style: GlyphStyle, cword: string) {
  const codePoint = codePointOf(cword)
  return fontFor(style, codePoint)?.hasGlyphForCodePoint(codePoint) ?? false
}

/** Where the page finds the drawn glyph, or null when the font lacks the character. */
export function glyphUrl(style: GlyphStyle, cword: string) {
  return hasGlyph(style, cword) ? `/api/word/glyph/${style}/${codePointOf(cword).toString(16)}.svg` : null
}

/**
 * The glyph as a standalone SVG on a square em box (ideographic baseline at 88% of the em), drawn on
 * first request and kept in `cacheDir`; null when the font lacks it.
 */
export function glyphSvg(cacheDir: string, style: GlyphStyle, codePoint: number): string | null {
  const file = path.join(cacheDir, 'glyphs', style, `${codePoint.toString(16)}.svg`)
  if (fs.existsSync(file)) return fs.readFileSync(file, 'utf8')
  const font = fontFor(style, codePoint)
  if (!font?.hasGlyphForCodePoint(codePoint)) return null
  const em = font.unitsPerEm
  const outline = font.glyphForCodePoint(codePoint).path.toSVG()
  if (!outline) return null
  const svg =
    `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 ${em} ${em}">` +
    `<path transform="matrix(1 0 0 -1 0 ${Math.round(em * 0.88)})" d="${outline}"/></svg>\n`
  fs.mkdirSync(path.dirname(file), { recursive: true })
  const temporary = `${file}.${process.pid}.tmp`
  fs.writeFileSync(temporary, svg)
  fs.renameSync(temporary, file)
  return svg
}
