import { spawnSync } from 'node:child_process'
import { generateKeyPairSync, randomBytes } from 'node:crypto'
import fs from 'node:fs'
import os from 'node:os'
import path from 'node:path'
import { afterAll, describe, expect, it } from 'vitest'
import { parse } from 'yaml'
import { ConfigError, ENV_VARS, readConfig } from '../../server/src/config'

// Docker does not run here: the scaled-out deployment is checked by reading its files.
// docker-compose.yml, deploy/nginx.conf, deploy/production.env.example and the Dockerfile must agree
// with each other and with the server.

const root = path.resolve(import.meta.dirname, '../..')
const read = (file: string) => fs.readFileSync(path.join(root, file), 'utf8')

// ---- docker-compose.yml ---------------------------------------------------------------------------

interface Service {
  image?: string
  build?: string | { context?: string }
  environment?: Record<string, string | number | boolean | null> | string[]
  env_file?: string | (string | { path: string })[]
  secrets?: (string | { source: string; target?: string })[]
  depends_on?: string[] | Record<string, { condition?: string }>
  ports?: (string | number | { target?: number; published?: number | string })[]
  volumes?: (string | { source?: string; target?: string })[]
  healthcheck?: { test?: string | string[] }
}

const compose = parse(read('docker-compose.yml'), { merge: true }) as {
  services: Record<string, Service>
  secrets?: Record<string, { file?: string }>
}
const services = compose.services
const appNames = ['app1', 'app2']

// ---- deploy/production.env.example: the stand-in for the gitignored deploy/production.env -----------

interface ExampleLine {
  name: string
  value: string
  /** `# NAME=value`: listed, not set. */
  commented: boolean
  /** The description line of the comment block above, which must say what the variable is. */
  comment: string
}

/** A value as compose's env_file and a shell both read it: single or double quotes around it removed. */
const unquoted = (value: string) =>
  /^'([^']*)'$|^"([^"\\$`]*)"$/
    .exec(value)
    ?.slice(1)
    .find((v) => v !== undefined) ?? value

function parseEnvExample(text: string): ExampleLine[] {
  const lines = text.split('\n')
  return lines.flatMap((line, i) => {
    const m = /^(#\s*)?([A-Z][A-Z0-9_]*)=(.*)$/.exec(line)
    if (!m) return []
    // Up through the comment block to the nearest description line ("# NAME: what it is").
    let above = i - 1
    while (above >= 0 && lines[above]?.startsWith('#') && !/^# [A-Z][A-Z0-9_]*: /.test(lines[above] ?? ''))
      above--
    return [
      {
        name: m[2] as string,
        value: unquoted(m[3] as string),
        commented: Boolean(m[1]),
        comment: lines[above] ?? '',
      },
    ]
  })
}

const EXAMPLE = 'deploy/production.env.example'
const example = parseEnvExample(read(EXAMPLE))
const exampleEnv = Object.fromEntries(example.filter((l) => !l.commented).map((l) => [l.name, l.value]))

const envFilesOf = (service: Service) =>
  [service.env_file ?? []].flat().map((f) => path.normalize(typeof f === 'string' ? f : f.path))

function environmentOf(service: Service): Record<string, string> {
  const env = service.environment ?? {}
  if (Array.isArray(env)) {
    return Object.fromEntries(
      env.map((entry) => {
        const i = entry.indexOf('=')
        return i < 0 ? [entry, ''] : [entry.slice(0, i), entry.slice(i + 1)]
      }),
    )
  }
  return Object.fromEntries(Object.entries(env).map(([k, v]) => [k, v == null ? '' : String(v)]))
}

function dependsOn(service: Service): Record<string, string | undefined> {
  const deps = service.depends_on ?? []
  if (Array.isArray(deps)) return Object.fromEntries(deps.map((d) => [d, undefined]))
  return Object.fromEntries(Object.entries(deps).map(([k, v]) => [k, v?.condition]))
}

/** Container ports a service publishes on the host, from the short ("8080:80") or long syntax. */
function publishedTargets(service: Service): number[] {
  return (service.ports ?? []).flatMap((p) => {
    if (typeof p === 'object') return p.published == null || p.target == null ? [] : [Number(p.target)]
    const parts = String(p).split(':')
    return parts.length >= 2 ? [Number(parts.at(-1)?.split('/')[0])] : []
  })
}

import { all, parseNginx, upstreamServers } from './support/nginx-conf'

const nginx = parseNginx(read('deploy/nginx.conf'))
const servers = all(nginx, 'server')
const upstreams = all(nginx, 'upstream')

// ---- the checks ----------------------------------------------------------------------------------------

describe('docker-compose.yml', () => {
  it('has the services postgres, redis, app1, app2 and proxy', () => {
    expect(Object.keys(services)).toEqual(expect.arrayContaining(['postgres', 'redis', ...appNames, 'proxy']))
  })

  it('runs PostgreSQL 16 and Redis 7 with healthchecks', () => {
    expect(services.postgres?.image).toMatch(/^postgres:16/)
    expect(services.redis?.image).toMatch(/^redis:7/)
    expect(JSON.stringify(services.postgres?.healthcheck?.test)).toContain('pg_isready')
    expect(services.redis?.healthcheck?.test).toBeTruthy()
    expect(services.postgres?.volumes?.length).toBeGreaterThan(0)
  })

  it('gives PostgreSQL its password from a secret file under deploy/secrets/, not in the compose file', () => {
    const pgEnv = environmentOf(services.postgres as Service)
    expect(pgEnv.POSTGRES_PASSWORD).toBeUndefined()
    const secret = path.basename(pgEnv.POSTGRES_PASSWORD_FILE ?? '')
    expect(pgEnv.POSTGRES_PASSWORD_FILE).toBe(`/run/secrets/${secret}`)
    const names = (services.postgres?.secrets ?? []).map((s) => (typeof s === 'string' ? s : s.source))
    expect(names).toContain(secret)
    expect(compose.secrets?.[secret]?.file).toMatch(/^(\.\/)?deploy\/secrets\//)
    expect(read('.gitignore').split('\n')).toContain('deploy/secrets/')
  })

  describe.each(appNames)('%s', (name) => {
    const service = () => services[name] as Service
    /** What the instance runs with: the env file (its example here), then compose's environment. */
    const env = () => ({ ...exampleEnv, ...environmentOf(service()) })

    it('is built from this repository', () => {
      const build = service().build
      expect(typeof build === 'string' ? build : build?.context).toMatch(/^\.\/?$/)
    })

    it('reads deploy/production.env, which git ignores', () => {
      expect(envFilesOf(service())).toEqual([path.normalize('deploy/production.env')])
      const ignored = read('.gitignore')
        .split('\n')
        .map((l) => l.trim())
      expect(ignored).toContain('deploy/production.env')
    })

    it('sets DATABASE_URL (in the env file) to the postgres service, with its user, a password and database', () => {
      expect(Object.keys(environmentOf(service()))).not.toContain('DATABASE_URL')
      const url = new URL(env().DATABASE_URL ?? '')
      expect(url.protocol).toMatch(/^postgres(ql)?:$/)
      expect(url.hostname).toBe('postgres')
      expect(services[url.hostname]).toBeDefined()
      expect(url.port === '' || url.port === '5432').toBe(true)
      const pgEnv = environmentOf(services.postgres as Service)
      expect(decodeURIComponent(url.username)).toBe(pgEnv.POSTGRES_USER ?? 'postgres')
      expect(url.password).not.toBe('')
      expect(url.pathname.slice(1)).toBe(pgEnv.POSTGRES_DB ?? pgEnv.POSTGRES_USER ?? 'postgres')
    })

    it('keeps secrets out of the compose file', () => {
      const secretNames = ENV_VARS.filter((v) =>
        /DATABASE_URL|SECRET|_KEY$|API_V3_KEY|SMTP_URL|MCHID|SERIAL/.test(v),
      )
      expect(secretNames.length).toBeGreaterThan(5)
      const own = environmentOf(service())
      expect(Object.keys(own).filter((k) => secretNames.includes(k as (typeof ENV_VARS)[number]))).toEqual([])
      for (const value of Object.values(own)) expect(value).not.toMatch(/:\/\/[^/@]*:[^/@]*@/)
    })

    it('mounts the key files the env file names, read-only', () => {
      const mounts = (service().volumes ?? []).map((v) => (typeof v === 'string' ? v.split(':') : []))
      const keyPaths = Object.entries(env()).filter(
        ([k]) => k.endsWith('_PATH') && k.startsWith('WECHAT_PAY_'),
      )
      expect(keyPaths.length).toBe(2)
      for (const [variable, file] of keyPaths) {
        const mount = mounts.find(([, target]) => target && file.startsWith(`${target}/`))
        expect(mount, `a volume holding ${variable}=${file}`).toBeDefined()
        expect(mount?.[2], `${variable}'s volume is read-only`).toBe('ro')
        expect(mount?.[0]).toMatch(/^\.\/deploy\/secrets\//)
      }
    })

    it('sets REDIS_URL to the redis service', () => {
      const url = new URL(env().REDIS_URL ?? '')
      expect(url.protocol).toMatch(/^rediss?:$/)
      expect(url.hostname).toBe('redis')
      expect(services[url.hostname]).toBeDefined()
      expect(url.port === '' || url.port === '6379').toBe(true)
    })

    it('listens on the PORT that the nginx upstream sends to', () => {
      const port = Number(env().PORT)
      expect(Number.isInteger(port) && port > 0).toBe(true)
      const targets = upstreams.flatMap(upstreamServers).filter(([host]) => host === name)
      expect(targets.length, `an upstream server ${name}:PORT in nginx.conf`).toBeGreaterThan(0)
      for (const [, upstreamPort] of targets) expect(upstreamPort).toBe(port)
    })

    it("gets only environment variables the server knows (server/src/config.ts's ENV_VARS)", () => {
      const known: readonly string[] = ENV_VARS
      const unknown = Object.keys(environmentOf(service())).filter((k) => !known.includes(k))
      expect(unknown).toEqual([])
      expect(env().NODE_ENV).toBe('production')
    })

    it('waits for postgres and redis to be healthy', () => {
      const deps = dependsOn(service())
      expect(deps.postgres).toBe('service_healthy')
      expect(deps.redis).toBe('service_healthy')
    })

    it('publishes no port of its own (traffic goes through the proxy)', () => {
      expect(service().ports ?? []).toEqual([])
    })
  })

  it('has the proxy (nginx) publish a port on the host, mount deploy/nginx.conf and listen there', () => {
    const proxy = services.proxy as Service
    expect(proxy.image).toMatch(/^nginx:/)
    const targets = publishedTargets(proxy)
    expect(targets.length).toBeGreaterThan(0)
    const mounts = (proxy.volumes ?? []).map((v) => (typeof v === 'string' ? v.split(':')[0] : v.source))
    expect(mounts.map((m) => path.normalize(m ?? ''))).toContain(path.normalize('deploy/nginx.conf'))
    const listens = servers
      .flatMap((s) => all(s.block ?? [], 'listen'))
      .map((d) => Number(d.args[0]?.split(':').at(-1)))
    expect(listens).toEqual(expect.arrayContaining(targets))
  })
})

describe('Dockerfile', () => {
  const dockerfile = read('Dockerfile')
  const lines = dockerfile.split('\n').filter((l) => !l.trim().startsWith('#'))
  const instructions = (name: string) =>
    lines.filter((l) => l.trim().toUpperCase().startsWith(`${name} `)).map((l) => l.trim())

  it('runs the current Node LTS as a non-root user, exposes the apps PORT and checks /api/health', () => {
    for (const from of instructions('FROM')) expect(from).toMatch(/^FROM node:24-bookworm-slim(\s|$)/)
    const user = instructions('USER').at(-1)
    expect(user).toBeDefined()
    expect(user).not.toMatch(/^USER\s+(root|0)(:|\s|$)/i)
    const ports = new Set(appNames.map((n) => environmentOf(services[n] as Service).PORT))
    for (const port of ports) expect(instructions('EXPOSE').join(' ')).toContain(String(port))
    expect(dockerfile).toMatch(/HEALTHCHECK[\s\S]*\/api\/health/)
    expect(dockerfile).toContain('npm ci')
  })

  it('builds in one stage and runs the compiled server with node directly, without npm, tsx or a system font, with the speech tools', () => {
    const runs = instructions('RUN').join('\n')
    expect(runs).toContain('npm run build')
    expect(runs).toMatch(/npm ci --omit=dev/)
    expect(runs).not.toMatch(/fonts-/)
    expect(runs).toMatch(/apt-get install[^\n]*espeak-ng lame/)
    const cmd = instructions('CMD').at(-1) ?? ''
    const args = JSON.parse(cmd.replace(/^CMD\s+/, '')) as string[]
    expect(args[0]).toBe('node')
    expect(args.at(-1)).toBe('server/dist/main.js')
    expect(args).not.toContain('tsx')
    expect(dockerfile).toMatch(/COPY --from=build \S*server\/dist server\/dist/)
    expect(dockerfile).toMatch(/COPY --from=build \S*client\/dist client\/dist/)
  })
})

describe('deploy/production.env.example', () => {
  const keyDir = fs.mkdtempSync(path.join(os.tmpdir(), 'spell-deploy-'))
  afterAll(() => fs.rmSync(keyDir, { recursive: true, force: true }))
  const appEnv = environmentOf(services.app1 as Service)

  it('lists every variable the server reads exactly once, and nothing else', () => {
    const names = example.map((l) => l.name)
    expect([...names].sort()).toEqual([...ENV_VARS].sort())
  })

  it('can be sourced by a shell (set -a; . deploy/production.env) to the same values compose reads', () => {
    const shell = spawnSync(
      'bash',
      ['--norc', '--noprofile', '-c', 'set -a && . "$0" && env -0', path.join(root, EXAMPLE)],
      {
        env: { PATH: process.env.PATH },
        encoding: 'utf8',
      },
    )
    expect(shell.stderr).toBe('')
    expect(shell.status).toBe(0)
    const sourced = Object.fromEntries(
      shell.stdout
        .split('\0')
        .filter(Boolean)
        .map((entry) => [entry.slice(0, entry.indexOf('=')), entry.slice(entry.indexOf('=') + 1)]),
    )
    for (const [name, value] of Object.entries(exampleEnv)) expect(sourced[name], name).toBe(value)
    // A value with spaces or < > is quoted, so the shell does not read it as a command or a redirection.
    for (const line of read(EXAMPLE)
      .split('\n')
      .filter((l) => /^[A-Z]/.test(l)))
      expect(line, line).toMatch(/^[A-Z][A-Z0-9_]*=('[^']*'|[^\s'"<>|&;$`\\]*)$/)
  })

  it('says what each variable is in the comment above it', () => {
    for (const line of example) expect(line.comment, line.name).toMatch(new RegExp(`^# ${line.name}: \\S`))
  })

  it("leaves the variables compose sets as comments (compose's values would win)", () => {
    for (const name of Object.keys(appEnv)) {
      expect(
        example.find((l) => l.name === name),
        name,
      ).toMatchObject({ commented: true, value: appEnv[name] })
    }
  })

  it('is a complete production configuration once its placeholders and key files are real', () => {
    // As written, the server refuses every change-me placeholder and the key files not yet mounted.
    let problems: string[] = []
    try {
      readConfig({ ...exampleEnv, ...appEnv })
    } catch (error) {
      if (!(error instanceof ConfigError)) throw error
      problems = error.problems
    }
    const placeholders = example
      .filter((l) => !l.commented && l.value.includes('change-me'))
      .map((l) => l.name)
    expect(placeholders).toEqual(
      expect.arrayContaining(['DATABASE_URL', 'SMTP_URL', 'TENCENT_SMS_SECRET_KEY']),
    )
    expect(problems.map((p) => p.split(':')[0]).sort()).toEqual(
      [...placeholders, 'WECHAT_PAY_PLATFORM_PUBLIC_KEY_PATH', 'WECHAT_PAY_PRIVATE_KEY_PATH'].sort(),
    )
    const merchant = generateKeyPairSync('rsa', { modulusLength: 2048 })
    const platform = generateKeyPairSync('rsa', { modulusLength: 2048 })
    const privateKeyPath = path.join(keyDir, 'apiclient_key.pem')
    const platformKeyPath = path.join(keyDir, 'platform_public_key.pem')
    fs.writeFileSync(privateKeyPath, merchant.privateKey.export({ type: 'pkcs8', format: 'pem' }))
    fs.writeFileSync(platformKeyPath, platform.publicKey.export({ type: 'spki', format: 'pem' }))
    const config = readConfig({
      ...exampleEnv,
      ...appEnv,
      ...Object.fromEntries(
        placeholders.map((name) => [
          name,
          exampleEnv[name]?.replace('change-me', randomBytes(8).toString('hex')),
        ]),
      ),
      WECHAT_PAY_API_V3_KEY: randomBytes(16).toString('hex'),
      WECHAT_PAY_PRIVATE_KEY_PATH: privateKeyPath,
      WECHAT_PAY_PLATFORM_PUBLIC_KEY_PATH: platformKeyPath,
      PERSONAL_DATA_KEY: randomBytes(32).toString('base64'),
      BACKUP_KEY: randomBytes(32).toString('base64'),
    })
    expect(config).toMatchObject({
      production: true,
      paymentProviders: ['wechat'],
      messaging: { mail: { provider: 'smtp' }, sms: { provider: 'tencent' } },
    })
    expect(new URL(config.databaseUrl ?? '').hostname).toBe('postgres')
  })
})
