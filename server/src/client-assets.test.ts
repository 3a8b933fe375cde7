import fs from 'node:fs'
import os from 'node:os'
import path from 'node:path'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { readConfig } from './config'
import { type RunningServer, startServer } from './server'

/**
 * The client build as the server hands it out: hashed assets are cached for a year and never asked
 * for again (a student who opened the site before downloads no JavaScript when an exam starts),
 * while the page that names them is checked on every visit, so a new release reaches everyone.
 */
let dist: string
let server: RunningServer

beforeAll(async () => {
  dist = fs.mkdtempSync(path.join(os.tmpdir(), 'client-dist-'))
  fs.mkdirSync(path.join(dist, 'assets'))
  fs.writeFileSync(
    path.join(dist, 'index.html'),
    '<!doctype html><div id="root"></div><script type="module" src="/assets/main-Ab12Cd34.js"></script>',
  )
  fs.writeFileSync(path.join(dist, 'assets', 'main-Ab12Cd34.js'), 'console.log("app")\n')
  fs.writeFileSync(path.join(dist, 'assets', 'pdf.worker.min-Ef56Gh78.mjs'), 'onmessage = () => {}\n')
  const config = readConfig({
    NODE_ENV: 'test',
    PORT: '0',
    LOG_LEVEL: 'silent',
    SEED_DEMO: '0',
    DATA_DIR: 'memory://',
  })
  config.clientDist = dist
  server = await startServer(config)
})
afterAll(async () => {
  await server?.stop()
  fs.rmSync(dist, { recursive: true, force: true })
})

describe('the client build', () => {
  it('serves hashed scripts as immutable for a year', async () => {
    const answer = await fetch(`${server.url}/assets/main-Ab12Cd34.js`)
    expect(answer.status).toBe(200)
    expect(answer.headers.get('cache-control')).toBe('public, max-age=31536000, immutable')
  })

  it('sends a hashed script with the headers a script is read with, not the policies of the page', async () => {
    const script = await fetch(`${server.url}/assets/main-Ab12Cd34.js`)
    expect(script.headers.get('x-content-type-options')).toBe('nosniff')
    expect(script.headers.get('cross-origin-resource-policy')).toBe('same-origin')
    for (const pageOnly of ['content-security-policy', 'x-frame-options', 'strict-transport-security'])
      expect(script.headers.get(pageOnly), pageOnly).toBeNull()
    // A worker's script is its worker's document: it keeps the policy.
    const worker = await fetch(`${server.url}/assets/pdf.worker.min-Ef56Gh78.mjs`)
    expect(worker.headers.get('content-security-policy')).toContain("script-src 'self'")
    const page = await fetch(`${server.url}/stu/index`)
    expect(page.headers.get('content-security-policy')).toContain("script-src 'self'")
    expect(page.headers.get('x-frame-options')).toBe('SAMEORIGIN')
  })

  it('serves the page of a route without caching it', async () => {
    const answer = await fetch(`${server.url}/stu/examSemi/be`)
    expect(answer.status).toBe(200)
    expect(answer.headers.get('cache-control')).toBe('no-cache')
    expect(await answer.text()).toContain('/assets/main-Ab12Cd34.js')
  })
})
