import { certificateLayout, qrSquares } from '@spell/shared/api/certificates/certificate-layout'
import { backgroundOfSeason, type Certificate } from '@spell/shared/api/certificates/query-by-code'
import QRCode from 'qrcode'
import { describe, expect, it } from 'vitest'
import { type CertificateArt, type CertificatePainter, paintCertificate } from './draw-certificate'

const certificate: Certificate = {
  code: 'CEBS-2026-K7M2QX',
  kind: 'team',
  stage: null,
  name: '星火战队',
  award: 5,
  group: 1,
  season: '2026~2027',
  backUrl: backgroundOfSeason('2026~2027'),
  issuedOn: '2026-07-01',
}
const layout = certificateLayout(certificate, 'https://spell.example/query?code=CEBS-2026-K7M2QX')

/** A 2D context that writes down what is painted. */
function recorder() {
  const calls: Array<[string, ...unknown[]]> = []
  const painter: CertificatePainter = {
    font: '',
    fillStyle: '',
    textAlign: 'start',
    textBaseline: 'alphabetic',
    drawImage: (...args: unknown[]) => calls.push(['drawImage', ...args]),
    fillRect: (...args: unknown[]) => calls.push(['fillRect', ...args]),
    fillText(...args: unknown[]) {
      calls.push(['fillText', ...args, this.textAlign, this.font])
    },
  }
  return { painter, calls }
}

const art = { background: { name: 'background' }, seal: { name: 'seal' } } as unknown as CertificateArt

describe('the certificate picture', () => {
  it('paints the background, every line of the layout where it says, the QR code, then the seal on top', () => {
    const { painter, calls } = recorder()
    paintCertificate(painter, art, layout)
    expect(calls[0]).toEqual(['drawImage', art.background, 0, 0, 1600, 1131])
    const texts = calls.filter(([kind]) => kind === 'fillText')
    expect(texts).toEqual(
      layout.texts.map((line) => [
        'fillText',
        line.text,
        line.x,
        line.y,
        line.maxWidth,
        line.align,
        expect.stringContaining(`${line.size}px`),
      ]),
    )
    expect(texts.map(([, text]) => text)).toEqual(
      expect.arrayContaining([
        '2026~2027 赛季  ·  SEASON 2026–2027',
        '星火战队',
        '参赛证书 · Certificate of Participation',
        '小学组 · Primary club',
        '证书编号 No. CEBS-2026-K7M2QX',
      ]),
    )
    const squares = qrSquares(layout.qr, QRCode.create(layout.qr.text, { errorCorrectionLevel: 'M' }).modules)
    // The backing, then one square per dark module.
    expect(calls.filter(([kind]) => kind === 'fillRect')).toHaveLength(squares.length + 1)
    const { seal } = layout
    expect(calls.at(-1)).toEqual(['drawImage', art.seal, seal.x, seal.y, seal.size, seal.size])
  })
})
