import path from 'node:path'
import { certificateLayout } from '@spell/shared/api/certificates/certificate-layout'
import { SEAL_COLOR } from '@spell/shared/api/certificates/certificate-seal'
import { backgroundOfSeason, type Certificate } from '@spell/shared/api/certificates/query-by-code'
import { getDocument, OPS } from 'pdfjs-dist/legacy/build/pdf.mjs'
import { describe, expect, it } from 'vitest'
import { cjkFontPath } from '../../providers/cjk-font'
import { certificateBackgroundSvg, renderCertificatePdf } from './certificate-pdf'

const clientDist = path.resolve(import.meta.dirname, '../../../../client/dist')
const queryUrl = 'https://spell.example/query?code=CEBS-2026-K7M2QX'

const certificate = (season: string): Certificate => ({
  code: 'CEBS-2026-K7M2QX',
  kind: 'individual',
  stage: 1,
  name: '欧阳堃',
  award: 2,
  group: 3,
  season,
  backUrl: backgroundOfSeason(season),
  issuedOn: '2026-07-01',
})

async function render(season: string) {
  const holder = certificate(season)
  const pdf = await renderCertificatePdf(holder, queryUrl, {
    backgroundSvg: certificateBackgroundSvg(holder.backUrl, clientDist),
    fontPath: cjkFontPath(),
  })
  const document = await getDocument({ data: new Uint8Array(pdf), useSystemFonts: false }).promise
  const page = await document.getPage(1)
  const { items } = await page.getTextContent()
  // Spaces aside: a viewer may split a line where the font's spacing changes.
  const text = items
    .map((item) => ('str' in item ? item.str : ''))
    .join('')
    .replace(/\s+/g, '')
  const operators = await page.getOperatorList()
  const hex = (rgb: ArrayLike<number>) =>
    `#${Array.from(rgb, (part) => part.toString(16).padStart(2, '0')).join('')}`
  const fills = operators.fnArray.flatMap((fn, i) =>
    fn === OPS.setFillRGBColor ? [hex(operators.argsArray[i] as ArrayLike<number>)] : [],
  )
  return { pdf, document, page, text, fills, layout: certificateLayout(holder, queryUrl) }
}

const squeeze = (text: string) => text.replace(/\s+/g, '')

describe('the certificate PDF', () => {
  it('opens as one A4 landscape page carrying every line of the layout the PNG is drawn from', async () => {
    const { pdf, document, page, text, layout } = await render('2026~2027')
    expect(pdf.subarray(0, 5).toString()).toBe('%PDF-')
    expect(document.numPages).toBe(1)
    const [, , width, height] = page.view
    expect([Math.round(width ?? 0), Math.round(height ?? 0)]).toEqual([842, 595])
    expect(layout.texts.map((line) => line.role)).toEqual(
      expect.arrayContaining(['season', 'name', 'award', 'group', 'code', 'date']),
    )
    for (const line of layout.texts) expect(text).toContain(squeeze(line.text))
    expect(text).toContain('2026~2027赛季·SEASON2026–2027')
    expect(text).toContain('欧阳堃')
    expect(text).toContain('二等奖·SecondPrize')
    expect(text).toContain('市级初赛·Citypreliminary')
    expect(text).toContain('CEBS-2026-K7M2QX')
    // Small: the font goes in as a subset and the background as vector drawing.
    expect(pdf.length).toBeLessThan(200_000)
  })

  it("prints the season's own background, its season line included", async () => {
    const { text } = await render('2023~2024')
    expect(text).toContain('2023~2024赛季·SEASON2023–2024')
    expect(text).toContain('荣誉证书')
  })

  it("presses the committee's seal: its red, its ring and its name over the signature's", async () => {
    const { text, fills } = await render('2024~2025')
    // Only the seal is in its red (the backgrounds have none of it).
    expect(fills).toContain(SEAL_COLOR.toLowerCase())
    // The competition's name heads the page and rings the seal; 组委会 signs and stamps.
    expect(text.split('中英双语汉字拼写大赛').length - 1).toBe(2)
    expect(text.split('组委会').length - 1).toBe(2)
  })

  it('answers 5003 (unavailable) without the font or the background', async () => {
    await expect(
      renderCertificatePdf(certificate('2024~2025'), queryUrl, {
        backgroundSvg: '<svg/>',
        fontPath: '/nonexistent/font.otf',
      }),
    ).rejects.toMatchObject({ code: 5003 })
    expect(() => certificateBackgroundSvg('/certificates/none.svg', clientDist)).toThrow(
      expect.objectContaining({ code: 5003 }),
    )
    expect(() => certificateBackgroundSvg('/certificates/../../index.html', clientDist)).toThrow(
      expect.objectContaining({ code: 5003 }),
    )
  })
})
