import fs from 'node:fs'
import {
  awardLabel,
  certificateGroupLabel,
  stageLabel,
} from '@spell/shared/api/certificates/certificate-labels'
import type { Certificate } from '@spell/shared/api/certificates/query-by-code'
import PDFDocument from 'pdfkit'
import QRCode from 'qrcode'
import { AppError } from '../../http/app-error'

/** The TTC holds two faces; pdfkit picks one by its PostScript name. */
const fontArgs = (fontPath: string): [string, string?] =>
  fontPath.endsWith('.ttc') ? [fontPath, 'WenQuanYiZenHei'] : [fontPath]

const GOLD = '#b8862b'
const INK = '#1f1f1f'

/**
 * A certificate as one A4 landscape page, bilingual like the PNG: a gold frame, the holder, award,
 * group and stage, the code and date, and a QR code of the public /query address for its code. Set in
 * the CJK font, embedded as a subset.
 */
export async function renderCertificatePdf(certificate: Certificate, queryUrl: string, fontPath: string) {
  if (!fs.existsSync(fontPath)) throw new AppError('unavailable', 'certificate.fontMissing')
  const qr = await QRCode.toBuffer(queryUrl, {
    margin: 1,
    width: 240,
    color: { dark: '#1f1f1f', light: '#fffbf2' },
  })
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
  doc.font('cjk')
  const { width, height } = doc.page
  doc.rect(0, 0, width, height).fill('#fffbf2')
  doc
    .lineWidth(6)
    .strokeColor(GOLD)
    .rect(24, 24, width - 48, height - 48)
    .stroke()
  doc
    .lineWidth(1.5)
    .rect(36, 36, width - 72, height - 72)
    .stroke()

  const centred = (text: string, y: number, size: number, color = INK) =>
    doc
      .fontSize(size)
      .fillColor(color)
      .text(text, 60, y, { width: width - 120, align: 'center' })
  const participation = certificate.award === 5
  centred(participation ? '参 赛 证 书' : '荣 誉 证 书', 70, 34, GOLD)
  centred(participation ? 'CERTIFICATE OF PARTICIPATION' : 'CERTIFICATE OF HONOUR', 116, 14, GOLD)
  centred(`中英双语汉字拼写大赛 · ${certificate.season} 赛季`, 150, 14)
  centred(
    `Chinese-English Bilingual Character Spelling Competition · Season ${certificate.season}`,
    170,
    11,
    '#555555',
  )
  centred(certificate.name, 215, 40)
  doc
    .moveTo(width / 2 - 180, 268)
    .lineTo(width / 2 + 180, 268)
    .lineWidth(1)
    .strokeColor(GOLD)
    .stroke()
  const award = awardLabel(certificate.award)
  centred(`${award.zh} · ${award.en}`, 285, 22)
  const group = certificateGroupLabel(certificate.kind, certificate.group)
  centred(`${group.zh} · ${group.en}`, 322, 15, '#333333')
  const stage = stageLabel(certificate.stage)
  if (stage) centred(`${stage.zh} · ${stage.en}`, 346, 13, '#333333')

  doc.image(qr, width - 60 - 110, height - 60 - 130, { width: 110 })
  doc
    .fontSize(9)
    .fillColor('#555555')
    .text('扫码核验 Scan to verify', width - 60 - 130, height - 60 - 16, { width: 150, align: 'center' })
  doc.fontSize(12).fillColor('#333333')
  doc.text(`证书编号 No. ${certificate.code}`, 70, height - 120)
  doc.text(`颁发日期 Date ${certificate.issuedOn}`, 70, height - 100)
  doc
    .fontSize(9)
    .fillColor('#777777')
    .text(queryUrl, 70, height - 80)
  doc.end()
  return done
}
