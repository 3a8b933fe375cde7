import { describe, expect, it } from 'vitest'
import { PaymentSignatureError } from './payment'
import { SANDBOX_SIGNATURE_HEADER, SANDBOX_TIMESTAMP_HEADER, sandboxPayment } from './payment-sandbox'

const sandbox = sandboxPayment({ publicUrl: 'https://staging.example.cn', secret: 'a'.repeat(64) })
const notice = { orderNo: '2026112400000000000001', amount: 58000, transactionId: 'SANDBOX-1', success: true }

describe('the sandbox payment provider', () => {
  it('accepts the notifications it signs', async () => {
    const { headers, body } = sandbox.signedNotification(notice)
    expect(await sandbox.verifyNotification(headers, body)).toMatchObject({ ...notice })
  })

  it('refuses a changed body, another secret, a cut or missing signature, and an old notification', async () => {
    const { headers, body } = sandbox.signedNotification(notice)
    const refused = (h: Record<string, string | undefined>, b = body) =>
      expect(sandbox.verifyNotification(h, b)).rejects.toBeInstanceOf(PaymentSignatureError)
    await refused(headers, body.replace('58000', '1'))
    const other = sandboxPayment({ publicUrl: 'https://staging.example.cn', secret: 'b'.repeat(64) })
    await refused(other.signedNotification(notice).headers)
    await refused({ ...headers, [SANDBOX_SIGNATURE_HEADER]: headers[SANDBOX_SIGNATURE_HEADER]?.slice(0, 10) })
    await refused({ ...headers, [SANDBOX_SIGNATURE_HEADER]: undefined })
    const old = sandbox.signedNotification(notice, Date.now() - 10 * 60_000)
    await refused(old.headers, old.body)
    await refused({ ...headers, [SANDBOX_TIMESTAMP_HEADER]: String(Date.now() + 1) })
  })

  it('puts a signed link to its page in the QR code', async () => {
    const { qrContent } = await sandbox.createQrPayment({
      orderNo: 'NO1',
      amount: 1,
      description: '',
      expiresAt: new Date(),
    })
    const url = new URL(qrContent)
    expect(url.origin + url.pathname).toBe('https://staging.example.cn/api/pay/sandbox/NO1')
    expect(url.searchParams.get('sig')).toBe(sandbox.pageSignature('NO1'))
    expect(sandbox.pageSignature('NO2')).not.toBe(sandbox.pageSignature('NO1'))
  })
})
