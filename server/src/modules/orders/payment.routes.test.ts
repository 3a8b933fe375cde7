import { generateKeyPairSync, randomBytes } from 'node:crypto'
import fs from 'node:fs'
import os from 'node:os'
import path from 'node:path'
import { afterAll, describe, expect, it } from 'vitest'
import { call, startTestServer, type TestServer } from '../../test-support/test-server'

const servers: TestServer[] = []
const keyDir = fs.mkdtempSync(path.join(os.tmpdir(), 'spell-pay-mode-'))
afterAll(async () => {
  await Promise.all(servers.map((s) => s.stop()))
  fs.rmSync(keyDir, { recursive: true, force: true })
})

async function serverWith(env: Record<string, string> = {}) {
  const server = await startTestServer(env)
  servers.push(server)
  return server
}

describe('the payment mode the pages show', () => {
  it('is the sandbox by default, and every sandbox page carries the test-payment banner', async () => {
    const server = await serverWith()
    const mode = await call(server, 'GET', '/pay/mode')
    expect(mode).toMatchObject({ code: 200, data: { sandbox: true } })
    const page = await fetch(`${server.url}/api/pay/sandbox/NO-SUCH-ORDER?sig=00`)
    expect(page.status).toBe(404)
    const html = await page.text()
    expect(html).toContain('测试支付环境：不会真实扣款')
    expect(html).toContain('Test payments: no real money is taken')
  })

  it('is not the sandbox with WeChat Pay, and the sandbox page is not served', async () => {
    const merchant = generateKeyPairSync('rsa', { modulusLength: 2048 })
    const platform = generateKeyPairSync('rsa', { modulusLength: 2048 })
    const privateKeyPath = path.join(keyDir, 'apiclient_key.pem')
    const platformKeyPath = path.join(keyDir, 'platform.pem')
    fs.writeFileSync(privateKeyPath, merchant.privateKey.export({ type: 'pkcs8', format: 'pem' }))
    fs.writeFileSync(platformKeyPath, platform.publicKey.export({ type: 'spki', format: 'pem' }))
    const server = await serverWith({
      PAYMENT_PROVIDER: 'wechat',
      WECHAT_PAY_MCHID: '1900000001',
      WECHAT_PAY_APPID: 'wx0000000000000001',
      WECHAT_PAY_SERIAL_NO: 'MERCHANT-1',
      WECHAT_PAY_PRIVATE_KEY_PATH: privateKeyPath,
      WECHAT_PAY_API_V3_KEY: randomBytes(16).toString('hex'),
      WECHAT_PAY_PLATFORM_SERIAL: 'PLATFORM-1',
      WECHAT_PAY_PLATFORM_PUBLIC_KEY_PATH: platformKeyPath,
    })
    expect(await call(server, 'GET', '/pay/mode')).toMatchObject({ code: 200, data: { sandbox: false } })
    const page = await fetch(`${server.url}/api/pay/sandbox/NO-SUCH-ORDER?sig=00`)
    expect(page.status).toBe(404)
    expect(await page.text()).not.toContain('测试支付环境')
  })
})
