import zlib from 'node:zlib'
import { describe, expect, it } from 'vitest'
import { cjkFontPath } from '../../providers/cjk-font'
import { pdfText } from '../../test-support/pdf-text'
import { type ReceiptData, renderReceipt } from './receipt-pdf'

const receipt: ReceiptData = {
  orderNo: 'CEBS202611260001',
  payer: '欧阳堃',
  provider: 'wechat',
  productName: '参赛报名',
  productNameEn: 'Contest entry',
  items: [{ name: '参赛报名', nameEn: 'Contest entry', price: 58000 }],
  total: 58000,
  discount: 1000,
  paid: 57000,
  paidAt: new Date('2026-11-26T02:00:00Z'),
  transactionId: 'T-1',
  status: '已支付 Paid',
}

/** The decompressed content of every stream of a PDF, joined. */
function streams(pdf: Buffer): string {
  const bodies = pdf.toString('latin1').matchAll(/(?<!end)stream\r?\n([\s\S]*?)\r?\nendstream/g)
  return [...bodies]
    .map(([, body = '']) => {
      const bytes = Buffer.from(body, 'latin1')
      try {
        return zlib.inflateSync(bytes).toString('latin1')
      } catch {
        return body
      }
    })
    .join('\n')
}

describe('the receipt PDF', () => {
  it('is set in the Noto Sans SC font the project ships, embedded as a subset with every Chinese character mapped', async () => {
    const pdf = await renderReceipt(receipt, cjkFontPath())
    const text = pdf.toString('latin1')
    expect(text.slice(0, 5)).toBe('%PDF-')
    // A subset is named ABCDEF+<PostScript name> and carried as an OpenType (CFF) font file.
    expect(text).toMatch(/\/BaseFont \/[A-Z]{6}\+NotoSansHans-Regular/)
    expect(text).toContain('/FontFile3')
    // The ToUnicode map lists every character drawn: the payer's rare 堃 (U+5803) and 据 of 收据 (U+636E).
    const maps = streams(pdf)
    for (const codePoint of ['5803', '636e', '6b27', '00a5'])
      expect(maps.toLowerCase()).toContain(`<${codePoint}>`)
  })

  it('names how it was paid: WeChat Pay, Alipay, or a test payment that took no money', async () => {
    expect(await pdfText(await renderReceipt(receipt, cjkFontPath()))).toContain('微信支付')
    const alipay = await pdfText(await renderReceipt({ ...receipt, provider: 'alipay' }, cjkFontPath()))
    expect(alipay).toContain('支付宝')
    const test = await pdfText(await renderReceipt({ ...receipt, provider: 'sandbox' }, cjkFontPath()))
    expect(test).toContain('测试支付（未真实扣款）')
    expect(test).not.toContain('微信')
  })

  it('answers 5003 (unavailable) when the configured font file is missing', () => {
    expect(() => renderReceipt(receipt, '/nonexistent/font.otf')).toThrow(
      expect.objectContaining({ code: 5003 }),
    )
  })
})
