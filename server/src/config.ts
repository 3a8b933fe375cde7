import os from 'node:os'
import path from 'node:path'
import type { MessagingSettings } from './providers/messaging-settings'

/** Every environment variable the server reads. The deployment test checks compose against this list. */
export const ENV_VARS = [
  'PORT',
  'DATA_DIR',
  'DATABASE_URL',
  'REDIS_URL',
  'LOG_LEVEL',
  'NODE_ENV',
  'PUBLIC_URL',
  'SEED_DEMO',
  'TRUST_PROXY',
  'PAYMENT_PROVIDER',
  'PAYMENT_SANDBOX_SECRET',
  'RECEIPT_FONT_PATH',
  'WECHAT_PAY_MCHID',
  'WECHAT_PAY_APPID',
  'WECHAT_PAY_SERIAL_NO',
  'WECHAT_PAY_PRIVATE_KEY_PATH',
  'WECHAT_PAY_API_V3_KEY',
  'WECHAT_PAY_PLATFORM_SERIAL',
  'WECHAT_PAY_PLATFORM_PUBLIC_KEY_PATH',
] as const

export interface Config {
  port: number
  /** Folder of the embedded database (and uploads later); used when databaseUrl is not set. */
  dataDir: string
  databaseUrl: string | undefined
  redisUrl: string | undefined
  logLevel: string
  production: boolean
  publicUrl: string
  /** Demo accounts and certificates are seeded unless production or SEED_DEMO=0. */
  seedDemo: boolean
  /** Number of proxies in front of the app (for the client address used by rate limits). */
  trustProxy: number
  /** Namespace of every Redis key and channel, so that several deployments (or test runs) can share a Redis. */
  redisKeyPrefix: string
  /** Uploaded files (avatars, later course files): DATA_DIR/uploads, or a temporary folder in memory mode. */
  uploadsDir: string
  /** sandbox (default, offline) or wechat (WeChat Pay Native API v3, needs the WECHAT_PAY_* values). */
  paymentProvider: 'sandbox' | 'wechat'
  wechatPay:
    | {
        mchid: string
        appid: string
        serialNo: string
        privateKeyPath: string
        apiV3Key: string
        platformSerial: string
        platformPublicKeyPath: string
      }
    | undefined
  /** Signs the sandbox's notifications; shared by every instance (set it when running several). */
  paymentSandboxSecret: string
  /** The CJK font (TTF, OTF or TTC) PDF receipts are set in. */
  receiptFontPath: string
  /** Where the built client is served from. */
  clientDist: string
  /** How SMS and e-mail leave the server (the outbox unless a real provider is configured). */
  messaging: MessagingSettings
}

const repoRoot = path.resolve(import.meta.dirname, '../..')

export function readConfig(env: NodeJS.ProcessEnv = process.env): Config {
  const production = env.NODE_ENV === 'production'
  const port = Number(env.PORT ?? 3000)
  if (!Number.isInteger(port) || port < 0 || port > 65535)
    throw new Error(`PORT must be a port number, got ${env.PORT}`)
  return {
    port,
    dataDir: env.DATA_DIR?.startsWith('memory://')
      ? env.DATA_DIR
      : path.resolve(env.DATA_DIR ?? path.join(repoRoot, 'data')),
    databaseUrl: env.DATABASE_URL || undefined,
    redisUrl: env.REDIS_URL || undefined,
    logLevel: env.LOG_LEVEL ?? (env.NODE_ENV === 'test' ? 'silent' : 'info'),
    production,
    publicUrl: env.PUBLIC_URL ?? `http://localhost:${port}`,
    seedDemo: env.SEED_DEMO ? env.SEED_DEMO !== '0' : !production,
    trustProxy: Number(env.TRUST_PROXY ?? 0),
    redisKeyPrefix: 'spell:',
    uploadsDir: env.DATA_DIR?.startsWith('memory://')
      ? path.join(os.tmpdir(), `spell-uploads-${process.pid}`)
      : path.join(path.resolve(env.DATA_DIR ?? path.join(repoRoot, 'data')), 'uploads'),
    paymentProvider: readPaymentProvider(env.PAYMENT_PROVIDER),
    wechatPay: readWechatPay(env),
    paymentSandboxSecret: env.PAYMENT_SANDBOX_SECRET ?? 'sandbox-development-secret',
    receiptFontPath: env.RECEIPT_FONT_PATH ?? '/usr/share/fonts/truetype/wqy/wqy-zenhei.ttc',
    clientDist: path.join(repoRoot, 'client', 'dist'),
    messaging: { outboxAllowed: false, mail: { provider: 'outbox' }, sms: { provider: 'outbox' } },
  }
}

function readPaymentProvider(value: string | undefined): 'sandbox' | 'wechat' {
  if (!value || value === 'sandbox') return 'sandbox'
  if (value === 'wechat') return 'wechat'
  throw new Error(`PAYMENT_PROVIDER must be sandbox or wechat, got ${value}`)
}

function readWechatPay(env: NodeJS.ProcessEnv): Config['wechatPay'] {
  if (env.PAYMENT_PROVIDER !== 'wechat') return undefined
  const need = (name: string) => {
    const value = env[name]
    if (!value) throw new Error(`PAYMENT_PROVIDER=wechat needs ${name}`)
    return value
  }
  const apiV3Key = need('WECHAT_PAY_API_V3_KEY')
  if (Buffer.byteLength(apiV3Key) !== 32) throw new Error('WECHAT_PAY_API_V3_KEY must be 32 bytes')
  return {
    mchid: need('WECHAT_PAY_MCHID'),
    appid: need('WECHAT_PAY_APPID'),
    serialNo: need('WECHAT_PAY_SERIAL_NO'),
    privateKeyPath: need('WECHAT_PAY_PRIVATE_KEY_PATH'),
    apiV3Key,
    platformSerial: need('WECHAT_PAY_PLATFORM_SERIAL'),
    platformPublicKeyPath: need('WECHAT_PAY_PLATFORM_PUBLIC_KEY_PATH'),
  }
}
