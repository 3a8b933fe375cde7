/// <reference path="./svg-to-pdfkit.d.ts" />
import fs from 'node:fs'
import path from 'node:path'
import { certificateLayout, qrSquares } from '@spell/shared/api/certificates/certificate-layout'
import type { Certificate } from '@spell/shared/api/certificates/query-by-code'
import PDFDocument from 'pdfkit'
import QRCode from 'qrcode'
import SVGtoPDF from 'svg-to-pdfkit'
import { AppError } from '../../http/app-error'

/** The TTC holds two faces; pdfkit picks one by its PostScript name. */
const fontArgs = (fontPath: string): [string, string?] =>
  fontPath.endsWith('.ttc') ? [fontPath, 'WenQuanYiZenHei'] : [fontPath]

/**
 * The season's background SVG of a layout, from the client's sources (development) or its build
 * (production, where only the build is shipped). Only a file of the certificates folder is read.
 */
export function certificateBackgroundSvg(background: string, clientDist: string): string {
  const name = path.posix.basename(background)
  const candidates = [path.join(clientDist, '..', 'public'), clientDist].map((root) =>
    path.join(root, 'certificates', name),
  )
  const file = name.endsWith('.svg') ? candidates.find((candidate) => fs.existsSync(candidate)) : undefined
  if (!file) throw new AppError('unavailable', 'certificate.backgroundMissing')
  return fs.readFileSync(file, 'utf8')
}

/**
 * A certificate as one A4 landscape page, drawn from the same layout as the PNG the browser makes: the
 * season's background, every line as text (selectable, in the CJK font, embedded as a subset), the QR
 * code as vector squares and the committee's seal.
 */
export async function renderCertificatePdf(
  certificate: Certificate,
  queryUrl: string,
  { backgroundSvg, fontPath }: { backgroundSvg: string; fontPath: string },
): Promise<Buffer> {
  if (!fs.existsSync(fontPath)) throw new AppError('unavailable', 'certificate.fontMissing')
  const layout = certificateLayout(certificate, queryUrl)
  const doc = new PDFDocument({
    size: 'A4',
    layout: 'landscape',
    margin: 0,
    info: { Title: `证书 Certificate ${certificate.code}`, Subject: queryUrl },
  })
  const chunks: Buffer[] = []
  doc.on('data', (chunk: Buffer) => chunks.push(chunk))
  const done = new Promise<Buffer>((resolve) => doc.on('end', () => resolve(Buffer.concat(chunks))))
  const [file, face] = fontArgs(fontPath)
  doc.registerFont('cjk', file, face)
  const scale = doc.page.width / layout.width
  // Each SVG fills its box (its own width and height would be read as pixels of another size).
  const svg = (markup: string, x: number, y: number, width: number, height: number) =>
    SVGtoPDF(doc, markup, x * scale, y * scale, {
      width: width * scale,
      height: height * scale,
      preserveAspectRatio: 'xMidYMid meet',
      fontCallback: () => 'cjk',
    })

  svg(backgroundSvg, 0, 0, layout.width, layout.height)
  doc.font('cjk')
  for (const line of layout.texts) {
    doc.fontSize(line.size * scale)
    const natural = doc.widthOfString(line.text)
    // As the canvas narrows a line past its maxWidth, the PDF sets it smaller.
    if (natural > line.maxWidth * scale) doc.fontSize((line.size * scale * line.maxWidth * scale) / natural)
    const width = doc.widthOfString(line.text)
    const left = line.x * scale - (line.align === 'center' ? width / 2 : line.align === 'right' ? width : 0)
    doc.fillColor(line.color).text(line.text, left, line.y * scale, { lineBreak: false, baseline: 'middle' })
  }

  const { qr } = layout
  doc.rect(qr.x * scale, qr.y * scale, qr.size * scale, qr.size * scale).fill('#fffbf2')
  for (const square of qrSquares(qr, QRCode.create(qr.text, { errorCorrectionLevel: 'M' }).modules))
    doc.rect(square.x * scale, square.y * scale, square.size * scale, square.size * scale)
  doc.fill('#1f1f1f')

  svg(layout.seal.svg, layout.seal.x, layout.seal.y, layout.seal.size, layout.seal.size)
  doc.end()
  return done
}
