import dns from 'node:dns'
import http from 'node:http'
import https from 'node:https'
import type { LookupFunction } from 'node:net'

/**
 * The endpoint of a Tencent Cloud API, for the SDK's httpProfile: a host (sms.tencentcloudapi.com, by
 * default over HTTPS) or a URL with its scheme (http://sms.localhost:8080). Names under .localhost are
 * the machine itself (RFC 6761), so a local stand-in can be addressed by a name whose first label is
 * the service, as the TC3 signature needs; such names are looked up as 127.0.0.1.
 */
export function tencentHttpProfile(endpoint: string, setting: string) {
  const match = /^(?:(https?):\/\/)?([^/?#]+)\/?$/.exec(endpoint.trim())
  if (!match) throw new Error(`${setting} must be a host name or http(s)://host, got ${endpoint}`)
  const host = match[2] ?? ''
  const hostname = host.replace(/:\d+$/, '')
  const protocol = `${match[1] ?? 'https'}://`
  const loopback = hostname === 'localhost' || hostname.endsWith('.localhost')
  return { endpoint: host, protocol, agent: loopback ? loopbackAgent(protocol) : undefined }
}

function loopbackAgent(protocol: string) {
  const lookup = ((_hostname, lookupOptions, callback) =>
    dns.lookup('127.0.0.1', lookupOptions, callback)) as LookupFunction
  return protocol === 'http://' ? new http.Agent({ lookup }) : new https.Agent({ lookup })
}
