import nodemailer from 'nodemailer'
import { type MailProvider, MessagingError, type SendFailureKind } from './messaging-provider'
import type { MessagingSettings } from './messaging-settings'

type SmtpSettings = Extract<MessagingSettings['mail'], { provider: 'smtp' }>

/**
 * E-mail over SMTP (SMTP_URL, e.g. smtps://user:password@smtp.example.cn:465) from MAIL_FROM. Each
 * message goes out as plain text with a simple HTML part of the same words, the code set large. A
 * message the server does not take throws a MessagingError naming the SMTP reply or error code.
 */
export function smtpMail(settings: SmtpSettings): MailProvider {
  const transport = nodemailer.createTransport({
    url: settings.url,
    // A person is waiting for the code: give up after seconds, not minutes.
    connectionTimeout: 10_000,
    greetingTimeout: 10_000,
    socketTimeout: 20_000,
  })
  return {
    async sendMail({ to, subject, text, code }) {
      try {
        await transport.sendMail({ from: settings.from, to, subject, text, html: htmlOf(text, code) })
      } catch (error) {
        throw smtpFailure(error)
      }
    },
  }
}

const escapeHtml = (value: string) => value.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`)

/** The text as HTML, one paragraph per line, the code (when there is one) in bold and spaced. */
function htmlOf(text: string, code: string | undefined): string {
  const paragraphs = text.split('\n').map((line) => {
    let html = escapeHtml(line)
    if (code)
      html = html.replaceAll(
        escapeHtml(code),
        `<strong style="font-size:20px;letter-spacing:4px">${escapeHtml(code)}</strong>`,
      )
    return `<p style="margin:0 0 12px">${html}</p>`
  })
  return `<!doctype html><html><body style="font-family:sans-serif;font-size:15px;color:#222">${paragraphs.join('')}</body></html>`
}

function smtpFailure(error: unknown): MessagingError {
  const e = (error ?? {}) as { code?: string; responseCode?: number; command?: string }
  const providerCode = e.responseCode ? String(e.responseCode) : (e.code ?? 'unknown')
  let kind: SendFailureKind = 'unavailable'
  let cause = `the SMTP server did not take the message (${e.code ?? 'error'})`
  if (e.command === 'RCPT TO' && e.responseCode && e.responseCode >= 500) {
    // 550 no such mailbox, 553 bad address, …: a permanent refusal of this recipient.
    kind = 'recipientRejected'
    cause = `the SMTP server refused the recipient (${e.responseCode} on RCPT TO)`
  } else if (e.command === 'RCPT TO' && e.responseCode === 452) {
    kind = 'recipientLimited'
    cause = 'the SMTP server refused the recipient for now (452 on RCPT TO)'
  } else if (e.code === 'EAUTH') {
    cause = 'the SMTP server refused our user name or password (check SMTP_URL)'
  } else if (
    e.code === 'ECONNECTION' ||
    e.code === 'ETIMEDOUT' ||
    e.code === 'ESOCKET' ||
    e.code === 'EDNS'
  ) {
    cause = `the SMTP server could not be reached (${e.code})`
  } else if (e.responseCode) {
    cause = `the SMTP server answered ${e.responseCode}${e.command ? ` on ${e.command}` : ''}`
  }
  return new MessagingError('smtp', providerCode, kind, cause)
}
