import { getDocument } from 'pdfjs-dist/legacy/build/pdf.mjs'

/**
 * The text of a PDF's first page as a reader's viewer extracts it, spaces removed: a viewer may split
 * a line where the font's spacing changes.
 */
export async function pdfText(pdf: Uint8Array): Promise<string> {
  const document = await getDocument({ data: new Uint8Array(pdf), useSystemFonts: false }).promise
  const { items } = await (await document.getPage(1)).getTextContent()
  return items
    .map((item) => ('str' in item ? item.str : ''))
    .join('')
    .replace(/\s+/g, '')
}
