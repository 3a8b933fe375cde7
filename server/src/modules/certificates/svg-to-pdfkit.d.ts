/** The part of svg-to-pdfkit (no types of its own) that draws an SVG into a pdfkit document. */
declare module 'svg-to-pdfkit' {
  interface SvgToPdfOptions {
    width?: number
    height?: number
    preserveAspectRatio?: string
    /** The name of a registered pdfkit font for an SVG font family. */
    fontCallback?: (family: string, bold: boolean, italic: boolean) => string
    warningCallback?: (message: string) => void
  }
  export default function SVGtoPDF(
    doc: PDFKit.PDFDocument,
    svg: string,
    x: number,
    y: number,
    options?: SvgToPdfOptions,
  ): void
}
