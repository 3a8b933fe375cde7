import type { startSmtpServer } from '../../../server/src/test-support/smtp-test-server'
import type { startTencentSmsStandIn } from '../../../server/src/test-support/tencent-sms-stand-in'

type Mailbox = Awaited<ReturnType<typeof startSmtpServer>>
type Phones = Awaited<ReturnType<typeof startTencentSmsStandIn>>

/**
 * What reaches a person's mailbox and phone: the messages the SMTP server and the Tencent SMS
 * stand-in received. A code is read from the newest message to the address, as a person reads it;
 * on a phone, from the newest SMS of the code template (a review result may come between).
 */
export function inbox(mailbox: Mailbox, phones: Phones, codeTemplateId: string) {
  const mailsTo = (address: string) => mailbox.received.filter((m) => m.envelopeTo.includes(address))
  const smsTo = (phone: string) => phones.received.filter((m) => m.phoneNumbers.includes(`+86${phone}`))
  const count = (to: string) => (to.includes('@') ? mailsTo(to).length : smsTo(to).length)

  const codeIn = (to: string): string | undefined => {
    if (to.includes('@')) {
      const text = mailsTo(to).at(-1)?.mail.text ?? ''
      return /您的验证码是 (\d{6})/.exec(text)?.[1]
    }
    return smsTo(to)
      .filter((m) => m.templateId === codeTemplateId)
      .at(-1)?.templateParams[0]
  }

  /** Runs `send` (a click on 获取验证码) and waits until a new message to `to` has arrived. */
  async function newCode(to: string, send: () => Promise<unknown>): Promise<string> {
    const before = count(to)
    await send()
    for (let waited = 0; waited < 15_000; waited += 100) {
      if (count(to) > before) {
        const code = codeIn(to)
        if (!code) throw new Error(`the message to ${to} carries no six-digit code`)
        return code
      }
      await new Promise((resolve) => setTimeout(resolve, 100))
    }
    throw new Error(`no message reached ${to}`)
  }

  return { newCode, mailsTo, smsTo }
}
