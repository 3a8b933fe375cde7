import http from 'node:http'
import zlib from 'node:zlib'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { buildLexiconReader } from '../test-support/lexicon-reader'
import { startTestServer, type TestServer } from '../test-support/test-server'

/** A GET with exactly the headers given (fetch would ask for and undo compression by itself). */
function rawGet(url: string, headers: Record<string, string>) {
  return new Promise<{ headers: http.IncomingHttpHeaders; body: Buffer }>((resolve, reject) => {
    http
      .get(url, { headers }, (res) => {
        const chunks: Buffer[] = []
        res.on('data', (chunk: Buffer) => chunks.push(chunk))
        res.on('end', () => resolve({ headers: res.headers, body: Buffer.concat(chunks) }))
        res.on('error', reject)
      })
      .on('error', reject)
  })
}

let server: TestServer
let auth: Record<string, string>
let directory: string
beforeAll(async () => {
  server = await startTestServer()
  auth = await buildLexiconReader(server)
  directory = `${server.url}/api/word/getCWordList?pageNum=1&pageSize=100000`
})
afterAll(() => server?.stop())

describe('API answers on the wire', () => {
  it('go out as they are to a client that asks for no compression', async () => {
    const plain = await rawGet(directory, auth)
    expect(plain.headers['content-encoding']).toBeUndefined()
    const answer = JSON.parse(plain.body.toString('utf8'))
    expect(answer.code).toBe(200)
    expect(answer.data.total).toBeGreaterThanOrEqual(2000)
  })

  it('go out in Brotli or gzip, whichever the browser takes, and decode to the same JSON', async () => {
    const plain = (await rawGet(directory, auth)).body.toString('utf8')
    const br = await rawGet(directory, { ...auth, 'accept-encoding': 'gzip, deflate, br' })
    expect(br.headers['content-encoding']).toBe('br')
    expect(br.headers.vary).toMatch(/accept-encoding/i)
    expect(zlib.brotliDecompressSync(br.body).toString('utf8')).toBe(plain)
    // The whole directory, about 200 KB of JSON, is a fraction of that on the wire.
    expect(br.body.length).toBeLessThan(plain.length / 4)

    const gzip = await rawGet(directory, { ...auth, 'accept-encoding': 'gzip' })
    expect(gzip.headers['content-encoding']).toBe('gzip')
    expect(zlib.gunzipSync(gzip.body).toString('utf8')).toBe(plain)
  })

  it('leave short answers as they are', async () => {
    const refused = await rawGet(`${server.url}/api/word/getCWordList`, { 'accept-encoding': 'br' })
    expect(JSON.parse(refused.body.toString('utf8')).code).toBe(401)
    expect(refused.headers['content-encoding']).toBeUndefined()
  })
})
