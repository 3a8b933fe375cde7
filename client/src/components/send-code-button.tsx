import { CODE_RESEND_SECONDS, sendMailCode, sendSmsCode } from '@spell/shared/api/accounts/codes'
import { useMutation } from '@tanstack/react-query'
import { type ComponentProps, useCallback, useEffect, useRef, useState } from 'react'
import { useTranslation } from 'react-i18next'
import { currentLang } from '../i18n'
import { useFeedback } from '../lib/feedback'
import { callApi } from '../lib/request'
import { loadTranslate } from '../lib/shared-messages'
import { PlainButton } from './plain-button'

export type CodeChannel = 'sms' | 'mail'

/**
 * The time of the last send lives in sessionStorage, one entry per channel, code type and target, so
 * the 60-second lock survives a reload but not the end of the browser session.
 */
export const cooldownKey = (channel: CodeChannel, codeType: number, target: string) =>
  `sendCode:${channel}:${codeType}:${target.trim()}`

const readSentAt = (key: string): number | null => {
  try {
    const sentAt = Number(sessionStorage.getItem(key))
    return sentAt > 0 ? sentAt : null
  } catch {
    return null
  }
}

/** Whole seconds until the code may be sent again; 0 when it may be sent now. */
export function secondsLeft(key: string, now = Date.now()): number {
  const sentAt = readSentAt(key)
  if (sentAt === null) return 0
  const left = Math.ceil((sentAt + CODE_RESEND_SECONDS * 1000 - now) / 1000)
  return Math.min(Math.max(left, 0), CODE_RESEND_SECONDS)
}

const writeSentAt = (key: string, sentAt: number | null) => {
  try {
    if (sentAt === null) sessionStorage.removeItem(key)
    else sessionStorage.setItem(key, String(sentAt))
  } catch {
    // Without storage the lock still holds until the page is left.
  }
}

/** The countdown of one key: restarts when the key changes, ticks every second while it runs. */
function useCooldown(key: string) {
  const [left, setLeft] = useState(() => secondsLeft(key))
  const [run, setRun] = useState(0)
  // biome-ignore lint/correctness/useExhaustiveDependencies: `run` restarts the countdown after a send or a reset.
  useEffect(() => {
    const update = () => {
      const next = secondsLeft(key)
      setLeft(next)
      return next
    }
    if (update() === 0) return
    const timer = setInterval(() => {
      if (update() === 0) clearInterval(timer)
    }, 1000)
    return () => clearInterval(timer)
  }, [key, run])
  const refresh = useCallback(() => setRun((n) => n + 1), [])
  return { left, refresh }
}

export interface SendCodeButtonProps
  extends Pick<ComponentProps<typeof PlainButton>, 'block' | 'size' | 'type' | 'className'> {
  channel: CodeChannel
  codeType: number
  /** The phone number (sms) or e-mail address (mail) the code goes to. */
  target: string
  /**
   * Checks the target before sending, e.g. `() => form.trigger('phone')` so the field shows its own
   * message. Without it the shared schema checks the target and a warning shows its message.
   */
  validateTarget?: () => boolean | Promise<boolean>
  /** Called once the server accepted the send. */
  onSent?: () => void
  /** Any change of this value ends the countdown, e.g. after the server said the code was wrong (3035). */
  resetSignal?: unknown
  id?: string
}

/**
 * Sends an SMS or e-mail code, then locks itself for 60 seconds with a countdown. A refusal (sent too
 * soon, daily limit) is shown by the request client and leaves the button usable.
 */
export function SendCodeButton(props: SendCodeButtonProps) {
  const { channel, codeType, target, validateTarget, onSent, resetSignal, id, ...buttonProps } = props
  const { t } = useTranslation()
  const { message } = useFeedback()
  const key = cooldownKey(channel, codeType, target)
  const cooldown = useCooldown(key)

  const send = useMutation({
    mutationFn: (to: string) =>
      channel === 'sms'
        ? callApi(sendSmsCode, { phone: to, codeType })
        : callApi(sendMailCode, { mail: to, codeType }),
    onSuccess: (_, to) => {
      // The lock belongs to the target the code went to, even if the field changed meanwhile.
      writeSentAt(cooldownKey(channel, codeType, to), Date.now())
      cooldown.refresh()
      void loadTranslate().then((translate) =>
        message.success(translate(channel === 'sms' ? 'code.sent' : 'code.mailSent', currentLang())),
      )
      onSent?.()
    },
  })

  const lastSignal = useRef(resetSignal)
  const { refresh } = cooldown
  useEffect(() => {
    if (Object.is(resetSignal, lastSignal.current)) return
    lastSignal.current = resetSignal
    writeSentAt(key, null)
    refresh()
  }, [resetSignal, key, refresh])

  const targetIsValid = async () => {
    if (validateTarget) return validateTarget()
    const check =
      channel === 'sms'
        ? sendSmsCode.request.safeParse({ phone: target, codeType })
        : sendMailCode.request.safeParse({ mail: target, codeType })
    if (check.success) return true
    const messageKey = check.error.issues[0]?.message ?? 'result.invalidInput'
    message.warning((await loadTranslate())(messageKey, currentLang()))
    return false
  }

  const onClick = async () => {
    if (send.isPending || cooldown.left > 0) return
    if (!(await targetIsValid())) return
    send.mutate(target.trim())
  }

  const counting = cooldown.left > 0
  return (
    <PlainButton
      {...buttonProps}
      id={id}
      htmlType="button"
      onClick={() => void onClick()}
      disabled={counting}
      loading={send.isPending}
    >
      {counting
        ? t('components.sendCode.resendIn', { seconds: cooldown.left })
        : t('components.sendCode.send')}
    </PlainButton>
  )
}
