import { afterEach, describe, expect, it } from 'vitest'
import { startSmtpServer } from '../test-support/smtp-test-server'
import { smtpMail } from './mail-smtp'
import { MessagingError } from './messaging-provider'

describe('e-mail over SMTP', () => {
  let smtp: Awaited<ReturnType<typeof startSmtpServer>> | undefined
  afterEach(async () => {
    await smtp?.close()
    smtp = undefined
  })

  it('delivers the bilingual code message to the recipient, as text and HTML', async () => {
    smtp = await startSmtpServer()
    const mail = smtpMail({
      provider: 'smtp',
      url: smtp.url,
      from: '中英双语汉字拼写大赛 <noreply@spell.test>',
    })
    await mail.sendMail({
      to: 'student@example.cn',
      subject: '中英双语汉字拼写大赛 验证码 / Verification code (注册 / registration)',
      text: '您的验证码是 482913，5 分钟内有效。\nYour verification code is 482913, valid for 5 minutes.',
      code: '482913',
    })
    expect(smtp.received).toHaveLength(1)
    const { envelopeTo, mail: got } = smtp.received[0] ?? expect.unreachable('no message received')
    expect(envelopeTo).toEqual(['student@example.cn'])
    expect(got.to && !Array.isArray(got.to) ? got.to.value[0]?.address : undefined).toBe('student@example.cn')
    expect(got.from?.value[0]).toMatchObject({ address: 'noreply@spell.test', name: '中英双语汉字拼写大赛' })
    expect(got.subject).toBe('中英双语汉字拼写大赛 验证码 / Verification code (注册 / registration)')
    expect(got.text).toContain('您的验证码是 482913，5 分钟内有效。')
    expect(got.text).toContain('Your verification code is 482913, valid for 5 minutes.')
    expect(got.html).toContain('<strong style="font-size:20px;letter-spacing:4px">482913</strong>')
    expect(got.html).toContain('Your verification code is')
    expect(got.html).toContain('您的验证码是')
  })

  it('escapes the text in the HTML part', async () => {
    smtp = await startSmtpServer()
    const mail = smtpMail({ provider: 'smtp', url: smtp.url, from: 'noreply@spell.test' })
    await mail.sendMail({ to: 'a@example.cn', subject: 's', text: '原因 / reason: <b>"x" & y</b>' })
    expect(smtp.received[0]?.mail.html).toContain('&#60;b&#62;&#34;x&#34; &#38; y&#60;/b&#62;')
    expect(smtp.received[0]?.mail.html).not.toContain('<b>')
  })

  it('fails with the SMTP reply when the server refuses the recipient', async () => {
    smtp = await startSmtpServer({
      refuse: (address) => (address.startsWith('nobody@') ? 'No such user' : undefined),
    })
    const mail = smtpMail({ provider: 'smtp', url: smtp.url, from: 'noreply@spell.test' })
    const error = await mail
      .sendMail({ to: 'nobody@example.cn', subject: 's', text: 'code 123456', code: '123456' })
      .catch((e: unknown) => e)
    expect(error).toBeInstanceOf(MessagingError)
    expect(error).toMatchObject({ provider: 'smtp', providerCode: '550', kind: 'recipientRejected' })
    expect((error as Error).message).toBe('the SMTP server refused the recipient (550 on RCPT TO)')
    expect((error as Error).message).not.toContain('123456')
    expect(smtp.received).toHaveLength(0)
  })

  it('fails as unavailable when no SMTP server answers', async () => {
    smtp = await startSmtpServer()
    const url = smtp.url
    await smtp.close()
    smtp = undefined
    const mail = smtpMail({ provider: 'smtp', url, from: 'noreply@spell.test' })
    const error = await mail
      .sendMail({ to: 'a@example.cn', subject: 's', text: 't' })
      .catch((e: unknown) => e)
    expect(error).toMatchObject({ provider: 'smtp', providerCode: 'ESOCKET', kind: 'unavailable' })
  })
})
