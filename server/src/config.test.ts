import { spawn } from 'node:child_process'
import { generateKeyPairSync, randomBytes } from 'node:crypto'
import fs from 'node:fs'
import os from 'node:os'
import path from 'node:path'
import { afterAll, describe, expect, it } from 'vitest'
import {
  ConfigError,
  DEVELOPMENT_PERSONAL_DATA_KEY,
  DEVELOPMENT_SANDBOX_SECRET,
  ENV_VARS,
  readConfig,
} from './config'

const keyDir = fs.mkdtempSync(path.join(os.tmpdir(), 'spell-config-'))
afterAll(() => fs.rmSync(keyDir, { recursive: true, force: true }))
const merchant = generateKeyPairSync('rsa', { modulusLength: 2048 })
const platform = generateKeyPairSync('rsa', { modulusLength: 2048 })
const privateKeyPath = path.join(keyDir, 'apiclient_key.pem')
const platformKeyPath = path.join(keyDir, 'platform_public.pem')
fs.writeFileSync(privateKeyPath, merchant.privateKey.export({ type: 'pkcs8', format: 'pem' }))
fs.writeFileSync(platformKeyPath, platform.publicKey.export({ type: 'spki', format: 'pem' }))

/** A complete production configuration: PostgreSQL, WeChat Pay, SMTP and Tencent Cloud SMS. */
const production = {
  NODE_ENV: 'production',
  PUBLIC_URL: 'https://spell.example.cn',
  DATABASE_URL: 'postgres://spell:secret@db.internal:5432/spell',
  PAYMENT_PROVIDER: 'wechat',
  WECHAT_PAY_MCHID: '1900000001',
  WECHAT_PAY_APPID: 'wx0000000000000001',
  WECHAT_PAY_SERIAL_NO: 'MERCHANT-SERIAL',
  WECHAT_PAY_PRIVATE_KEY_PATH: privateKeyPath,
  WECHAT_PAY_API_V3_KEY: randomBytes(16).toString('hex'),
  WECHAT_PAY_PLATFORM_SERIAL: 'PLATFORM-SERIAL',
  WECHAT_PAY_PLATFORM_PUBLIC_KEY_PATH: platformKeyPath,
  MAIL_PROVIDER: 'smtp',
  SMTP_URL: 'smtps://noreply:secret@smtp.example.cn:465',
  MAIL_FROM: '中英双语汉字拼写大赛 <noreply@example.cn>',
  SMS_PROVIDER: 'tencent',
  TENCENT_SMS_SECRET_ID: 'AKIDexample',
  TENCENT_SMS_SECRET_KEY: 'secret-key',
  TENCENT_SMS_SDK_APP_ID: '1400000001',
  TENCENT_SMS_SIGN_NAME: '中英双语汉字拼写大赛',
  TENCENT_SMS_TEMPLATE_ID: '100001',
  TENCENT_SMS_REVIEW_TEMPLATE_ID: '100002',
  TENCENT_SMS_PAPERS_SENT_TEMPLATE_ID: '100003',
  TENCENT_SMS_SCORES_RELEASED_TEMPLATE_ID: '100004',
  PERSONAL_DATA_KEY: randomBytes(32).toString('base64'),
  BACKUP_KEY: randomBytes(32).toString('base64'),
}

/** A staging site: production mode on the sandbox and the outbox, with the flags that allow them. */
const staging = {
  NODE_ENV: 'production',
  PUBLIC_URL: 'https://staging.spell.example.cn',
  DATABASE_URL: 'postgres://spell:secret@db.internal:5432/spell',
  PAYMENT_PROVIDER: 'sandbox',
  PAYMENT_SANDBOX_ALLOWED: '1',
  PAYMENT_SANDBOX_SECRET: randomBytes(32).toString('hex'),
  MAIL_PROVIDER: 'outbox',
  SMS_PROVIDER: 'outbox',
  MESSAGING_OUTBOX_ALLOWED: '1',
  PERSONAL_DATA_KEY: randomBytes(32).toString('hex'),
  BACKUP_KEY: randomBytes(32).toString('hex'),
}

function problemsOf(env: Record<string, string | undefined>): string[] {
  try {
    readConfig(env)
  } catch (error) {
    if (error instanceof ConfigError) return error.problems
    throw error
  }
  return []
}

const without = <T extends Record<string, string>>(env: T, ...names: (keyof T)[]) =>
  Object.fromEntries(Object.entries(env).filter(([name]) => !names.includes(name)))

describe('a good production configuration', () => {
  it('parses with WeChat Pay (real key files), SMTP, Tencent Cloud SMS and PostgreSQL', () => {
    const config = readConfig(production)
    expect(config).toMatchObject({
      production: true,
      seedDemo: false,
      publicUrl: 'https://spell.example.cn',
      databaseUrl: production.DATABASE_URL,
      paymentProviders: ['wechat'],
      wechatPay: { mchid: '1900000001', privateKeyPath, platformPublicKeyPath: platformKeyPath },
    })
    expect(config.messaging).toEqual({
      outboxAllowed: false,
      mail: { provider: 'smtp', url: production.SMTP_URL, from: production.MAIL_FROM },
      sms: {
        provider: 'tencent',
        secretId: 'AKIDexample',
        secretKey: 'secret-key',
        sdkAppId: '1400000001',
        signName: '中英双语汉字拼写大赛',
        templateIds: { code: '100001', review: '100002', papersSent: '100003', scoresReleased: '100004' },
        region: 'ap-guangzhou',
        endpoint: 'sms.tencentcloudapi.com',
      },
    })
  })

  it('parses a staging site on the sandbox and the outbox when the flags allow them', () => {
    const config = readConfig(staging)
    expect(config.paymentProviders).toEqual(['sandbox'])
    expect(config.paymentSandboxSecret).toBe(staging.PAYMENT_SANDBOX_SECRET)
    expect(config.messaging).toEqual({
      outboxAllowed: true,
      mail: { provider: 'outbox' },
      sms: { provider: 'outbox' },
    })
  })

  it('runs on the embedded database only with EMBEDDED_DATABASE_ALLOWED=1', () => {
    const config = readConfig({ ...without(staging, 'DATABASE_URL'), EMBEDDED_DATABASE_ALLOWED: '1' })
    expect(config.databaseUrl).toBeUndefined()
  })
})

describe('production refuses to start', () => {
  it('without PAYMENT_PROVIDER (no default in production)', () => {
    expect(problemsOf(without(production, 'PAYMENT_PROVIDER'))).toEqual([
      expect.stringMatching(/^PAYMENT_PROVIDER: is not set: production has no default/),
    ])
  })

  it('on the sandbox without PAYMENT_SANDBOX_ALLOWED=1', () => {
    expect(problemsOf(without(staging, 'PAYMENT_SANDBOX_ALLOWED'))).toEqual([
      expect.stringMatching(
        /^PAYMENT_PROVIDER: is sandbox, .*mark it paid without paying.*PAYMENT_SANDBOX_ALLOWED=1/,
      ),
    ])
  })

  it('on an allowed sandbox without PAYMENT_SANDBOX_SECRET, or with the development one', () => {
    expect(problemsOf(without(staging, 'PAYMENT_SANDBOX_SECRET'))).toEqual([
      expect.stringMatching(/^PAYMENT_SANDBOX_SECRET: is not set: a staging site signs/),
    ])
    expect(problemsOf({ ...staging, PAYMENT_SANDBOX_SECRET: DEVELOPMENT_SANDBOX_SECRET })).toEqual([
      expect.stringMatching(/^PAYMENT_SANDBOX_SECRET: is the public development value/),
    ])
  })

  it('without PUBLIC_URL, or with one that is not an http(s) address', () => {
    expect(problemsOf(without(production, 'PUBLIC_URL'))).toEqual([
      expect.stringMatching(/^PUBLIC_URL: is not set: production needs the https:\/\/ address/),
    ])
    expect(problemsOf({ ...production, PUBLIC_URL: 'spell.example.cn' })).toEqual([
      'PUBLIC_URL: must be a http:// or https:// address (e.g. https://spell.example.cn), got "spell.example.cn"',
    ])
    expect(problemsOf({ ...production, PUBLIC_URL: 'ftp://spell.example.cn' })).toHaveLength(1)
  })

  it('without DATABASE_URL unless EMBEDDED_DATABASE_ALLOWED=1, saying the embedded database never calls fsync', () => {
    const [problem, ...others] = problemsOf(without(production, 'DATABASE_URL'))
    expect(others).toEqual([])
    expect(problem).toMatch(/^DATABASE_URL: is not set: production runs on PostgreSQL/)
    expect(problem).toContain('never calls fsync')
    expect(problem).toContain('may lose answers and payments it has already acknowledged')
    expect(problem).toContain('EMBEDDED_DATABASE_ALLOWED=1')
  })

  it.each([
    'WECHAT_PAY_MCHID',
    'WECHAT_PAY_APPID',
    'WECHAT_PAY_SERIAL_NO',
    'WECHAT_PAY_PRIVATE_KEY_PATH',
    'WECHAT_PAY_API_V3_KEY',
    'WECHAT_PAY_PLATFORM_SERIAL',
    'WECHAT_PAY_PLATFORM_PUBLIC_KEY_PATH',
  ] as const)('with PAYMENT_PROVIDER=wechat and no %s', (name) => {
    expect(problemsOf({ ...production, [name]: '' })).toEqual([
      `${name}: is not set: PAYMENT_PROVIDER=wechat needs it`,
    ])
  })

  it('with a WeChat Pay key file that is missing, unreadable or not a key', () => {
    const missing = path.join(keyDir, 'no-such-key.pem')
    expect(problemsOf({ ...production, WECHAT_PAY_PRIVATE_KEY_PATH: missing })).toEqual([
      `WECHAT_PAY_PRIVATE_KEY_PATH: cannot read the key file "${missing}" (ENOENT): mount it and make it readable by the server's user`,
    ])
    // A folder cannot be read as a file, even by root (a mode-000 file can).
    expect(problemsOf({ ...production, WECHAT_PAY_PLATFORM_PUBLIC_KEY_PATH: keyDir })).toEqual([
      `WECHAT_PAY_PLATFORM_PUBLIC_KEY_PATH: cannot read the key file "${keyDir}" (EISDIR): mount it and make it readable by the server's user`,
    ])
    const notKey = path.join(keyDir, 'readme.txt')
    fs.writeFileSync(notKey, 'not a key')
    expect(problemsOf({ ...production, WECHAT_PAY_PRIVATE_KEY_PATH: notKey })).toEqual([
      `WECHAT_PAY_PRIVATE_KEY_PATH: "${notKey}" is not a PEM private key`,
    ])
    // The platform's public key where the merchant's private key belongs.
    expect(problemsOf({ ...production, WECHAT_PAY_PRIVATE_KEY_PATH: platformKeyPath })).toEqual([
      `WECHAT_PAY_PRIVATE_KEY_PATH: "${platformKeyPath}" is not a PEM private key`,
    ])
  })

  describe('with Alipay offered beside WeChat Pay (PAYMENT_PROVIDERS=wechat,alipay)', () => {
    const appKeyPath = path.join(keyDir, 'alipay_app_private.txt')
    const alipayKeyPath = path.join(keyDir, 'alipay_public.txt')
    // Alipay's key tool writes bare base64 (no PEM lines); the server reads both.
    fs.writeFileSync(
      appKeyPath,
      merchant.privateKey.export({ type: 'pkcs1', format: 'der' }).toString('base64'),
    )
    fs.writeFileSync(alipayKeyPath, platform.publicKey.export({ type: 'spki', format: 'pem' }))
    const both = {
      ...without(production, 'PAYMENT_PROVIDER'),
      PAYMENT_PROVIDERS: 'wechat,alipay',
      ALIPAY_APP_ID: '2021000000000001',
      ALIPAY_PRIVATE_KEY_PATH: appKeyPath,
      ALIPAY_PUBLIC_KEY_PATH: alipayKeyPath,
    }

    it('starts, offering both with WeChat Pay first', () => {
      expect(readConfig(both)).toMatchObject({
        paymentProviders: ['wechat', 'alipay'],
        alipay: { appId: '2021000000000001', privateKeyPath: appKeyPath, publicKeyPath: alipayKeyPath },
      })
    })

    it.each(['ALIPAY_APP_ID', 'ALIPAY_PRIVATE_KEY_PATH', 'ALIPAY_PUBLIC_KEY_PATH'] as const)(
      'refuses to start without %s',
      (name) => {
        expect(problemsOf({ ...both, [name]: '' })).toEqual([
          `${name}: is not set: PAYMENT_PROVIDERS=wechat,alipay needs it`,
        ])
      },
    )

    it('refuses a key file that is missing or not the right key, and an app id that is not one', () => {
      const missing = path.join(keyDir, 'no-alipay-key.txt')
      expect(problemsOf({ ...both, ALIPAY_PRIVATE_KEY_PATH: missing })).toEqual([
        `ALIPAY_PRIVATE_KEY_PATH: cannot read the key file "${missing}" (ENOENT): mount it and make it readable by the server's user`,
      ])
      expect(problemsOf({ ...both, ALIPAY_PRIVATE_KEY_PATH: alipayKeyPath })).toEqual([
        `ALIPAY_PRIVATE_KEY_PATH: "${alipayKeyPath}" is not the application's RSA private key, as PEM or bare base64`,
      ])
      const notKey = path.join(keyDir, 'readme.txt')
      fs.writeFileSync(notKey, 'not a key')
      expect(problemsOf({ ...both, ALIPAY_PUBLIC_KEY_PATH: notKey })).toEqual([
        `ALIPAY_PUBLIC_KEY_PATH: "${notKey}" is not Alipay's RSA public key (支付宝公钥), as PEM or bare base64`,
      ])
      expect(problemsOf({ ...both, ALIPAY_APP_ID: 'my-app' })).toEqual([
        'ALIPAY_APP_ID: must be the 16-digit APPID of the Alipay application',
      ])
    })

    it('refuses an unknown provider, one named twice, the sandbox beside real money, and both settings at once', () => {
      expect(problemsOf({ ...both, PAYMENT_PROVIDERS: 'wechat,paypal' })).toEqual([
        'PAYMENT_PROVIDERS: names "paypal", which is none of sandbox, wechat, alipay',
      ])
      expect(problemsOf({ ...both, PAYMENT_PROVIDERS: 'alipay,alipay' })).toEqual([
        'PAYMENT_PROVIDERS: names a provider twice: list each once',
      ])
      expect(
        problemsOf({
          ...both,
          PAYMENT_PROVIDERS: 'sandbox,alipay',
          PAYMENT_SANDBOX_ALLOWED: '1',
          PAYMENT_SANDBOX_SECRET: randomBytes(32).toString('hex'),
        }),
      ).toEqual([
        'PAYMENT_PROVIDERS: lists the sandbox beside real providers: a site takes real money or none, never both',
      ])
      expect(problemsOf({ ...both, PAYMENT_PROVIDER: 'wechat' })).toEqual([
        'PAYMENT_PROVIDER: is set beside PAYMENT_PROVIDERS: keep one of them (PAYMENT_PROVIDERS lists every provider offered)',
      ])
    })
  })

  it('with an APIv3 key that is not 32 bytes', () => {
    expect(problemsOf({ ...production, WECHAT_PAY_API_V3_KEY: 'short' })).toEqual([
      'WECHAT_PAY_API_V3_KEY: must be the 32-byte APIv3 key set in the merchant platform, got 5 bytes',
    ])
  })

  it('without MAIL_PROVIDER or SMS_PROVIDER (no default in production)', () => {
    expect(problemsOf(without(production, 'MAIL_PROVIDER', 'SMS_PROVIDER'))).toEqual([
      expect.stringMatching(/^MAIL_PROVIDER: is not set: production has no default/),
      expect.stringMatching(/^SMS_PROVIDER: is not set: production has no default/),
    ])
  })

  it('on the outbox without MESSAGING_OUTBOX_ALLOWED=1', () => {
    expect(problemsOf({ ...production, MAIL_PROVIDER: 'outbox' })).toEqual([
      expect.stringMatching(/^MAIL_PROVIDER: is outbox, which sends nothing.*MESSAGING_OUTBOX_ALLOWED=1/),
    ])
    expect(problemsOf(without(staging, 'MESSAGING_OUTBOX_ALLOWED'))).toEqual([
      expect.stringMatching(/^MAIL_PROVIDER: is outbox/),
      expect.stringMatching(/^SMS_PROVIDER: is outbox/),
    ])
  })

  it('on SMTP without SMTP_URL or MAIL_FROM, or with an SMTP_URL that is not smtp(s)://', () => {
    expect(problemsOf(without(production, 'SMTP_URL', 'MAIL_FROM'))).toEqual([
      'SMTP_URL: is not set: MAIL_PROVIDER=smtp needs it',
      'MAIL_FROM: is not set: MAIL_PROVIDER=smtp needs it',
    ])
    expect(problemsOf({ ...production, SMTP_URL: 'https://mail.example.cn' })).toEqual([
      expect.stringMatching(/^SMTP_URL: must be a smtp:\/\/ or smtps:\/\/ address/),
    ])
  })

  it.each([
    'TENCENT_SMS_SECRET_ID',
    'TENCENT_SMS_SECRET_KEY',
    'TENCENT_SMS_SDK_APP_ID',
    'TENCENT_SMS_SIGN_NAME',
  ] as const)('on Tencent Cloud SMS without %s', (name) => {
    expect(problemsOf(without(production, name))).toEqual([
      `${name}: is not set: SMS_PROVIDER=tencent needs it`,
    ])
  })

  it.each([
    ['TENCENT_SMS_TEMPLATE_ID', 'verification codes', '{1} the code (6 digits), {2} the minutes it is valid'],
    ['TENCENT_SMS_REVIEW_TEMPLATE_ID', 'review results', '{1} what was reviewed'],
    ['TENCENT_SMS_PAPERS_SENT_TEMPLATE_ID', 'papers sent to a school', '{2} the tracking number'],
    ['TENCENT_SMS_SCORES_RELEASED_TEMPLATE_ID', 'scores released to a school', 'no parameters'],
  ] as const)('on Tencent Cloud SMS without %s, the template of %s', (name, purpose, parameters) => {
    const [problem, ...others] = problemsOf(without(production, name))
    expect(others).toEqual([])
    expect(problem).toMatch(new RegExp(`^${name}: is not set: SMS_PROVIDER=tencent sends ${purpose}`))
    expect(problem).toContain(parameters)
  })

  it('with an SMTP or SMS setting that still holds the change-me placeholder', () => {
    const settings = {
      SMTP_URL: 'smtps://noreply%40example.cn:change-me@smtp.example.cn:465',
      MAIL_FROM: 'change-me <noreply@example.cn>',
      TENCENT_SMS_SECRET_ID: 'change-me',
      TENCENT_SMS_SECRET_KEY: 'change-me',
      TENCENT_SMS_SDK_APP_ID: 'change-me',
      TENCENT_SMS_SIGN_NAME: 'change-me',
      TENCENT_SMS_TEMPLATE_ID: 'change-me',
      TENCENT_SMS_REVIEW_TEMPLATE_ID: 'change-me',
      TENCENT_SMS_PAPERS_SENT_TEMPLATE_ID: 'change-me',
      TENCENT_SMS_SCORES_RELEASED_TEMPLATE_ID: 'change-me',
      TENCENT_SMS_REGION: 'change-me',
      TENCENT_SMS_ENDPOINT: 'change-me',
    }
    for (const [name, value] of Object.entries(settings))
      expect(problemsOf({ ...production, [name]: value }), name).toEqual([
        `${name}: still holds the example's placeholder change-me: set the site's own value`,
      ])
  })

  it('without its own PERSONAL_DATA_KEY (32 bytes), or with the development one', () => {
    expect(problemsOf(without(production, 'PERSONAL_DATA_KEY'))).toEqual([
      expect.stringMatching(/^PERSONAL_DATA_KEY: is not set: production encrypts students' ID numbers/),
    ])
    expect(problemsOf({ ...production, PERSONAL_DATA_KEY: DEVELOPMENT_PERSONAL_DATA_KEY })).toEqual([
      expect.stringMatching(/^PERSONAL_DATA_KEY: is the public development value/),
    ])
    expect(problemsOf({ ...production, PERSONAL_DATA_KEY: randomBytes(16).toString('hex') })).toEqual([
      expect.stringMatching(/^PERSONAL_DATA_KEY: must be 32 bytes/),
    ])
    expect(
      problemsOf({ ...production, PERSONAL_DATA_OLD_KEYS: `${randomBytes(32).toString('hex')},short` }),
    ).toEqual([expect.stringMatching(/^PERSONAL_DATA_OLD_KEYS: must be a comma-separated list/)])
    const key = randomBytes(32)
    const old = randomBytes(32)
    expect(
      readConfig({
        ...production,
        PERSONAL_DATA_KEY: key.toString('base64'),
        PERSONAL_DATA_OLD_KEYS: old.toString('hex'),
      }).personalData,
    ).toEqual({ key, oldKeys: [old] })
  })

  it('without its own strong BACKUP_KEY (32 random bytes, not the PERSONAL_DATA_KEY)', () => {
    expect(problemsOf(without(production, 'BACKUP_KEY'))).toEqual([
      expect.stringMatching(/^BACKUP_KEY: is not set: production encrypts its backups/),
    ])
    expect(problemsOf({ ...production, BACKUP_KEY: 'change-me' })).toEqual([
      expect.stringMatching(/^BACKUP_KEY: must be 32 bytes written as 64 hex digits or base64/),
    ])
    expect(problemsOf({ ...production, BACKUP_KEY: randomBytes(16).toString('hex') })).toEqual([
      expect.stringMatching(/^BACKUP_KEY: must be 32 bytes/),
    ])
    for (const weak of [
      '0'.repeat(64),
      'ab'.repeat(32),
      Buffer.from('our backups key, kept very safe!').toString('base64'),
    ])
      expect(problemsOf({ ...production, BACKUP_KEY: weak }), weak).toEqual([
        expect.stringMatching(/^BACKUP_KEY: has too little randomness/),
      ])
    const shared = Buffer.from(production.PERSONAL_DATA_KEY, 'base64').toString('hex')
    expect(problemsOf({ ...production, BACKUP_KEY: shared })).toEqual([
      expect.stringMatching(/^BACKUP_KEY: is the PERSONAL_DATA_KEY/),
    ])
    const key = randomBytes(32)
    expect(readConfig({ ...production, BACKUP_KEY: key.toString('hex') }).backupKey).toEqual(key)
    // Outside production a backup key is optional (the backup command asks for one).
    expect(readConfig({}).backupKey).toBeUndefined()
  })

  it('with the development PERSONAL_DATA_KEY however it is written: hex, without padding, with a space', () => {
    const bytes = Buffer.from(DEVELOPMENT_PERSONAL_DATA_KEY, 'base64')
    for (const written of [
      bytes.toString('hex'),
      bytes.toString('hex').toUpperCase(),
      DEVELOPMENT_PERSONAL_DATA_KEY.replace(/=$/, ''),
      bytes.toString('base64url'),
      `${DEVELOPMENT_PERSONAL_DATA_KEY} `,
    ])
      expect(problemsOf({ ...production, PERSONAL_DATA_KEY: written }), written).toEqual([
        expect.stringMatching(/^PERSONAL_DATA_KEY: is the public development value/),
      ])
  })

  it('with a PERSONAL_DATA_KEY of little randomness: zeros, a repeated pattern, typed text', () => {
    for (const weak of [
      '0'.repeat(64),
      'ab'.repeat(32),
      '0123456789abcdef'.repeat(4),
      Buffer.from('my own secret key for the site!!').toString('base64'),
    ])
      expect(problemsOf({ ...production, PERSONAL_DATA_KEY: weak }), weak).toEqual([
        expect.stringMatching(/^PERSONAL_DATA_KEY: has too little randomness/),
      ])
  })

  it('with a sandbox secret that is not 32 random bytes: the example placeholder, one character, 16 bytes, zeros', () => {
    for (const [secret, expected] of [
      ['change-me', /^PAYMENT_SANDBOX_SECRET: still holds the example's placeholder change-me/],
      ['x', /^PAYMENT_SANDBOX_SECRET: must be 32 random bytes or more, written as hex or base64/],
      [
        randomBytes(16).toString('hex'),
        /^PAYMENT_SANDBOX_SECRET: must be 32 random bytes or more.*got 16 bytes/,
      ],
      ['0'.repeat(64), /^PAYMENT_SANDBOX_SECRET: has too little randomness/],
    ] as const)
      expect(problemsOf({ ...staging, PAYMENT_SANDBOX_SECRET: secret }), secret).toEqual([
        expect.stringMatching(expected),
      ])
    const long = randomBytes(48).toString('base64')
    expect(readConfig({ ...staging, PAYMENT_SANDBOX_SECRET: long }).paymentSandboxSecret).toBe(long)
  })

  it('on an http:// PUBLIC_URL unless PUBLIC_URL_HTTP_ALLOWED=1 says it is a staging site', () => {
    expect(problemsOf({ ...production, PUBLIC_URL: 'http://spell.example.cn' })).toEqual([
      expect.stringMatching(/^PUBLIC_URL: is http:\/\/.*https:\/\/.*PUBLIC_URL_HTTP_ALLOWED=1/),
    ])
    const config = readConfig({
      ...staging,
      PUBLIC_URL: 'http://staging.spell.example.cn',
      PUBLIC_URL_HTTP_ALLOWED: '1',
    })
    expect(config.publicUrl).toBe('http://staging.spell.example.cn')
  })

  it("with a setting that still holds the example file's change-me placeholder", () => {
    expect(
      problemsOf({
        ...production,
        DATABASE_URL: 'postgres://spell:change-me@postgres:5432/spell',
        SMTP_URL: 'smtps://noreply%40example.cn:change-me@smtp.example.cn:465',
        TENCENT_SMS_SECRET_ID: 'change-me',
        TENCENT_SMS_SECRET_KEY: 'Change-Me',
        WECHAT_PAY_SERIAL_NO: 'change-me',
      }),
    ).toEqual([
      expect.stringMatching(/^DATABASE_URL: still holds the example's placeholder change-me/),
      expect.stringMatching(/^WECHAT_PAY_SERIAL_NO: still holds/),
      expect.stringMatching(/^SMTP_URL: still holds/),
      expect.stringMatching(/^TENCENT_SMS_SECRET_ID: still holds/),
      expect.stringMatching(/^TENCENT_SMS_SECRET_KEY: still holds/),
    ])
    // Outside production the example values do no harm.
    expect(problemsOf({ TENCENT_SMS_SECRET_ID: 'change-me' })).toEqual([])
  })

  it('and lists every problem at once in one message', () => {
    let thrown: unknown
    try {
      readConfig({ NODE_ENV: 'production', PORT: 'eighty', TRUST_PROXY: '-1' })
    } catch (error) {
      thrown = error
    }
    expect(thrown).toBeInstanceOf(ConfigError)
    const { message, problems } = thrown as ConfigError
    expect(problems.map((p) => p.split(':')[0])).toEqual([
      'PORT',
      'TRUST_PROXY',
      'PUBLIC_URL',
      'DATABASE_URL',
      'PAYMENT_PROVIDER',
      'MAIL_PROVIDER',
      'SMS_PROVIDER',
      'PERSONAL_DATA_KEY',
      'BACKUP_KEY',
    ])
    expect(message).toMatch(
      /^The server will not start: its settings \(environment variables\) have 9 problems:\n/,
    )
    for (const problem of problems) expect(message).toContain(`  - ${problem}\n`)
  })
})

describe('outside production', () => {
  it('defaults to the sandbox with the development secret, the outbox and the embedded database', () => {
    const config = readConfig({})
    expect(config).toMatchObject({
      production: false,
      seedDemo: true,
      port: 3000,
      publicUrl: 'http://localhost:3000',
      paymentProviders: ['sandbox'],
      paymentSandboxSecret: DEVELOPMENT_SANDBOX_SECRET,
      databaseUrl: undefined,
      redisKeyPrefix: 'spell:',
      messaging: { outboxAllowed: false, mail: { provider: 'outbox' }, sms: { provider: 'outbox' } },
    })
    expect(readConfig({ PORT: '0', DATA_DIR: 'memory://' })).toMatchObject({ port: 0, dataDir: 'memory://' })
  })

  it('reads REDIS_PREFIX, treats empty values as unset and still checks formats', () => {
    expect(readConfig({ REDIS_PREFIX: 'spell-staging:', DATABASE_URL: '' })).toMatchObject({
      redisKeyPrefix: 'spell-staging:',
      databaseUrl: undefined,
    })
    expect(problemsOf({ PAYMENT_PROVIDER: 'paypal', SEED_DEMO: 'yes', REDIS_URL: 'localhost:6379' })).toEqual(
      [
        'REDIS_URL: must be a redis:// or rediss:// address (e.g. redis://host:6379), got "localhost:6379"',
        'SEED_DEMO: must be 0 or 1, got "yes"',
        'PAYMENT_PROVIDER: must be sandbox or wechat or alipay, got "paypal"',
      ],
    )
    expect(problemsOf({ NODE_ENV: 'prod' })).toEqual([
      'NODE_ENV: must be development or production or test, got "prod"',
    ])
  })

  it('still needs every WeChat Pay setting when PAYMENT_PROVIDER=wechat', () => {
    expect(problemsOf({ PAYMENT_PROVIDER: 'wechat' })).toHaveLength(7)
  })
})

it('ENV_VARS names every variable the schema reads, the new ones included', () => {
  expect(ENV_VARS).toEqual(
    expect.arrayContaining([
      ...Object.keys(production),
      ...Object.keys(staging),
      'EMBEDDED_DATABASE_ALLOWED',
      'REDIS_PREFIX',
      'TENCENT_SMS_REGION',
      'TENCENT_SMS_ENDPOINT',
    ]),
  )
  const envWithStranger = { ...staging, SOMETHING_ELSE: 'x' }
  expect(() => readConfig(envWithStranger)).not.toThrow()
})

describe('node server/src/main.ts', () => {
  it('exits with code 1 and prints the problems when production is unsafe, before anything listens', async () => {
    const root = path.resolve(import.meta.dirname, '../..')
    const child = spawn(process.execPath, ['--import', 'tsx', 'server/src/main.ts'], {
      cwd: root,
      env: {
        PATH: process.env.PATH,
        NODE_ENV: 'production',
        PORT: '0',
        DATA_DIR: 'memory://',
        PAYMENT_PROVIDER: 'sandbox',
        PUBLIC_URL: 'https://spell.example.cn',
      },
      stdio: ['ignore', 'pipe', 'pipe'],
    })
    let stdout = ''
    let stderr = ''
    child.stdout.on('data', (chunk) => {
      stdout += chunk
    })
    child.stderr.on('data', (chunk) => {
      stderr += chunk
    })
    const code = await new Promise<number | null>((resolve) => child.on('exit', resolve))
    expect(code).toBe(1)
    expect(stderr).toContain('The server will not start')
    expect(stderr).toMatch(/- PAYMENT_PROVIDER: is sandbox, /)
    expect(stderr).toMatch(/- DATABASE_URL: is not set: .*never calls fsync/)
    expect(stderr).toMatch(/- MAIL_PROVIDER: is not set/)
    expect(stdout).not.toContain('Spelling competition site')
  }, 30_000)

  it('names the site by PUBLIC_URL when it starts, the demo guide included', async () => {
    const root = path.resolve(import.meta.dirname, '../..')
    const child = spawn(process.execPath, ['--import', 'tsx', 'server/src/main.ts'], {
      cwd: root,
      env: {
        PATH: process.env.PATH,
        NODE_ENV: 'development',
        PORT: '0',
        DATA_DIR: 'memory://',
        PUBLIC_URL: 'https://staging.spell.example.cn',
        LOG_LEVEL: 'silent',
      },
      stdio: ['ignore', 'pipe', 'pipe'],
    })
    try {
      let stdout = ''
      await new Promise<void>((resolve, reject) => {
        child.stdout.on('data', (chunk) => {
          stdout += chunk
          if (stdout.includes('/query')) resolve()
        })
        child.on('exit', (code) => reject(new Error(`exited with ${code}: ${stdout}`)))
      })
      expect(stdout).toMatch(
        /Spelling competition site: https:\/\/staging\.spell\.example\.cn \(listening on port \d+\)/,
      )
      expect(stdout).toContain('https://staging.spell.example.cn/query')
      expect(stdout).not.toContain('localhost')
    } finally {
      child.kill()
    }
  }, 90_000)
})
