import type { AddressInfo } from 'node:net'
import express from 'express'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { limitFailuresPerClient, limitPerClient } from './rate-limit'
import { requestLanguage } from './request-context'

/**
 * The limiters on a bare app: /ok answers success, /fail a refusal in the envelope, as the routes do.
 * The client address is the X-Forwarded-For of one trusted proxy.
 */
let url = ''
let close = () => {}
const raised = new Set(['10.0.0.9'])

beforeAll(async () => {
  const app = express()
  app.set('trust proxy', 1)
  app.use(requestLanguage)
  const shared = {
    redis: undefined,
    keyPrefix: 'test:',
    allowance: (address: string) => (raised.has(address) ? 3 : 1),
  }
  const failures = limitFailuresPerClient({ name: 'failures', limit: 5, windowSeconds: 900, ...shared })
  const all = limitPerClient({
    name: 'all',
    limit: 4,
    windowSeconds: 60,
    ...shared,
    message: 'code.addressLimit',
  })
  app.get('/ok', failures, (_req, res) => {
    res.json({ code: 200, msg: 'ok', data: null })
  })
  app.get('/fail', failures, async (_req, res) => {
    // The answer comes after a moment, as an Argon2 check would: parallel failures overlap.
    await new Promise((resolve) => setImmediate(resolve))
    res.json({ code: 4003, msg: 'wrong', data: null })
  })
  app.get('/any', all, (_req, res) => {
    res.json({ code: 200, msg: 'ok', data: null })
  })
  const server = app.listen(0)
  await new Promise((resolve) => server.once('listening', resolve))
  url = `http://127.0.0.1:${(server.address() as AddressInfo).port}`
  close = () => server.close()
})
afterAll(() => close())

const get = async (path: string, address: string, lang = 'zh') => {
  const response = await fetch(`${url}${path}`, {
    headers: { 'x-forwarded-for': address, 'accept-language': lang },
  })
  return (await response.json()) as { code: number; msg: string }
}

describe('limits per client address', () => {
  it('counts failures only: 300 successes from one address pass, then its failures are stopped', async () => {
    for (let i = 0; i < 300; i++) expect((await get('/ok', '10.0.0.1')).code).toBe(200)
    for (let i = 0; i < 5; i++) expect((await get('/fail', '10.0.0.1')).code).toBe(4003)
    expect((await get('/fail', '10.0.0.1')).code).toBe(4029)
    // Once the failures are used up, the address waits, whatever it sends.
    expect((await get('/ok', '10.0.0.1')).code).toBe(4029)
    expect((await get('/ok', '10.0.0.2')).code).toBe(200)
  })

  it('counts parallel failures before they are answered, so none slips past the limit', async () => {
    const answers = await Promise.all(Array.from({ length: 12 }, () => get('/fail', '10.0.0.3')))
    expect(answers.filter((a) => a.code === 4003)).toHaveLength(5)
    expect(answers.filter((a) => a.code === 4029)).toHaveLength(7)
  })

  it('multiplies the limit for an address the committee raised', async () => {
    for (let i = 0; i < 15; i++) expect((await get('/fail', '10.0.0.9')).code).toBe(4003)
    expect((await get('/fail', '10.0.0.9')).code).toBe(4029)
  })

  it('counts every request where all count, and names the refusal in both languages', async () => {
    for (let i = 0; i < 4; i++) expect((await get('/any', '10.0.0.4')).code).toBe(200)
    expect(await get('/any', '10.0.0.4')).toEqual({
      code: 4029,
      msg: '本网络发送验证码过于频繁，请 60 秒后再试',
      data: null,
    })
    expect((await get('/any', '10.0.0.4', 'en')).msg).toBe(
      'Too many codes have been sent from this network, please try again in 60 s',
    )
  })
})
