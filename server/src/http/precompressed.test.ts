import fs from 'node:fs'
import type { AddressInfo } from 'node:net'
import os from 'node:os'
import path from 'node:path'
import zlib from 'node:zlib'
import express from 'express'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { precompressedStatic } from './precompressed'

const script = `console.log(${JSON.stringify('字'.repeat(2000))})\n`
let root: string
let url: string
let close: () => void

beforeAll(async () => {
  root = fs.mkdtempSync(path.join(os.tmpdir(), 'precompressed-'))
  fs.writeFileSync(path.join(root, 'app.js'), script)
  fs.writeFileSync(path.join(root, 'app.js.br'), zlib.brotliCompressSync(script))
  fs.writeFileSync(path.join(root, 'app.js.gz'), zlib.gzipSync(script))
  fs.writeFileSync(path.join(root, 'plain.js'), script)
  const app = express()
  app.use(precompressedStatic(root, { immutable: true, maxAge: '1y' }))
  app.use(express.static(root, { immutable: true, maxAge: '1y' }))
  const server = app.listen(0)
  await new Promise((resolve) => server.once('listening', resolve))
  url = `http://127.0.0.1:${(server.address() as AddressInfo).port}`
  close = () => server.close()
})
afterAll(() => {
  close?.()
  fs.rmSync(root, { recursive: true, force: true })
})

/** fetch decodes bodies itself, so the raw answer is read with node's http client. */
async function get(file: string, acceptEncoding?: string) {
  const { request } = await import('node:http')
  return new Promise<{ headers: Record<string, unknown>; body: Buffer; status: number }>(
    (resolve, reject) => {
      const req = request(`${url}${file}`, {
        headers: acceptEncoding ? { 'accept-encoding': acceptEncoding } : {},
      })
      req.on('response', (res) => {
        const chunks: Buffer[] = []
        res.on('data', (chunk) => chunks.push(chunk))
        res.on('end', () =>
          resolve({ headers: res.headers, body: Buffer.concat(chunks), status: res.statusCode ?? 0 }),
        )
      })
      req.on('error', reject)
      req.end()
    },
  )
}

describe('pre-compressed static files', () => {
  it('sends the Brotli copy to a browser that takes it, with the type and cache headers of the original', async () => {
    const answer = await get('/app.js', 'gzip, deflate, br')
    expect(answer.status).toBe(200)
    expect(answer.headers['content-encoding']).toBe('br')
    expect(answer.headers['content-type']).toMatch(/javascript/)
    expect(answer.headers['cache-control']).toBe('public, max-age=31536000, immutable')
    expect(answer.headers.vary).toMatch(/Accept-Encoding/i)
    expect(answer.body.length).toBeLessThan(Buffer.byteLength(script) / 4)
    expect(zlib.brotliDecompressSync(answer.body).toString()).toBe(script)
  })

  it('falls back to gzip, and to the file itself when the browser takes neither or br is refused', async () => {
    const gzip = await get('/app.js', 'gzip')
    expect(gzip.headers['content-encoding']).toBe('gzip')
    expect(zlib.gunzipSync(gzip.body).toString()).toBe(script)
    const refused = await get('/app.js', 'br;q=0, gzip;q=0')
    expect(refused.headers['content-encoding']).toBeUndefined()
    expect(refused.body.toString()).toBe(script)
    const none = await get('/app.js')
    expect(none.headers['content-encoding']).toBeUndefined()
    expect(none.body.toString()).toBe(script)
  })

  it('serves a file without copies as it is and never leaves the folder', async () => {
    const plain = await get('/plain.js', 'br')
    expect(plain.headers['content-encoding']).toBeUndefined()
    expect(plain.body.toString()).toBe(script)
    expect((await get('/..%2F..%2Fetc%2Fpasswd', 'br')).status).toBe(404)
  })
})
