import os from 'node:os'
import path from 'node:path'
import { z } from 'zod'
import {
  type BankTransferSettings,
  bankTransferSettings,
  bankTransferShape,
  checkBankTransferSettings,
} from './config-bank-transfer'
import { type InvoiceSettings, invoiceEnvShape, invoiceSettings } from './config-invoices'
import { PLACEHOLDER, weakKeyProblem } from './config-keys'
import { checkPaymentSettings, type PaymentSettings, paymentSettings } from './config-payments'
import { parseDataKey } from './modules/privacy/personal-data-vault'
import { cjkFontPath } from './providers/cjk-font'
import type { MessagingSettings } from './providers/messaging-settings'
import { type SmsKind, smsTemplates } from './providers/sms-messages'

export { DEVELOPMENT_SANDBOX_SECRET } from './config-payments'
/** Encrypts ID numbers outside production (public, so worthless as a secret); production sets its own. */
export const DEVELOPMENT_PERSONAL_DATA_KEY = 'ZGV2ZWxvcG1lbnQgcGVyc29uYWwgZGF0YSBrZXkgISE='
const developmentDataKey = parseDataKey(DEVELOPMENT_PERSONAL_DATA_KEY) as Buffer
const LOG_LEVELS = ['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent'] as const
const TENCENT_VARS = [
  'TENCENT_SMS_SECRET_ID',
  'TENCENT_SMS_SECRET_KEY',
  'TENCENT_SMS_SDK_APP_ID',
  'TENCENT_SMS_SIGN_NAME',
] as const
const smsKinds = Object.keys(smsTemplates) as SmsKind[]

// Every variable arrives as text and an empty one counts as unset (an env file's `NAME=` line).
// Format checks are refinements, so that one bad value does not hide the other problems.
const text = z.string().optional()
const check = (ok: (value: string) => boolean, message: string | ((value: string) => string)) =>
  text.refine((value) => value === undefined || ok(value), {
    error: (issue) => (typeof message === 'string' ? message : message(String(issue.input))),
  })
const oneOf = (values: readonly string[]) =>
  check(
    (v) => values.includes(v),
    (v) => `must be ${values.join(' or ')}, got "${v}"`,
  )
const flag = oneOf(['0', '1'])
const urlWith = (protocols: string[], example: string) =>
  check(
    (v) => URL.canParse(v) && protocols.includes(new URL(v).protocol),
    (v) => `must be a ${protocols.map((p) => `${p}//`).join(' or ')} address (e.g. ${example}), got "${v}"`,
  )
const wholeNumber = (max: number, what: string) =>
  check(
    (v) => /^\d+$/.test(v) && Number(v) <= max,
    (v) => `must be ${what}, got "${v}"`,
  )

const envShape = {
  NODE_ENV: oneOf(['development', 'production', 'test']),
  PORT: wholeNumber(65535, 'a port number from 0 to 65535'),
  DATA_DIR: text,
  DATABASE_URL: urlWith(['postgres:', 'postgresql:'], 'postgres://user:password@host:5432/spell'),
  EMBEDDED_DATABASE_ALLOWED: flag,
  REDIS_URL: urlWith(['redis:', 'rediss:'], 'redis://host:6379'),
  REDIS_PREFIX: text,
  LOG_LEVEL: oneOf(LOG_LEVELS),
  PUBLIC_URL: urlWith(['http:', 'https:'], 'https://spell.example.cn'),
  PUBLIC_URL_HTTP_ALLOWED: flag,
  SEED_DEMO: flag,
  FIRST_SEASON: check(
    (v) => /^\d{4}~\d{4}$/.test(v) && Number(v.slice(5)) === Number(v.slice(0, 4)) + 1,
    'must name a season by its two years, like 2026~2027',
  ),
  TRUST_PROXY: wholeNumber(10, 'the number of proxies in front (0, 1, 2 …)'),
  DRAIN_SECONDS: wholeNumber(300, 'a number of seconds from 0 to 300'),
  METRICS_PORT: wholeNumber(65535, 'a port number from 0 to 65535'),
  METRICS_TOKEN: check((v) => v.length >= 16, 'must be at least 16 characters (e.g. openssl rand -hex 16)'),
  RECEIPT_FONT_PATH: text,
  PAYMENT_PROVIDER: oneOf(['sandbox', 'wechat', 'alipay']),
  PAYMENT_PROVIDERS: check(
    (v) => /^[a-z]+(,[a-z]+)*$/.test(v.replace(/\s/g, '')),
    'must list providers separated by commas, e.g. wechat,alipay',
  ),
  PAYMENT_SANDBOX_ALLOWED: flag,
  PAYMENT_SANDBOX_SECRET: text,
  WECHAT_PAY_MCHID: text,
  WECHAT_PAY_APPID: text,
  WECHAT_PAY_SERIAL_NO: text,
  WECHAT_PAY_PRIVATE_KEY_PATH: text,
  WECHAT_PAY_API_V3_KEY: check(
    (v) => Buffer.byteLength(v) === 32,
    (v) => `must be the 32-byte APIv3 key set in the merchant platform, got ${Buffer.byteLength(v)} bytes`,
  ),
  WECHAT_PAY_PLATFORM_SERIAL: text,
  WECHAT_PAY_PLATFORM_PUBLIC_KEY_PATH: text,
  WECHAT_PAY_ENDPOINT: urlWith(['https:', 'http:'], 'https://api.mch.weixin.qq.com'),
  ALIPAY_APP_ID: check((v) => /^\d{16}$/.test(v), 'must be the 16-digit APPID of the Alipay application'),
  ALIPAY_PRIVATE_KEY_PATH: text,
  ALIPAY_PUBLIC_KEY_PATH: text,
  ALIPAY_ENDPOINT: urlWith(['https:', 'http:'], 'https://openapi.alipay.com'),
  MAIL_PROVIDER: oneOf(['outbox', 'smtp']),
  SMTP_URL: urlWith(['smtp:', 'smtps:'], 'smtps://user:password@smtp.example.cn:465'),
  MAIL_FROM: text,
  SMS_PROVIDER: oneOf(['outbox', 'tencent']),
  TENCENT_SMS_SECRET_ID: text,
  TENCENT_SMS_SECRET_KEY: text,
  TENCENT_SMS_SDK_APP_ID: text,
  TENCENT_SMS_SIGN_NAME: text,
  TENCENT_SMS_TEMPLATE_ID: text,
  TENCENT_SMS_REVIEW_TEMPLATE_ID: text,
  TENCENT_SMS_PAPERS_SENT_TEMPLATE_ID: text,
  TENCENT_SMS_SCORES_RELEASED_TEMPLATE_ID: text,
  TENCENT_SMS_REGION: text,
  TENCENT_SMS_ENDPOINT: text,
  MESSAGING_OUTBOX_ALLOWED: flag,
  PERSONAL_DATA_KEY: check(
    (v) => parseDataKey(v) !== undefined,
    'must be 32 bytes written as 64 hex digits or base64 (e.g. openssl rand -base64 32)',
  ),
  PERSONAL_DATA_OLD_KEYS: check(
    (v) => v.split(',').every((key) => parseDataKey(key) !== undefined),
    'must be a comma-separated list of former PERSONAL_DATA_KEY values (each 32 bytes, hex or base64)',
  ),
  BACKUP_KEY: check(
    (v) => parseDataKey(v) !== undefined,
    'must be 32 bytes written as 64 hex digits or base64 (e.g. openssl rand -base64 32)',
  ),
  ...invoiceEnvShape,
  ...bankTransferShape,
}
type EnvName = keyof typeof envShape
type Env = { [K in EnvName]?: string }

/** Every environment variable the server reads. The deployment test checks compose against this list. */
export const ENV_VARS = Object.keys(envShape) as EnvName[]

export interface Config extends PaymentSettings, InvoiceSettings, BankTransferSettings {
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
  /** The season a fresh database opens with (FIRST_SEASON); by default the one holding the first start's day. */
  firstSeason: string | undefined
  /** Number of proxies in front of the app (for the client address used by rate limits). */
  trustProxy: number
  /** Namespace of every Redis key and channel, so that several deployments (or test runs) can share a Redis. */
  redisKeyPrefix: string
  /**
   * On SIGTERM, how long the readiness probe answers 503 before the instance stops taking connections
   * (the balancer takes it out of rotation meanwhile); 0 stops at once.
   */
  drainSeconds: number
  /** The Prometheus endpoint's own port (METRICS_PORT), never the public one; undefined: no metrics. */
  metricsPort: number | undefined
  /** When set, a scrape must send `Authorization: Bearer <token>`. */
  metricsToken: string | undefined
  /** Uploaded files (avatars, later course files): DATA_DIR/uploads, or a temporary folder in memory mode. */
  uploadsDir: string
  /** The CJK font (TTF, OTF or TTC) PDF receipts and certificates are set in; default `cjkFontPath()`. */
  receiptFontPath: string
  /** Where the built client is served from. */
  clientDist: string
  /** How SMS and e-mail are sent (handed to createMessaging). */
  messaging: MessagingSettings
  /** Encrypts ID numbers at rest: the current 32-byte key, and former ones still readable during a rotation. */
  personalData: { key: Buffer; oldKeys: Buffer[] }
  /** Seals backups (32 bytes); required in production, asked for by the backup command elsewhere. */
  backupKey: Buffer | undefined
}

const repoRoot = path.resolve(import.meta.dirname, '../..')

/** The configuration cannot be used: `problems` names each variable and what is wrong with it. */
export class ConfigError extends Error {
  constructor(readonly problems: string[]) {
    const count = problems.length === 1 ? '1 problem' : `${problems.length} problems`
    super(
      `The server will not start: its settings (environment variables) have ${count}:\n` +
        problems.map((p) => `  - ${p}`).join('\n') +
        '\nSee the variable table in docs/configuration.md and deploy/production.env.example.',
    )
    this.name = 'ConfigError'
  }
}

/** The rules that need more than one variable; most apply only in production. */
function checkCombinations(env: Env, report: (name: EnvName, message: string) => void) {
  const named = new Set<EnvName>()
  const problem = (name: EnvName, message: string) => {
    named.add(name)
    report(name, message)
  }
  const production = env.NODE_ENV === 'production'
  if (production && !env.PUBLIC_URL)
    problem(
      'PUBLIC_URL',
      'is not set: production needs the https:// address people open (links, payment notifications)',
    )
  else if (
    production &&
    env.PUBLIC_URL_HTTP_ALLOWED !== '1' &&
    URL.canParse(env.PUBLIC_URL ?? '') &&
    new URL(env.PUBLIC_URL ?? '').protocol === 'http:'
  )
    problem(
      'PUBLIC_URL',
      'is http://, so the links people are sent and the payment notify address travel unencrypted: use the https:// address, or set PUBLIC_URL_HTTP_ALLOWED=1 on a staging site',
    )
  if (env.METRICS_PORT !== undefined && env.METRICS_PORT !== '0' && env.METRICS_PORT === (env.PORT ?? '3000'))
    problem(
      'METRICS_PORT',
      'is the public PORT: the metrics get a port of their own, which the proxy and the ingress do not forward',
    )
  if (production && env.METRICS_PORT !== undefined && !env.METRICS_TOKEN)
    problem(
      'METRICS_TOKEN',
      'is not set: production serves metrics on METRICS_PORT only with a bearer token, so that a port opened by mistake shows nothing (e.g. openssl rand -hex 16)',
    )
  if (production && !env.DATABASE_URL && env.EMBEDDED_DATABASE_ALLOWED !== '1')
    problem(
      'DATABASE_URL',
      'is not set: production runs on PostgreSQL (postgres://…). The embedded database never calls fsync, so a machine ' +
        'that crashes may lose answers and payments it has already acknowledged; set EMBEDDED_DATABASE_ALLOWED=1 only to accept that on a trial site',
    )

  checkPaymentSettings(env, production, problem)
  checkBankTransferSettings(env, problem)

  const mail = env.MAIL_PROVIDER
  const sms = env.SMS_PROVIDER
  if (production && !mail)
    problem('MAIL_PROVIDER', 'is not set: production has no default. Set smtp (with SMTP_URL and MAIL_FROM)')
  if (production && !sms)
    problem(
      'SMS_PROVIDER',
      'is not set: production has no default. Set tencent (with the TENCENT_SMS_* settings)',
    )
  if (production && env.MESSAGING_OUTBOX_ALLOWED !== '1')
    for (const [name, value] of [
      ['MAIL_PROVIDER', mail],
      ['SMS_PROVIDER', sms],
    ] as const)
      if (value === 'outbox')
        problem(
          name,
          'is outbox, which sends nothing (codes only reach the database): use a real provider, or set MESSAGING_OUTBOX_ALLOWED=1 on a staging site',
        )
  const dataKey = env.PERSONAL_DATA_KEY ? parseDataKey(env.PERSONAL_DATA_KEY) : undefined
  const dataKeyWeakness = dataKey && weakKeyProblem(dataKey, [developmentDataKey])
  if (production && (!env.PERSONAL_DATA_KEY || dataKeyWeakness))
    problem(
      'PERSONAL_DATA_KEY',
      `${dataKeyWeakness ?? 'is not set'}: production encrypts students' ID numbers with its own 32 random bytes, the same on every instance and kept apart from the backups (e.g. openssl rand -base64 32)`,
    )
  const backupKey = env.BACKUP_KEY ? parseDataKey(env.BACKUP_KEY) : undefined
  if (production && !env.BACKUP_KEY)
    problem(
      'BACKUP_KEY',
      'is not set: production encrypts its backups (birth dates, phones, guardians) with its own 32 random bytes, kept apart from the backups: without the key no backup can be restored (e.g. openssl rand -base64 32)',
    )
  else if (production && backupKey) {
    const weakness = weakKeyProblem(backupKey, [])
    if (weakness) problem('BACKUP_KEY', `${weakness}: e.g. openssl rand -base64 32`)
    else if (dataKey?.equals(backupKey))
      problem(
        'BACKUP_KEY',
        'is the PERSONAL_DATA_KEY: whoever holds a backup and its key would also read the ID numbers sealed in it; give the backups a key of their own',
      )
  }
  if (mail === 'smtp')
    for (const name of ['SMTP_URL', 'MAIL_FROM'] as const)
      if (!env[name]) problem(name, 'is not set: MAIL_PROVIDER=smtp needs it')
  if (sms === 'tencent') {
    for (const name of TENCENT_VARS)
      if (!env[name]) problem(name, 'is not set: SMS_PROVIDER=tencent needs it')
    // Tencent sends approved templates only: a kind without its template would never reach anyone.
    for (const kind of smsKinds) {
      const { setting, purpose, parameters } = smsTemplates[kind]
      const holding = parameters.length
        ? parameters.map((parameter, i) => `{${i + 1}} ${parameter}`).join(', ')
        : 'no parameters'
      if (!env[setting])
        problem(
          setting,
          `is not set: SMS_PROVIDER=tencent sends ${purpose} with their own approved template (${holding})`,
        )
    }
  }

  // Last, for the values no other rule refused already (a placeholder key is refused for its format).
  if (production)
    for (const name of ENV_VARS) {
      const value = env[name]
      if (value && PLACEHOLDER.test(value) && !named.has(name) && envShape[name].safeParse(value).success)
        problem(name, "still holds the example's placeholder change-me: set the site's own value")
    }
}

function toConfig(env: Env): Config {
  const production = env.NODE_ENV === 'production'
  const port = Number(env.PORT ?? 3000)
  const memory = env.DATA_DIR?.startsWith('memory://') ?? false
  const dataDir = path.resolve(env.DATA_DIR ?? path.join(repoRoot, 'data'))
  const need = (name: EnvName) => env[name] ?? ''
  return {
    port,
    dataDir: memory ? (env.DATA_DIR as string) : dataDir,
    databaseUrl: env.DATABASE_URL,
    redisUrl: env.REDIS_URL,
    logLevel: env.LOG_LEVEL ?? (env.NODE_ENV === 'test' ? 'silent' : 'info'),
    production,
    publicUrl: env.PUBLIC_URL ?? `http://localhost:${port}`,
    seedDemo: env.SEED_DEMO ? env.SEED_DEMO === '1' : !production,
    firstSeason: env.FIRST_SEASON,
    trustProxy: Number(env.TRUST_PROXY ?? 0),
    redisKeyPrefix: env.REDIS_PREFIX ?? 'spell:',
    drainSeconds: Number(env.DRAIN_SECONDS ?? (production ? 10 : 0)),
    metricsPort: env.METRICS_PORT === undefined ? undefined : Number(env.METRICS_PORT),
    metricsToken: env.METRICS_TOKEN,
    uploadsDir: memory
      ? path.join(os.tmpdir(), `spell-uploads-${process.pid}`)
      : path.join(dataDir, 'uploads'),
    ...paymentSettings(env),
    ...invoiceSettings(env),
    ...bankTransferSettings(env),
    receiptFontPath: env.RECEIPT_FONT_PATH ?? cjkFontPath(),
    clientDist: path.join(repoRoot, 'client', 'dist'),
    personalData: {
      key: parseDataKey(env.PERSONAL_DATA_KEY ?? DEVELOPMENT_PERSONAL_DATA_KEY) as Buffer,
      oldKeys: (env.PERSONAL_DATA_OLD_KEYS?.split(',') ?? []).map((key) => parseDataKey(key) as Buffer),
    },
    backupKey: env.BACKUP_KEY ? parseDataKey(env.BACKUP_KEY) : undefined,
    messaging: {
      outboxAllowed: env.MESSAGING_OUTBOX_ALLOWED === '1',
      mail:
        env.MAIL_PROVIDER === 'smtp'
          ? { provider: 'smtp', url: need('SMTP_URL'), from: need('MAIL_FROM') }
          : { provider: 'outbox' },
      sms:
        env.SMS_PROVIDER === 'tencent'
          ? {
              provider: 'tencent',
              secretId: need('TENCENT_SMS_SECRET_ID'),
              secretKey: need('TENCENT_SMS_SECRET_KEY'),
              sdkAppId: need('TENCENT_SMS_SDK_APP_ID'),
              signName: need('TENCENT_SMS_SIGN_NAME'),
              templateIds: Object.fromEntries(
                smsKinds.map((kind) => [kind, need(smsTemplates[kind].setting)]),
              ) as Record<SmsKind, string>,
              region: env.TENCENT_SMS_REGION ?? 'ap-guangzhou',
              endpoint: env.TENCENT_SMS_ENDPOINT ?? 'sms.tencentcloudapi.com',
            }
          : { provider: 'outbox' },
    },
  }
}

/** The whole configuration: each variable's format, then the rules across variables, then the Config. */
const configSchema = z.preprocess(
  (raw) =>
    Object.fromEntries(
      Object.entries(raw as Record<string, unknown>).filter(
        ([, value]) => value !== '' && value !== undefined,
      ),
    ),
  z
    .object(envShape)
    .superRefine((env, ctx) =>
      checkCombinations(env, (name, message) => ctx.addIssue({ code: 'custom', path: [name], message })),
    )
    .transform(toConfig),
)

/** Reads the configuration; throws one ConfigError listing every problem at once. */
export function readConfig(env: NodeJS.ProcessEnv = process.env): Config {
  const result = configSchema.safeParse(env)
  if (result.success) return result.data
  throw new ConfigError(
    result.error.issues.map((issue) => `${issue.path.map(String).join('.') || 'settings'}: ${issue.message}`),
  )
}
