import { awardLabel, certificateGroupLabel, stageLabel } from './certificate-labels'
import { certificateSealSvg, SEAL_SIZE } from './certificate-seal'
import { type Certificate, SEASONLESS_BACKGROUND } from './query-by-code'

/**
 * A certificate, described once and drawn twice: as a PNG on a canvas in the browser and as a PDF by
 * the server. Both put the season's background under it, then every text, the QR code and the seal
 * where this says. Units are the backgrounds' (1600 x 1131), whose calm areas the positions fit; A4
 * landscape has the same shape, so the PDF only scales them.
 */
export const CERTIFICATE_WIDTH = 1600
export const CERTIFICATE_HEIGHT = 1131
/** The faces the browser tries; the PDF is set in the CJK font the server ships. */
export const CERTIFICATE_FONT =
  '"Noto Serif CJK SC", "Source Han Serif SC", "WenQuanYi Zen Hei", "Noto Sans CJK SC", serif'

export type CertificateTextRole = 'season' | 'name' | 'award' | 'group' | 'code' | 'date' | 'scan'

export interface CertificateText {
  role: CertificateTextRole
  text: string
  /** Where the line is anchored (by `align`), and the middle of its height. */
  x: number
  y: number
  size: number
  color: string
  align: 'left' | 'center' | 'right'
  /** A longer line is narrowed to fit. */
  maxWidth: number
}

export interface CertificateBox {
  x: number
  y: number
  size: number
}

export interface CertificateLayout {
  width: number
  height: number
  /** The season's background: a public path, an SVG of width x height. */
  background: string
  texts: CertificateText[]
  /** A QR code of `text` filling the square box (quiet zone included). */
  qr: CertificateBox & { text: string }
  /** The committee's seal: an SVG drawn to fill the square box. */
  seal: CertificateBox & { svg: string }
}

/** The season as printed: on its own background, or drawn onto the one later seasons share. */
const seasonLine = (season: string) => `${season} 赛季  ·  SEASON ${season.replace('~', '–')}`

/**
 * The certificate's lines, bilingual whatever the site's language: a certificate is a document, read
 * by Chinese and English readers alike.
 */
export function certificateLines(certificate: Certificate) {
  const award = awardLabel(certificate.award)
  // An individual's group is by grade; a team's is its level (小学组 · Primary club).
  const group = certificateGroupLabel(certificate.kind, certificate.group)
  const stage = stageLabel(certificate.stage)
  return {
    season: seasonLine(certificate.season),
    name: certificate.name,
    award: `${award.zh} · ${award.en}`,
    group: [group.zh && `${group.zh} · ${group.en}`, stage && `${stage.zh} · ${stage.en}`]
      .filter(Boolean)
      .join('   '),
    code: `证书编号 No. ${certificate.code}`,
    date: `颁发日期 Date ${certificate.issuedOn}`,
  }
}

/** Whether the background prints the season itself (the seasons with their own design do). */
export const backgroundPrintsSeason = (background: string) => background !== SEASONLESS_BACKGROUND

export function certificateLayout(certificate: Certificate, queryUrl: string): CertificateLayout {
  const lines = certificateLines(certificate)
  const line = (
    role: CertificateTextRole,
    text: string,
    x: number,
    y: number,
    size: number,
    color: string,
    align: CertificateText['align'] = 'center',
  ): CertificateText => ({ role, text, x, y, size, color, align, maxWidth: CERTIFICATE_WIDTH - 400 })
  const texts = [
    ...(backgroundPrintsSeason(certificate.backUrl)
      ? []
      : [line('season', lines.season, 800, 406, 19, '#7a1a12')]),
    line('name', lines.name, 800, 495, 84, '#1f1f1f'),
    line('award', lines.award, 800, 605, 40, '#1f1f1f'),
    line('group', lines.group, 800, 690, 28, '#333333'),
    line('code', lines.code, 200, 993, 22, '#333333', 'left'),
    line('date', lines.date, 1400, 993, 22, '#333333', 'right'),
    line('scan', '扫码核验 Scan to verify', 800, 988, 16, '#555555'),
  ].filter((text) => text.text !== '')
  return {
    width: CERTIFICATE_WIDTH,
    height: CERTIFICATE_HEIGHT,
    background: certificate.backUrl,
    texts,
    qr: { text: queryUrl, x: 740, y: 850, size: 120 },
    // Pressed on the committee's signature line (drawn by the background at x 1040-1250, y 872-938).
    seal: { svg: certificateSealSvg, x: 1306 - SEAL_SIZE / 2, y: 893 - SEAL_SIZE / 2, size: SEAL_SIZE },
  }
}

/** A QR code's modules, as the `qrcode` package gives them. */
export interface QrModules {
  size: number
  get(row: number, col: number): boolean | number
}

/**
 * The dark squares of a QR code in its box, with a quiet zone of two modules: both drawings paint
 * these, so the code reads the same from the picture and the paper.
 */
export function qrSquares(box: CertificateBox, modules: QrModules) {
  const quiet = 2
  const cell = box.size / (modules.size + quiet * 2)
  const squares: CertificateBox[] = []
  for (let row = 0; row < modules.size; row++)
    for (let col = 0; col < modules.size; col++)
      if (modules.get(row, col))
        squares.push({ x: box.x + (col + quiet) * cell, y: box.y + (row + quiet) * cell, size: cell })
  return squares
}
