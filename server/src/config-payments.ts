import { createPrivateKey, createPublicKey } from 'node:crypto'
import fs from 'node:fs'
import { type PaymentProviderName, paymentProviderNames } from '@spell/shared/api/orders/create-order'
import { decodeKey, PLACEHOLDER, weakKeyProblem } from './config-keys'
import { readAlipayKey } from './providers/payment-alipay'

/**
 * The payment settings: which providers the site offers (PAYMENT_PROVIDERS, or the single
 * PAYMENT_PROVIDER of earlier configurations) and each provider's keys, checked at start.
 */

/** Signs sandbox notifications outside production; a production (staging) site must set its own. */
export const DEVELOPMENT_SANDBOX_SECRET = 'sandbox-development-secret'
const PAYMENT_PROVIDER_NAMES = paymentProviderNames

const WECHAT_VARS = [
  'WECHAT_PAY_MCHID',
  'WECHAT_PAY_APPID',
  'WECHAT_PAY_SERIAL_NO',
  'WECHAT_PAY_PRIVATE_KEY_PATH',
  'WECHAT_PAY_API_V3_KEY',
  'WECHAT_PAY_PLATFORM_SERIAL',
  'WECHAT_PAY_PLATFORM_PUBLIC_KEY_PATH',
] as const
const ALIPAY_VARS = ['ALIPAY_APP_ID', 'ALIPAY_PRIVATE_KEY_PATH', 'ALIPAY_PUBLIC_KEY_PATH'] as const
/** The sandbox signs with its secret: as much as an HMAC-SHA256 key holds. */
const SANDBOX_SECRET_BYTES = 32

type PaymentEnvName =
  | 'PAYMENT_PROVIDER'
  | 'PAYMENT_PROVIDERS'
  | 'PAYMENT_SANDBOX_ALLOWED'
  | 'PAYMENT_SANDBOX_SECRET'
  | 'WECHAT_PAY_ENDPOINT'
  | 'ALIPAY_ENDPOINT'
  | (typeof WECHAT_VARS)[number]
  | (typeof ALIPAY_VARS)[number]
type PaymentEnv = { [K in PaymentEnvName]?: string }

export interface PaymentSettings {
  /** The providers offered, the first being the one a page uses when it names none. */
  paymentProviders: PaymentProviderName[]
  wechatPay:
    | {
        mchid: string
        appid: string
        serialNo: string
        privateKeyPath: string
        apiV3Key: string
        platformSerial: string
        platformPublicKeyPath: string
        /** WECHAT_PAY_ENDPOINT, default https://api.mch.weixin.qq.com (tests point it at a stand-in). */
        endpoint: string | undefined
      }
    | undefined
  alipay:
    | {
        appId: string
        privateKeyPath: string
        publicKeyPath: string
        /** ALIPAY_ENDPOINT, default https://openapi.alipay.com (Alipay's sandbox, or a stand-in). */
        endpoint: string | undefined
      }
    | undefined
  /** Signs the sandbox's notifications; shared by every instance (set it when running several). */
  paymentSandboxSecret: string
}

/** The providers the settings name, and which setting named them (for the messages). */
function chosenProviders(env: PaymentEnv): { names: string[]; setting: string } {
  if (env.PAYMENT_PROVIDERS)
    return {
      names: env.PAYMENT_PROVIDERS.split(',').map((name) => name.trim()),
      setting: `PAYMENT_PROVIDERS=${env.PAYMENT_PROVIDERS}`,
    }
  if (env.PAYMENT_PROVIDER)
    return { names: [env.PAYMENT_PROVIDER], setting: `PAYMENT_PROVIDER=${env.PAYMENT_PROVIDER}` }
  return { names: [], setting: '' }
}

/** Why a key file cannot be used, or undefined when it reads as a key of the right kind. */
function keyFileProblem(
  file: string,
  kind: 'private' | 'public',
  read: (text: string) => unknown = kind === 'private' ? createPrivateKey : createPublicKey,
  what = `a PEM ${kind} key${kind === 'public' ? ' or certificate' : ''}`,
): string | undefined {
  let pem: string
  try {
    pem = fs.readFileSync(file, 'utf8')
  } catch (error) {
    return `cannot read the key file "${file}" (${(error as NodeJS.ErrnoException).code ?? 'error'}): mount it and make it readable by the server's user`
  }
  try {
    read(pem)
    return undefined
  } catch {
    return `"${file}" is not ${what}`
  }
}

/** The payment rules across variables; `problem` names the variable and what is wrong. */
export function checkPaymentSettings(
  env: PaymentEnv,
  production: boolean,
  problem: (name: PaymentEnvName, message: string) => void,
) {
  const { names, setting } = chosenProviders(env)
  if (env.PAYMENT_PROVIDERS && env.PAYMENT_PROVIDER)
    problem(
      'PAYMENT_PROVIDER',
      'is set beside PAYMENT_PROVIDERS: keep one of them (PAYMENT_PROVIDERS lists every provider offered)',
    )
  // PAYMENT_PROVIDER's one value is checked by its own format.
  if (env.PAYMENT_PROVIDERS)
    for (const name of new Set(names))
      if (!(PAYMENT_PROVIDER_NAMES as readonly string[]).includes(name))
        problem('PAYMENT_PROVIDERS', `names "${name}", which is none of ${PAYMENT_PROVIDER_NAMES.join(', ')}`)
  if (names.length !== new Set(names).size)
    problem('PAYMENT_PROVIDERS', 'names a provider twice: list each once')
  if (names.includes('sandbox') && names.length > 1)
    problem(
      'PAYMENT_PROVIDERS',
      'lists the sandbox beside real providers: a site takes real money or none, never both',
    )
  if (production && names.length === 0)
    problem(
      'PAYMENT_PROVIDER',
      'is not set: production has no default. Set wechat or alipay (or PAYMENT_PROVIDERS=wechat,alipay for both), or sandbox on a staging site together with PAYMENT_SANDBOX_ALLOWED=1',
    )
  if (production && names.includes('sandbox')) {
    if (env.PAYMENT_SANDBOX_ALLOWED !== '1')
      problem(
        env.PAYMENT_PROVIDERS ? 'PAYMENT_PROVIDERS' : 'PAYMENT_PROVIDER',
        'is sandbox, where whoever opens an order QR code can mark it paid without paying: use wechat or alipay, or set PAYMENT_SANDBOX_ALLOWED=1 on a staging site',
      )
    else if (!env.PAYMENT_SANDBOX_SECRET || env.PAYMENT_SANDBOX_SECRET === DEVELOPMENT_SANDBOX_SECRET)
      problem(
        'PAYMENT_SANDBOX_SECRET',
        `is ${env.PAYMENT_SANDBOX_SECRET ? 'the public development value' : 'not set'}: a staging site signs sandbox notifications with its own secret, the same on every instance (e.g. openssl rand -hex 32)`,
      )
    else if (!PLACEHOLDER.test(env.PAYMENT_SANDBOX_SECRET)) {
      const bytes = decodeKey(env.PAYMENT_SANDBOX_SECRET)
      const weak = bytes && weakKeyProblem(bytes, [])
      if (!bytes || bytes.length < SANDBOX_SECRET_BYTES)
        problem(
          'PAYMENT_SANDBOX_SECRET',
          `must be ${SANDBOX_SECRET_BYTES} random bytes or more, written as hex or base64 (e.g. openssl rand -hex 32), got ${bytes ? `${bytes.length} bytes` : 'other text'}`,
        )
      else if (weak) problem('PAYMENT_SANDBOX_SECRET', `${weak}: e.g. openssl rand -hex 32`)
    }
  }
  if (names.includes('wechat')) {
    for (const name of WECHAT_VARS) if (!env[name]) problem(name, `is not set: ${setting} needs it`)
    const keyFiles = [
      ['WECHAT_PAY_PRIVATE_KEY_PATH', 'private'],
      ['WECHAT_PAY_PLATFORM_PUBLIC_KEY_PATH', 'public'],
    ] as const
    for (const [name, kind] of keyFiles) {
      const file = env[name]
      const trouble = file ? keyFileProblem(file, kind) : undefined
      if (trouble) problem(name, trouble)
    }
  }
  if (names.includes('alipay')) {
    for (const name of ALIPAY_VARS) if (!env[name]) problem(name, `is not set: ${setting} needs it`)
    const keyFiles = [
      ['ALIPAY_PRIVATE_KEY_PATH', 'private', "the application's RSA private key"],
      ['ALIPAY_PUBLIC_KEY_PATH', 'public', "Alipay's RSA public key (支付宝公钥)"],
    ] as const
    for (const [name, kind, what] of keyFiles) {
      const file = env[name]
      const read = (text: string) => readAlipayKey(text, kind)
      const trouble = file ? keyFileProblem(file, kind, read, `${what}, as PEM or bare base64`) : undefined
      if (trouble) problem(name, trouble)
    }
  }
}

/** The payment part of the Config, from settings that passed checkPaymentSettings. */
export function paymentSettings(env: PaymentEnv): PaymentSettings {
  const { names } = chosenProviders(env)
  const providers = (names.length ? names : ['sandbox']) as PaymentProviderName[]
  const need = (name: PaymentEnvName) => env[name] ?? ''
  return {
    paymentProviders: providers,
    wechatPay: providers.includes('wechat')
      ? {
          mchid: need('WECHAT_PAY_MCHID'),
          appid: need('WECHAT_PAY_APPID'),
          serialNo: need('WECHAT_PAY_SERIAL_NO'),
          privateKeyPath: need('WECHAT_PAY_PRIVATE_KEY_PATH'),
          apiV3Key: need('WECHAT_PAY_API_V3_KEY'),
          platformSerial: need('WECHAT_PAY_PLATFORM_SERIAL'),
          platformPublicKeyPath: need('WECHAT_PAY_PLATFORM_PUBLIC_KEY_PATH'),
          endpoint: env.WECHAT_PAY_ENDPOINT,
        }
      : undefined,
    alipay: providers.includes('alipay')
      ? {
          appId: need('ALIPAY_APP_ID'),
          privateKeyPath: need('ALIPAY_PRIVATE_KEY_PATH'),
          publicKeyPath: need('ALIPAY_PUBLIC_KEY_PATH'),
          endpoint: env.ALIPAY_ENDPOINT,
        }
      : undefined,
    paymentSandboxSecret: env.PAYMENT_SANDBOX_SECRET ?? DEVELOPMENT_SANDBOX_SECRET,
  }
}
