import { createHash, createHmac, timingSafeEqual } from 'node:crypto'
import type http from 'node:http'

/**
 * Tencent Cloud's TC3-HMAC-SHA256 request signature, checked as the real API checks it — computed here
 * from the published description, not with the SDK's code — for the local stand-ins of its services.
 */
const sha256hex = (data: string | Buffer) => createHash('sha256').update(data).digest('hex')
const hmac = (key: string | Buffer, data: string) => createHmac('sha256', key).update(data, 'utf8').digest()

/** The TC3-HMAC-SHA256 check; undefined when the request is signed by the known key. */
export function checkTc3Signature(
  req: http.IncomingMessage,
  body: Buffer,
  options: { secretId: string; secretKey: string; service: string },
) {
  const invalid = { code: 'AuthFailure.InvalidAuthorization', message: 'Authorization is not valid.' }
  const mismatch = {
    code: 'AuthFailure.SignatureFailure',
    message: 'The provided credentials could not be validated. Please check your signature is correct.',
  }
  const authorization = req.headers.authorization ?? ''
  const parsed =
    /^TC3-HMAC-SHA256 Credential=([^/]+)\/(\d{4}-\d{2}-\d{2})\/([^/]+)\/([^,]+), SignedHeaders=([^,]+), Signature=([0-9a-f]{64})$/.exec(
      authorization,
    )
  if (!parsed) return invalid
  const [, secretId, date = '', service, terminator, signedHeaders = '', signature = ''] = parsed
  if (secretId !== options.secretId)
    return { code: 'AuthFailure.SecretIdNotFound', message: 'The SecretId is not found.' }
  const timestamp = Number(req.headers['x-tc-timestamp'])
  if (!Number.isInteger(timestamp)) return invalid
  if (Math.abs(Date.now() / 1000 - timestamp) > 300)
    return { code: 'AuthFailure.SignatureExpire', message: 'The signature expired.' }
  // The credential scope: the UTC date of the timestamp, the service (the host's first label), tc3_request.
  if (date !== new Date(timestamp * 1000).toISOString().slice(0, 10)) return mismatch
  if (service !== options.service || terminator !== 'tc3_request') return mismatch
  const names = signedHeaders.split(';')
  if (!names.includes('host') || !names.includes('content-type')) return mismatch

  // Canonical headers: name and value in lower case, trimmed, in the order SignedHeaders lists them.
  // The real endpoint is on the default port, so its Host never has one: the stand-in drops its port.
  const canonicalHeaders = names
    .map((name) => {
      let value = String(req.headers[name] ?? '').trim()
      if (name === 'host') value = value.replace(/:\d+$/, '')
      return `${name}:${value.toLowerCase()}\n`
    })
    .join('')
  const url = new URL(req.url ?? '/', 'http://stand-in')
  const canonicalRequest = [
    req.method,
    url.pathname,
    url.search.slice(1),
    canonicalHeaders,
    signedHeaders,
    sha256hex(body),
  ].join('\n')
  const credentialScope = `${date}/${service}/${terminator}`
  const stringToSign = [
    'TC3-HMAC-SHA256',
    String(timestamp),
    credentialScope,
    sha256hex(canonicalRequest),
  ].join('\n')
  const secretDate = hmac(`TC3${options.secretKey}`, date)
  const secretService = hmac(secretDate, service)
  const secretSigning = hmac(secretService, 'tc3_request')
  const expected = hmac(secretSigning, stringToSign)
  const given = Buffer.from(signature, 'hex')
  return given.length === expected.length && timingSafeEqual(given, expected) ? undefined : mismatch
}
