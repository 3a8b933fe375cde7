/** The part of fontkit (no types of its own) that draws one glyph's outline. */
declare module 'fontkit' {
  interface Glyph {
    path: { toSVG(): string }
  }
  interface Font {
    unitsPerEm: number
    hasGlyphForCodePoint(codePoint: number): boolean
    glyphForCodePoint(codePoint: number): Glyph
  }
  export function openSync(file: string): Font
}
