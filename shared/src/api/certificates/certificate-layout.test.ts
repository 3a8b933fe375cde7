import { describe, expect, it } from 'vitest'
import { CERTIFICATE_HEIGHT, CERTIFICATE_WIDTH, certificateLayout, qrSquares } from './certificate-layout'
import { backgroundOfSeason, type Certificate } from './query-by-code'

const certificate = (season: string): Certificate => ({
  code: 'CEBS-2024-000128',
  kind: 'individual',
  stage: 4,
  name: '欧阳堃',
  award: 1,
  group: 2,
  season,
  backUrl: backgroundOfSeason(season),
  issuedOn: '2025-07-01',
})
const queryUrl = 'https://spell.example/query?code=CEBS-2024-000128'

describe('the certificate layout', () => {
  it('names the holder, award, group and round, code and date, in both languages', () => {
    const layout = certificateLayout(certificate('2024~2025'), queryUrl)
    const text = Object.fromEntries(layout.texts.map((line) => [line.role, line.text]))
    expect(text.name).toBe('欧阳堃')
    expect(text.award).toBe('一等奖 · First Prize')
    expect(text.group).toBe('小中组 · Middle primary Group   全国总决赛 · National final')
    expect(text.code).toBe('证书编号 No. CEBS-2024-000128')
    expect(text.date).toBe('颁发日期 Date 2025-07-01')
    expect(layout.qr.text).toBe(queryUrl)
  })

  it('draws the season where the background does not print it', () => {
    const own = certificateLayout(certificate('2024~2025'), queryUrl)
    expect(own.background).toBe('/certificates/background-2024-2025.svg')
    expect(own.texts.map((line) => line.role)).not.toContain('season')
    const later = certificateLayout(certificate('2026~2027'), queryUrl)
    expect(later.background).toBe('/certificates/background-season.svg')
    expect(later.texts.find((line) => line.role === 'season')?.text).toBe(
      '2026~2027 赛季  ·  SEASON 2026–2027',
    )
  })

  it("presses the committee's seal on the page, apart from the lines and the QR code", () => {
    const { seal, qr, texts } = certificateLayout(certificate('2023~2024'), queryUrl)
    expect(seal.svg).toMatch(/^<svg [^>]*viewBox="-64 -64 128 128"/)
    expect(seal.svg).toContain('组委会')
    expect(seal.svg).toContain('中英双语汉字拼写大赛')
    const inside = (box: { x: number; y: number; size: number }) =>
      box.x >= 0 &&
      box.y >= 0 &&
      box.x + box.size <= CERTIFICATE_WIDTH &&
      box.y + box.size <= CERTIFICATE_HEIGHT
    expect(inside(seal)).toBe(true)
    expect(inside(qr)).toBe(true)
    // No line's middle falls inside the seal.
    for (const line of texts)
      expect(
        line.y > seal.y && line.y < seal.y + seal.size && line.x > seal.x && line.x < seal.x + seal.size,
      ).toBe(false)
  })

  it('leaves out a group it does not know rather than print an empty line', () => {
    const layout = certificateLayout({ ...certificate('2024~2025'), group: 99, stage: null }, queryUrl)
    expect(layout.texts.map((line) => line.role)).not.toContain('group')
  })
})

describe('the QR squares', () => {
  it('place each dark module in the box, inside a quiet zone of two modules', () => {
    const dark = new Set(['0,0', '2,1'])
    const modules = { size: 3, get: (row: number, col: number) => dark.has(`${row},${col}`) }
    expect(qrSquares({ x: 100, y: 200, size: 70 }, modules)).toEqual([
      { x: 120, y: 220, size: 10 },
      { x: 130, y: 240, size: 10 },
    ])
  })
})
