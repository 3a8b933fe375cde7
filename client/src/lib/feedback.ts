import type { App } from 'antd'
import AppContext from 'antd/es/app/context'
import { useContext } from 'react'

/**
 * antd's message, modal and notification bound to the app's theme and locale (App.useApp). The
 * providers register them once mounted, so code outside React can show feedback.
 */
export type Feedback = ReturnType<typeof App.useApp>

let current: Feedback | null = null

export function setFeedback(next: Feedback | null) {
  current = next
}

/** The registered feedback API, or null before the app has mounted. */
export function feedback(): Feedback | null {
  return current ?? deferredFeedback
}

let pending: ((api: Feedback) => void)[] = []
let wantFeedback = () => {}

/** The providers mount antd's App (message, modal, notification) late; this asks them to do it now. */
export function onFeedbackWanted(load: () => void) {
  wantFeedback = load
}

/** Calls made before antd's App was mounted run as soon as it is. */
export function flushPendingFeedback(api: Feedback) {
  const calls = pending
  pending = []
  for (const call of calls) call(api)
}

type Methods = Record<string, (...args: unknown[]) => unknown>

const forward = <K extends keyof Feedback>(kind: K): Feedback[K] =>
  new Proxy({} as Feedback[K], {
    get:
      (_target, method: string) =>
      (...args: unknown[]) => {
        const call = (api: Feedback) => (api[kind] as unknown as Methods)[method]?.(...args)
        if (current) return call(current)
        pending.push(call)
        wantFeedback()
        return undefined
      },
  })

/**
 * What useFeedback() returns on every page: forwards to antd's App once it is mounted. antd's App
 * (modal, message, notification) is loaded after the first render, so it is not part of the JavaScript
 * a visitor waits for.
 */
export const deferredFeedback: Feedback = {
  message: forward('message'),
  notification: forward('notification'),
  modal: forward('modal'),
}

/**
 * antd's App.useApp without antd's App: importing App brings the code of the message, notification
 * and modal holders into every page that shows feedback, where the providers load them only at the
 * first use (app/providers.tsx).
 */
export const useFeedback = (): Feedback => useContext(AppContext)
