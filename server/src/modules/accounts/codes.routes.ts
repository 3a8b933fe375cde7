import { getCodeProof } from '@spell/shared/api/accounts/code-proof'
import {
  CODE_RESEND_SECONDS,
  CODE_TTL_SECONDS,
  codeTypes,
  sendMailCode,
  sendSmsCode,
} from '@spell/shared/api/accounts/codes'
import { Router } from 'express'
import type { AppServices } from '../../app-services'
import { AppError } from '../../http/app-error'
import { mountCall } from '../../http/define-route'
import { limitPerClient } from '../../http/rate-limit'
import type { Logger } from '../../logger'
import { maskRecipient } from '../../providers/messaging'
import { MessagingError } from '../../providers/messaging-provider'
import { addressAllowance } from '../admin/address-allowances'
import { codeLimits } from '../codes/code-limits'
import { loginProofOf } from '../codes/code-proof'
import { issueCode, withdrawCode } from '../codes/codes.service'

const minutes = CODE_TTL_SECONDS / 60

/** Sending codes by SMS and e-mail, throttled per target and per client. */
export function codeRoutes({ db, store, messaging, redis, config, logger }: AppServices) {
  const router = Router()
  const allowance = addressAllowance(db)
  const perClient = limitPerClient({
    name: 'codes',
    ...codeLimits.perMinute,
    redis,
    keyPrefix: config.redisKeyPrefix,
    allowance,
    message: 'code.addressLimit',
  })
  const clientDailyLimit = async (address: string) =>
    Math.max(1, Math.round(codeLimits.perDay * (await allowance(address))))

  /**
   * Sends an issued code. When the provider does not deliver it, the code is taken back (it does not
   * hold up a new try) and the person is told to try again later; the log names the masked recipient,
   * the provider and its error code, never the code.
   */
  const deliver = async (
    channel: 'sms' | 'mail',
    request: { target: string; codeType: number },
    send: () => Promise<void>,
  ) => {
    try {
      await send()
    } catch (error) {
      await withdrawCode(store, request)
      throw sendFailure(logger, channel, request.target, error)
    }
  }

  mountCall(
    router,
    sendSmsCode,
    { access: 'public', before: [perClient] },
    async ({ phone, codeType }, { req }) => {
      const clientAddress = req.ip ?? ''
      const code = await issueCode(store, {
        target: phone,
        codeType,
        clientAddress,
        clientDailyLimit: await clientDailyLimit(clientAddress),
      })
      await deliver('sms', { target: phone, codeType }, () =>
        messaging.sendSms({ to: phone, kind: 'code', code }),
      )
      return { resendAfterSeconds: CODE_RESEND_SECONDS }
    },
  )

  mountCall(
    router,
    sendMailCode,
    { access: 'public', before: [perClient] },
    async ({ mail, codeType }, { req }) => {
      const clientAddress = req.ip ?? ''
      const code = await issueCode(store, {
        target: mail,
        codeType,
        clientAddress,
        clientDailyLimit: await clientDailyLimit(clientAddress),
      })
      const purpose = codeType === codeTypes.emailReset ? '重置密码 / password reset' : '注册 / registration'
      await deliver('mail', { target: mail, codeType }, () =>
        messaging.sendMail({
          to: mail,
          subject: `中英双语汉字拼写大赛 验证码 / Verification code (${purpose})`,
          text: `您的验证码是 ${code}，${minutes} 分钟内有效。\nYour verification code is ${code}, valid for ${minutes} minutes.`,
          code,
        }),
      )
      return { resendAfterSeconds: CODE_RESEND_SECONDS }
    },
  )
  mountCall(router, getCodeProof, { access: ['schoolTeacher'] }, (_input, { user }) =>
    loginProofOf(store, user.id),
  )
  return router
}

function sendFailure(logger: Logger, channel: 'sms' | 'mail', target: string, error: unknown): AppError {
  const failure =
    error instanceof MessagingError
      ? { provider: error.provider, providerCode: error.providerCode, kind: error.kind, cause: error.message }
      : // Only the name: the message of an unexpected error might quote the text, and so the code.
        {
          provider: 'unknown',
          providerCode: error instanceof Error ? error.name : 'unknown',
          kind: 'unavailable' as const,
          cause: 'the provider failed unexpectedly',
        }
  logger.warn({ channel, to: maskRecipient(target), ...failure }, 'verification code not delivered')
  if (failure.kind === 'recipientLimited') return new AppError('rateLimited', 'code.recipientLimited')
  if (failure.kind === 'recipientRejected') return new AppError('invalidInput', 'code.recipientRejected')
  return new AppError('unavailable', 'code.sendFailed')
}
