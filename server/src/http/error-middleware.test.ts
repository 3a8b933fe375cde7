import type { AddressInfo } from 'node:net'
import { sql } from 'drizzle-orm'
import express from 'express'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { createLogger } from '../logger'
import { startTestServer, type TestServer } from '../test-support/test-server'
import { errorMiddleware } from './error-middleware'
import { requestLanguage } from './request-context'

let server: TestServer
let url: string
let close: () => void

// A route that hands text straight to the database, as a route that forgot the input check would.
beforeAll(async () => {
  server = await startTestServer()
  const app = express()
  app.use(requestLanguage)
  app.get('/store', async (req, res) => {
    await server.db.execute(sql`select ${String(req.query.text)}::text`)
    res.json({ code: 200 })
  })
  app.get('/count', async (req, res) => {
    await server.db.execute(sql`select ${String(req.query.n)}::integer`)
    res.json({ code: 200 })
  })
  app.get('/fail', () => {
    throw Object.assign(new Error('a bug'), { code: '23505' })
  })
  app.use(errorMiddleware(createLogger('silent')))
  const listening = app.listen(0)
  await new Promise((resolve) => listening.once('listening', resolve))
  url = `http://127.0.0.1:${(listening.address() as AddressInfo).port}`
  close = () => listening.close()
})
afterAll(async () => {
  close?.()
  await server?.stop()
})

describe('the error middleware', () => {
  it('answers text the database refuses with 4000 in the asker’s language, not a 500', async () => {
    const response = await fetch(`${url}/store?text=a%00b`, { headers: { 'accept-language': 'en' } })
    expect(response.status).toBe(200)
    expect(await response.json()).toEqual({
      code: 4000,
      msg: 'The input contains characters that cannot be stored, please remove invisible characters',
      data: null,
    })
  })

  it('answers a number no column can hold with 4000, not a 500', async () => {
    const response = await fetch(`${url}/count?n=2147483648`, { headers: { 'accept-language': 'en' } })
    expect(response.status).toBe(200)
    expect(await response.json()).toEqual({
      code: 4000,
      msg: 'A number or date in the input is out of range',
      data: null,
    })
    expect(await (await fetch(`${url}/count?n=2147483647`)).json()).toEqual({ code: 200 })
  })

  it('stores plain text, and still hides other database failures behind a 500', async () => {
    expect(await (await fetch(`${url}/store?text=fine`)).json()).toEqual({ code: 200 })
    const broken = await fetch(`${url}/fail`)
    expect(broken.status).toBe(500)
    expect(((await broken.json()) as { code: number }).code).toBe(5000)
  })
})
