import { ResultCode } from '@spell/shared'
import { useState } from 'react'
import { ApiError } from '../lib/request'
import { useCaptcha } from './use-captcha'

/**
 * The captcha a sign-in form shows once the server asks for it (4001: many sign-ins from this network
 * have failed). Until then nothing is drawn; afterwards every attempt carries it, and each refusal
 * draws a new one, since the server spends it on every check.
 */
export function useSignInCaptcha() {
  const [asked, setAsked] = useState(false)
  const captcha = useCaptcha({ enabled: asked })
  return {
    asked,
    captcha,
    /** What the sign-in sends besides its own fields. */
    fields: (answer: string | undefined) =>
      asked && captcha.data ? { captcha: answer ?? '', captchaId: captcha.data.captchaId } : {},
    /** After a refused sign-in: shows the captcha when it was asked for, redraws it when it was spent. */
    refused(error: unknown) {
      if (error instanceof ApiError && error.code === ResultCode.captchaWrong) setAsked(true)
      if (asked) void captcha.refetch()
    },
  }
}
export type SignInCaptcha = ReturnType<typeof useSignInCaptcha>
