import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { buildCertificate } from '../../test-support/factories'
import { call, startTestServer, type TestServer } from '../../test-support/test-server'

let server: TestServer

beforeAll(async () => {
  server = await startTestServer()
  await buildCertificate(server.db, {
    code: 'CEBS-2024-000128',
    holderName: '张小明',
    award: 1,
    groupId: 3,
    season: 3,
  })
  await buildCertificate(server.db, {
    code: 'CEBS-2023-000542',
    holderName: '李华',
    season: 2,
    award: 3,
    groupId: 2,
  })
})
afterAll(() => server?.stop())

/** Draws a captcha and reads its answer from the server's store, as only the server can. */
async function drawCaptcha(headers: Record<string, string> = {}) {
  const answer = await call(server, 'GET', '/common/captcha', {}, headers)
  expect(answer.code).toBe(200)
  const text = await server.services.store.get(`captcha:${answer.data.captchaId}`)
  expect(text).toMatch(/^[A-Z0-9]{4}$/)
  return {
    captchaId: answer.data.captchaId as string,
    text: text as string,
    image: answer.data.image as string,
  }
}

describe('certificate verification', () => {
  it('finds a certificate with the right captcha, ignoring the case of captcha and code', async () => {
    const { captchaId, text } = await drawCaptcha()
    const answer = await call(server, 'GET', '/common/queryByCode', {
      code: ' cebs-2024-000128 ',
      captcha: text.toLowerCase(),
      captchaId,
    })
    expect(answer).toMatchObject({
      code: 200,
      data: {
        code: 'CEBS-2024-000128',
        name: '张小明',
        award: 1,
        group: 3,
        season: '2024~2025',
        backUrl: '/certificates/background-2024-2025.svg',
      },
    })
  })

  it("uses the season's own background", async () => {
    const { captchaId, text } = await drawCaptcha()
    const answer = await call(server, 'GET', '/common/queryByCode', {
      code: 'CEBS-2023-000542',
      captcha: text,
      captchaId,
    })
    expect(answer.data).toMatchObject({
      season: '2023~2024',
      backUrl: '/certificates/background-2023-2024.svg',
    })
  })

  it('rejects a wrong captcha with 验证码不正确 and spends it', async () => {
    const { captchaId, text } = await drawCaptcha()
    const wrong = text === 'AAAA' ? 'BBBB' : 'AAAA'
    const answer = await call(server, 'GET', '/common/queryByCode', {
      code: 'CEBS-2024-000128',
      captcha: wrong,
      captchaId,
    })
    expect(answer).toMatchObject({ code: 4001, msg: '验证码不正确', data: null })
    const retry = await call(server, 'GET', '/common/queryByCode', {
      code: 'CEBS-2024-000128',
      captcha: text,
      captchaId,
    })
    expect(retry.code).toBe(4001)
  })

  it('accepts a captcha only once', async () => {
    const { captchaId, text } = await drawCaptcha()
    const first = await call(server, 'GET', '/common/queryByCode', {
      code: 'CEBS-2024-000128',
      captcha: text,
      captchaId,
    })
    expect(first.code).toBe(200)
    const again = await call(server, 'GET', '/common/queryByCode', {
      code: 'CEBS-2024-000128',
      captcha: text,
      captchaId,
    })
    expect(again).toMatchObject({ code: 4001, msg: '验证码已失效，请重新输入' })
  })

  it('names the missing field in the asker’s language', async () => {
    const noCode = await call(server, 'GET', '/common/queryByCode', { captcha: 'ABCD', captchaId: 'x' })
    expect(noCode).toMatchObject({ code: 4000, msg: '请填写证书编码' })
    expect(noCode.data.fields).toContainEqual({ field: 'code', message: '请填写证书编码' })
    const noCaptcha = await call(server, 'GET', '/common/queryByCode', {
      code: 'CEBS-2024-000128',
      captchaId: 'x',
    })
    expect(noCaptcha).toMatchObject({ code: 4000, msg: '请填写验证码' })
    const english = await call(
      server,
      'GET',
      '/common/queryByCode',
      { captchaId: 'x' },
      { 'accept-language': 'en-GB' },
    )
    expect(english.msg).toBe('Please enter the certificate code')
  })

  it('tells that no certificate has an unknown code', async () => {
    const { captchaId, text } = await drawCaptcha({ 'accept-language': 'en' })
    const answer = await call(
      server,
      'GET',
      '/common/queryByCode',
      { code: 'NO-SUCH-CODE', captcha: text, captchaId },
      { 'accept-language': 'en' },
    )
    expect(answer).toMatchObject({
      code: 4004,
      msg: 'No certificate has this code, please check it',
      data: null,
    })
  })

  it('draws the captcha as paths, so the page cannot read the answer', async () => {
    const { image, text } = await drawCaptcha()
    const svg = Buffer.from(image.replace('data:image/svg+xml;base64,', ''), 'base64').toString()
    expect(svg).toContain('<path')
    expect(svg).not.toContain('<text')
    expect(svg).not.toContain(text)
  })
})

describe('certificate look-up limits', () => {
  it('answers 4029 once a client has made too many look-ups in a minute', async () => {
    const codes: number[] = []
    for (let i = 0; i < 22; i++) {
      const answer = await call(server, 'GET', '/common/queryByCode', {
        code: 'X',
        captcha: 'ABCD',
        captchaId: `none-${i}`,
      })
      codes.push(answer.code)
    }
    expect(codes.slice(0, 10).every((c) => c === 4001)).toBe(true)
    expect(codes.at(-1)).toBe(4029)
  })
})
