import { awards, competitionGroups, labelOf } from '@spell/shared'
import type { Certificate } from '@spell/shared/api/certificates/query-by-code'

/**
 * Draws a certificate onto its season's background. The text is bilingual whatever the site language:
 * a certificate is a document, read by Chinese and English readers alike. Positions match the calm
 * areas left in the background SVGs (1600 x 1131).
 */
export const CERTIFICATE_WIDTH = 1600
export const CERTIFICATE_HEIGHT = 1131
const FONT = '"Noto Serif CJK SC", "Source Han Serif SC", "WenQuanYi Zen Hei", "Noto Sans CJK SC", serif'

export function certificateLines(certificate: Certificate) {
  const group = competitionGroups.find((g) => g.value === certificate.group)
  return {
    name: certificate.name,
    award: `${labelOf(awards, certificate.award, 'zh')} · ${labelOf(awards, certificate.award, 'en')}`,
    // The season is printed on the background itself.
    group: group ? `${group.label.zh}组 · ${group.label.en} Group` : '',
    code: `证书编号 No. ${certificate.code}`,
    date: `颁发日期 Date ${certificate.issuedOn}`,
  }
}

export function drawCertificate(background: HTMLImageElement, certificate: Certificate): HTMLCanvasElement {
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
  text(lines.name, 800, 495, 84, '#1f1f1f', 'center')
  text(lines.award, 800, 605, 40, '#1f1f1f', 'center')
  text(lines.group, 800, 690, 28, '#333333', 'center')
  text(lines.code, 200, 993, 22, '#333333', 'left')
  text(lines.date, 1400, 993, 22, '#333333', 'right')
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
