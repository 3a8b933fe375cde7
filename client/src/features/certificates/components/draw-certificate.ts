import { certificateQueryUrl } from '@spell/shared/api/certificates/certificate-files'
import {
  CERTIFICATE_FONT,
  type CertificateLayout,
  certificateLayout,
  qrSquares,
} from '@spell/shared/api/certificates/certificate-layout'
import type { Certificate } from '@spell/shared/api/certificates/query-by-code'
import QRCode from 'qrcode'

/**
 * The certificate as a PNG, drawn in the browser from the layout the server's PDF is drawn from:
 * the season's background, the lines, the QR code and the committee's seal.
 */

/** The layout of a certificate whose QR code opens /query on the site the visitor is on. */
export const layoutHere = (certificate: Certificate, queryUrl?: string) =>
  certificateLayout(certificate, queryUrl ?? certificateQueryUrl(window.location.origin, certificate.code))

/** The pictures a certificate is drawn with, loaded before the drawing starts. */
export interface CertificateArt {
  background: CanvasImageSource
  seal: CanvasImageSource
}

export async function loadCertificateArt(layout: CertificateLayout): Promise<CertificateArt> {
  const [background, seal] = await Promise.all([
    loadImage(layout.background),
    loadImage(`data:image/svg+xml;charset=utf-8,${encodeURIComponent(layout.seal.svg)}`),
  ])
  return { background, seal }
}

/** What painting needs of a 2D context (a recording stand-in in tests). */
export type CertificatePainter = Pick<
  CanvasRenderingContext2D,
  'drawImage' | 'fillRect' | 'fillText' | 'font' | 'fillStyle' | 'textAlign' | 'textBaseline'
>

/** Paints the layout, one synchronous drawing: background, lines, QR code (square by square), seal. */
export function paintCertificate(
  context: CertificatePainter,
  art: CertificateArt,
  layout: CertificateLayout,
) {
  context.drawImage(art.background, 0, 0, layout.width, layout.height)
  for (const line of layout.texts) {
    context.font = `${line.size}px ${CERTIFICATE_FONT}`
    context.fillStyle = line.color
    context.textAlign = line.align
    context.textBaseline = 'middle'
    context.fillText(line.text, line.x, line.y, line.maxWidth)
  }
  const { qr, seal } = layout
  context.fillStyle = '#fffbf2'
  context.fillRect(qr.x, qr.y, qr.size, qr.size)
  context.fillStyle = '#1f1f1f'
  // Whole pixels, so no hairline shows between two dark squares.
  for (const square of qrSquares(qr, QRCode.create(qr.text, { errorCorrectionLevel: 'M' }).modules))
    context.fillRect(square.x, square.y, Math.ceil(square.size), Math.ceil(square.size))
  context.drawImage(art.seal, seal.x, seal.y, seal.size, seal.size)
}

export function drawCertificate(art: CertificateArt, layout: CertificateLayout): HTMLCanvasElement {
  const canvas = document.createElement('canvas')
  canvas.width = layout.width
  canvas.height = layout.height
  const context = canvas.getContext('2d')
  if (!context) throw new Error('canvas 2d context unavailable')
  paintCertificate(context, art, layout)
  return canvas
}

/** Loads an image, failing after `timeoutMs` (the specification's 10 s). */
function loadImage(src: string, timeoutMs = 10_000): Promise<HTMLImageElement> {
  return new Promise((resolve, reject) => {
    const image = new Image()
    const timer = setTimeout(() => reject(new Error(`timed out loading ${src}`)), timeoutMs)
    image.onload = () => {
      clearTimeout(timer)
      resolve(image)
    }
    image.onerror = () => {
      clearTimeout(timer)
      reject(new Error(`could not load ${src}`))
    }
    image.src = src
  })
}
