import {
  CODE_RESEND_SECONDS,
  CODE_TTL_SECONDS,
  codeTypes,
  sendMailCode,
  sendSmsCode,
} from '@spell/shared/api/accounts/codes'
import { Router } from 'express'
import type { AppServices } from '../../app-services'
import { mountCall } from '../../http/define-route'
import { limitPerClient } from '../../http/rate-limit'
import { issueCode } from '../codes/codes.service'

const minutes = CODE_TTL_SECONDS / 60
const smsText = (code: string) =>
  `【中英双语汉字拼写大赛】您的验证码是 ${code}，${minutes} 分钟内有效，请勿告诉他人。` +
  `Your verification code is ${code}, valid for ${minutes} minutes.`

/** Sending codes by SMS and e-mail, throttled per target and per client. */
export function codeRoutes({ store, messaging, redis, config }: AppServices) {
  const router = Router()
  const perClient = limitPerClient({
    name: 'codes',
    limit: 10,
    windowSeconds: 60,
    redis,
    keyPrefix: config.redisKeyPrefix,
  })

  mountCall(
    router,
    sendSmsCode,
    { access: 'public', before: [perClient] },
    async ({ phone, codeType }, { req }) => {
      const code = await issueCode(store, { target: phone, codeType, clientAddress: req.ip ?? '' })
      await messaging.sendSms({ to: phone, text: smsText(code), code })
      return { resendAfterSeconds: CODE_RESEND_SECONDS }
    },
  )

  mountCall(
    router,
    sendMailCode,
    { access: 'public', before: [perClient] },
    async ({ mail, codeType }, { req }) => {
      const code = await issueCode(store, { target: mail, codeType, clientAddress: req.ip ?? '' })
      const purpose = codeType === codeTypes.emailReset ? '重置密码 / password reset' : '注册 / registration'
      await messaging.sendMail({
        to: mail,
        subject: `中英双语汉字拼写大赛 验证码 / Verification code (${purpose})`,
        text: `您的验证码是 ${code}，${minutes} 分钟内有效。\nYour verification code is ${code}, valid for ${minutes} minutes.`,
        code,
      })
      return { resendAfterSeconds: CODE_RESEND_SECONDS }
    },
  )
  return router
}
