import { createRequire } from 'node:module'
import path from 'node:path'

export type CjkFontWeight = 'Light' | 'DemiLight' | 'Regular' | 'Medium' | 'Bold'

/**
 * The CJK font the PDFs (receipts, certificates) are set in by default: Noto Sans SC (the simplified
 * Chinese OpenType fonts of Noto Sans CJK, SIL Open Font License 1.1), shipped by the npm package
 * `@embedpdf/fonts-sc`, so no machine needs a system font. pdfkit embeds the glyphs a PDF uses as a
 * subset, which the OFL allows. RECEIPT_FONT_PATH points elsewhere when a deployment wants another.
 */
export function cjkFontPath(weight: CjkFontWeight = 'Regular'): string {
  // The package exports only its JavaScript index (dist/), so the fonts are found beside it.
  const entry = createRequire(import.meta.url).resolve('@embedpdf/fonts-sc')
  return path.join(path.dirname(entry), '..', 'fonts', `NotoSansHans-${weight}.otf`)
}
