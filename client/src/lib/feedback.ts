import type { App } from 'antd'

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
  return current
}
