import {
  awardLabel,
  certificateGroupLabel,
  stageLabel,
} from '@spell/shared/api/certificates/certificate-labels'
import { type Certificate, SEASONLESS_BACKGROUND } from '@spell/shared/api/certificates/query-by-code'
import QRCode from 'qrcode'

/**
 * Draws a certificate onto its season's background. The text is bilingual whatever the site language:
 * a certificate is a document, read by Chinese and English readers alike. Positions match the calm
 * areas left in the background SVGs (1600 x 1131).
 */
const CERTIFICATE_WIDTH = 1600
const CERTIFICATE_HEIGHT = 1131
const FONT = '"Noto Serif CJK SC", "Source Han Serif SC", "WenQuanYi Zen Hei", "Noto Sans CJK SC", serif'

export function certificateLines(certificate: Certificate) {
  const award = awardLabel(certificate.award)
  // An individual's group is by grade; a team's is its level (小学组 · Primary club).
  const group = certificateGroupLabel(certificate.kind, certificate.group)
  const stage = stageLabel(certificate.stage)
  return {
    name: certificate.name,
    award: `${award.zh} · ${award.en}`,
    // The season is printed on the background itself.
    group: [group.zh && `${group.zh} · ${group.en}`, stage && `${stage.zh} · ${stage.en}`]
      .filter(Boolean)
      .join('   '),
    code: `证书编号 No. ${certificate.code}`,
    date: `颁发日期 Date ${certificate.issuedOn}`,
  }
}

/** The public address a certificate's QR code opens, on this site. */
const queryUrlOf = (code: string) => `${window.location.origin}/query?code=${encodeURIComponent(code)}`

/** A QR code drawn square by square (on a light backing), so the canvas stays one synchronous drawing. */
function drawQr(context: CanvasRenderingContext2D, text: string, x: number, y: number, size: number) {
  const { modules } = QRCode.create(text, { errorCorrectionLevel: 'M' })
  const quiet = 2
  const cell = size / (modules.size + quiet * 2)
  context.fillStyle = '#fffbf2'
  context.fillRect(x, y, size, size)
  context.fillStyle = '#1f1f1f'
  for (let row = 0; row < modules.size; row++)
    for (let col = 0; col < modules.size; col++)
      if (modules.get(row, col))
        context.fillRect(x + (col + quiet) * cell, y + (row + quiet) * cell, Math.ceil(cell), Math.ceil(cell))
}

export function drawCertificate(
  background: HTMLImageElement,
  certificate: Certificate,
  queryUrl = queryUrlOf(certificate.code),
): HTMLCanvasElement {
  const canvas = document.createElement('canvas')
  canvas.width = CERTIFICATE_WIDTH
  canvas.height = CERTIFICATE_HEIGHT
  const context = canvas.getContext('2d')
  if (!context) throw new Error('canvas 2d context unavailable')
  context.drawImage(background, 0, 0, CERTIFICATE_WIDTH, CERTIFICATE_HEIGHT)
  const lines = certificateLines(certificate)
  const text = (value: string, x: number, y: number, size: number, color: string, align: CanvasTextAlign) => {
    context.font = `${size}px ${FONT}`
    context.fillStyle = color
    context.textAlign = align
    context.textBaseline = 'middle'
    context.fillText(value, x, y, CERTIFICATE_WIDTH - 400)
  }
  if (certificate.backUrl === SEASONLESS_BACKGROUND)
    text(
      `${certificate.season} 赛季  ·  SEASON ${certificate.season.replace('~', '–')}`,
      800,
      406,
      19,
      '#7a1a12',
      'center',
    )
  text(lines.name, 800, 495, 84, '#1f1f1f', 'center')
  text(lines.award, 800, 605, 40, '#1f1f1f', 'center')
  text(lines.group, 800, 690, 28, '#333333', 'center')
  text(lines.code, 200, 993, 22, '#333333', 'left')
  text(lines.date, 1400, 993, 22, '#333333', 'right')
  drawQr(context, queryUrl, 740, 850, 120)
  text('扫码核验 Scan to verify', 800, 988, 16, '#555555', 'center')
  return canvas
}

/** Loads an image, failing after `timeoutMs` (the specification's 10 s). */
export function loadImage(src: string, timeoutMs = 10_000): Promise<HTMLImageElement> {
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
