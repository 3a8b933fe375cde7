import { generateKeyPairSync, randomBytes } from 'node:crypto'
import fs from 'node:fs'
import net from 'node:net'
import os from 'node:os'
import path from 'node:path'
import { startAlipayStandIn } from './alipay-stand-in'
import { startWechatPayStandIn } from './wechat-pay-stand-in'

const STAND_IN_ALIPAY_APP_ID = '2021000000000001'

/** A port free now, so that the site's PUBLIC_URL (its notify addresses) is known before it starts. */
async function freePort() {
  const server = net.createServer()
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve))
  const { port } = server.address() as net.AddressInfo
  await new Promise<void>((resolve) => server.close(() => resolve()))
  return port
}

/**
 * Alipay's and WeChat Pay's stand-ins with freshly made keys written to files, and the settings a
 * site needs to offer both (PAYMENT_PROVIDERS=alipay,wechat) against them, as an operator would set
 * them: key file paths, endpoints, and a PUBLIC_URL the stand-ins send notifications to.
 */
export async function startPaymentStandIns() {
  const keyDir = fs.mkdtempSync(path.join(os.tmpdir(), 'spell-pay-keys-'))
  const app = generateKeyPairSync('rsa', { modulusLength: 2048 })
  const merchant = generateKeyPairSync('rsa', { modulusLength: 2048 })
  const apiV3Key = randomBytes(16).toString('hex')
  const [alipay, wechat] = await Promise.all([
    startAlipayStandIn({ appId: STAND_IN_ALIPAY_APP_ID, appPublicKey: app.publicKey }),
    startWechatPayStandIn({
      mchid: '1900000001',
      appid: 'wx0000000000000001',
      merchantPublicKey: merchant.publicKey,
      apiV3Key,
    }),
  ])
  const file = (name: string, text: string) => {
    const where = path.join(keyDir, name)
    fs.writeFileSync(where, text)
    return where
  }
  const port = await freePort()
  const env = {
    PORT: String(port),
    PUBLIC_URL: `http://127.0.0.1:${port}`,
    PAYMENT_PROVIDERS: 'alipay,wechat',
    ALIPAY_APP_ID: STAND_IN_ALIPAY_APP_ID,
    // As Alipay's key tool writes it: bare base64.
    ALIPAY_PRIVATE_KEY_PATH: file(
      'alipay_app_private.txt',
      app.privateKey.export({ format: 'der', type: 'pkcs8' }).toString('base64'),
    ),
    ALIPAY_PUBLIC_KEY_PATH: file('alipay_public.pem', alipay.alipayPublicKeyPem),
    ALIPAY_ENDPOINT: alipay.url,
    WECHAT_PAY_MCHID: '1900000001',
    WECHAT_PAY_APPID: 'wx0000000000000001',
    WECHAT_PAY_SERIAL_NO: 'MERCHANT-1',
    WECHAT_PAY_PRIVATE_KEY_PATH: file(
      'apiclient_key.pem',
      merchant.privateKey.export({ format: 'pem', type: 'pkcs8' }).toString(),
    ),
    WECHAT_PAY_API_V3_KEY: apiV3Key,
    WECHAT_PAY_PLATFORM_SERIAL: wechat.platformSerial,
    WECHAT_PAY_PLATFORM_PUBLIC_KEY_PATH: file('wechatpay_platform.pem', wechat.platformPublicKeyPem),
    WECHAT_PAY_ENDPOINT: wechat.url,
  }
  return {
    alipay,
    wechat,
    env,
    async stop() {
      await Promise.all([alipay.stop(), wechat.stop()])
      fs.rmSync(keyDir, { recursive: true, force: true })
    },
  }
}
