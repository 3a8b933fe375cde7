import fs from 'node:fs'
import type { Config } from '../config'
import type { PaymentProvider } from './payment'
import { alipayPayment } from './payment-alipay'
import { type SandboxPayment, sandboxPayment } from './payment-sandbox'
import { wechatPayment } from './payment-wechat'

/**
 * The providers a site offers. `provider` is the first of them, used where a page names none; an
 * order is refunded, queried and settled by the provider it names (orders.provider).
 */
export interface PaymentServices {
  provider: PaymentProvider
  providers: PaymentProvider[]
  /** Set when the offline provider is the one in use (its page is served). */
  sandbox: SandboxPayment | undefined
}

/** The provider of this name, or the site's first when it offers none of that name any more. */
export const paymentProvider = (payments: PaymentServices, name: string | undefined) =>
  [payments.provider, ...payments.providers].find((provider) => provider.name === name) ?? payments.provider

/** Builds the providers the settings name, in their order, reading their key files. */
export function paymentServices(config: Config): PaymentServices {
  const notifyUrl = (name: string) => new URL(`/api/pay/notify/${name}`, config.publicUrl).toString()
  const sandbox = config.paymentProviders.includes('sandbox')
    ? sandboxPayment({ publicUrl: config.publicUrl, secret: config.paymentSandboxSecret })
    : undefined
  const providers = config.paymentProviders.map((name): PaymentProvider => {
    const { wechatPay, alipay } = config
    if (name === 'wechat' && wechatPay)
      return wechatPayment({
        mchid: wechatPay.mchid,
        appid: wechatPay.appid,
        serialNo: wechatPay.serialNo,
        merchantPrivateKey: fs.readFileSync(wechatPay.privateKeyPath, 'utf8'),
        apiV3Key: wechatPay.apiV3Key,
        platformPublicKeys: {
          [wechatPay.platformSerial]: fs.readFileSync(wechatPay.platformPublicKeyPath, 'utf8'),
        },
        notifyUrl: notifyUrl('wechat'),
        baseUrl: wechatPay.endpoint,
      })
    if (name === 'alipay' && alipay)
      return alipayPayment({
        appId: alipay.appId,
        privateKey: fs.readFileSync(alipay.privateKeyPath, 'utf8'),
        alipayPublicKey: fs.readFileSync(alipay.publicKeyPath, 'utf8'),
        notifyUrl: notifyUrl('alipay'),
        endpoint: alipay.endpoint,
      })
    if (name === 'sandbox' && sandbox) return sandbox
    throw new Error(`payment provider ${name} has no settings`)
  })
  const [first] = providers
  if (!first) throw new Error('no payment provider')
  return { provider: first, providers, sandbox }
}
