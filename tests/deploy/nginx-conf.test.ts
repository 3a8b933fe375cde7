import fs from 'node:fs'
import path from 'node:path'
import { describe, expect, it } from 'vitest'
import { all, type Directive, parseNginx, upstreamServers } from './support/nginx-conf'

// The proxy in front of the app instances, checked by reading deploy/nginx.conf (the nginx project runs it).

const root = path.resolve(import.meta.dirname, '../..')
const appNames = ['app1', 'app2']
const nginx = parseNginx(fs.readFileSync(path.join(root, 'deploy/nginx.conf'), 'utf8'))
const one = (ds: Directive[], name: string) => {
  const found = all(ds, name)
  expect(
    found.map((d) => d.name),
    `one "${name}" directive`,
  ).toEqual([name])
  return found[0] as Directive
}
const upstreams = all(nginx, 'upstream')
const servers = all(nginx, 'server')
const locations = servers.flatMap((s) => all(s.block ?? [], 'location'))

/** The proxy_set_header directives in force in a location (nginx inherits them only when it sets none). */
function headersIn(server: Directive, location: Directive): Record<string, string> {
  const own = all(location.block ?? [], 'proxy_set_header')
  const used = own.length ? own : all(server.block ?? [], 'proxy_set_header')
  return Object.fromEntries(used.map((d) => [(d.args[0] ?? '').toLowerCase(), d.args.slice(1).join(' ')]))
}

/** The value of a directive in a location, falling back to the server and then the http level. */
function settingIn(server: Directive, location: Directive, name: string): string | undefined {
  for (const level of [location.block ?? [], server.block ?? [], nginx]) {
    const d = all(level, name).at(-1)
    if (d) return d.args.join(' ')
  }
  return undefined
}

function seconds(value: string): number {
  const m = /^(\d+)(ms|s|m|h|d)?$/.exec(value.trim())
  if (!m) throw new Error(`not an nginx time: ${value}`)
  const factor = { ms: 0.001, s: 1, m: 60, h: 3600, d: 86400 }[m[2] ?? 's'] ?? 1
  return Number(m[1]) * factor
}

function serverForLocation(location: Directive): Directive {
  const s = servers.find((srv) => (srv.block ?? []).includes(location))
  if (!s) throw new Error('location outside a server block')
  return s
}

const upstreamByProxyPass = (location: Directive) => {
  const target = all(location.block ?? [], 'proxy_pass')[0]?.args[0] ?? ''
  const name = /^https?:\/\/([^/:]+)/.exec(target)?.[1]
  return upstreams.find((u) => u.args[0] === name)
}

describe('deploy/nginx.conf', () => {
  it('balances over an upstream of both app services by open connections, not by client address', () => {
    expect(upstreams.length).toBeGreaterThan(0)
    for (const u of upstreams) {
      one(u.block ?? [], 'least_conn')
      // A school behind one public address must spread over the instances: no stickiness of any kind.
      for (const sticky of ['ip_hash', 'hash', 'sticky', 'random'])
        expect(all(u.block ?? [], sticky), sticky).toEqual([])
      expect(upstreamServers(u).map(([host]) => host)).toEqual(expect.arrayContaining(appNames))
    }
  })

  it('proxies every location to that upstream with HTTP/1.1, WebSocket upgrade and forwarding headers', () => {
    expect(locations.length).toBeGreaterThan(0)
    const maps = all(nginx, 'map')
    for (const location of locations) {
      const server = serverForLocation(location)
      const upstream = upstreamByProxyPass(location)
      expect(upstream, `proxy_pass of location ${location.args.join(' ')}`).toBeDefined()
      expect(all(upstream?.block ?? [], 'least_conn')).toHaveLength(1)
      expect(settingIn(server, location, 'proxy_http_version')).toBe('1.1')
      const headers = headersIn(server, location)
      expect(headers.upgrade).toBe('$http_upgrade')
      const connection = headers.connection ?? ''
      if (connection.startsWith('$')) {
        // a variable made by `map $http_upgrade $var { default upgrade; '' close; }`
        const map = maps.find((m) => m.args[0] === '$http_upgrade' && m.args[1] === connection)
        expect(map, `map $http_upgrade ${connection}`).toBeDefined()
        expect(all(map?.block ?? [], 'default')[0]?.args).toEqual(['upgrade'])
      } else {
        expect(connection.toLowerCase()).toBe('upgrade')
      }
      expect(headers['x-forwarded-for']).toBe('$proxy_add_x_forwarded_for')
      expect(headers['x-forwarded-proto']).toBe('$scheme')
      expect(headers.host).toBe('$host')
    }
  })

  it('compresses JSON answers, but not the socket.io stream', () => {
    for (const location of locations.filter((l) => l.args.at(-1) !== '/socket.io/')) {
      const server = serverForLocation(location)
      expect(settingIn(server, location, 'gzip'), `gzip in ${location.args.join(' ')}`).toBe('on')
      expect(settingIn(server, location, 'gzip_types')?.split(' ')).toContain('application/json')
      // Proxied requests (a TLS terminator in front adds Via) are compressed too.
      expect(settingIn(server, location, 'gzip_proxied')).toBe('any')
      expect(settingIn(server, location, 'gzip_vary')).toBe('on')
    }
    const socketIo = locations.find((l) => l.args.at(-1) === '/socket.io/') as Directive
    expect(settingIn(serverForLocation(socketIo), socketIo, 'gzip')).toBe('off')
  })

  it('has a /socket.io/ location with long read timeouts', () => {
    const socketIo = locations.find((l) => l.args.at(-1) === '/socket.io/')
    expect(socketIo, 'location /socket.io/').toBeDefined()
    const server = serverForLocation(socketIo as Directive)
    const read = settingIn(server, socketIo as Directive, 'proxy_read_timeout')
    expect(read, 'proxy_read_timeout').toBeDefined()
    expect(seconds(read as string)).toBeGreaterThanOrEqual(300)
  })
})
