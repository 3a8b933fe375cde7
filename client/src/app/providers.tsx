import { QueryClientProvider } from '@tanstack/react-query'
import AppContext from 'antd/es/app/context'
import { lazy, type ReactNode, Suspense, useEffect, useState } from 'react'
import { I18nextProvider } from 'react-i18next'
import { i18n } from '../i18n'
import { deferredFeedback, onFeedbackWanted } from '../lib/feedback'
import { createQueryClient } from '../lib/query-client'

// One user's answers are never shown to the next one at a shared computer (see createQueryClient).
const { client, followSession } = createQueryClient()
export const queryClient = client

const loadFeedbackHost = () => import('./feedback-host')
const FeedbackHost = lazy(loadFeedbackHost)

/**
 * Mounts antd's App (message, modal, notification) at its first use. Its code is fetched at the
 * visitor's first press of a key or pointer, so that a message after a click or a form usually shows
 * at once; not on a timer after load, where (with antd's core and theme, no longer in the first
 * download) it was a long task on a phone while the page was settling. Nothing is rendered until the
 * first use; a use before the code arrived is queued by the feedback forwarder.
 */
function DeferredFeedbackHost() {
  const [wanted, setWanted] = useState(false)
  useEffect(() => {
    onFeedbackWanted(() => setWanted(true))
    const fetchCode = () => void loadFeedbackHost()
    const options = { once: true, capture: true, passive: true }
    window.addEventListener('pointerdown', fetchCode, options)
    window.addEventListener('keydown', fetchCode, options)
    return () => {
      window.removeEventListener('pointerdown', fetchCode, options)
      window.removeEventListener('keydown', fetchCode, options)
    }
  }, [])
  return wanted ? (
    <Suspense fallback={null}>
      <FeedbackHost />
    </Suspense>
  ) : null
}

/** antd's App context (useApp) answered by the deferred feedback; antd's theme is in AntdConfig. */
function Feedback({ children }: { children: ReactNode }) {
  return (
    <>
      <AppContext.Provider value={deferredFeedback}>{children}</AppContext.Provider>
      <DeferredFeedbackHost />
    </>
  )
}

export function AppProviders({ children }: { children: ReactNode }) {
  useEffect(followSession, [])
  return (
    <I18nextProvider i18n={i18n}>
      <QueryClientProvider client={queryClient}>
        <Feedback>{children}</Feedback>
      </QueryClientProvider>
    </I18nextProvider>
  )
}

/**
 * The texts, the query cache and the feedback for a second React root on the same page (an island
 * of src/app/islands.tsx): the first root, in AppProviders, follows the session and hosts the feedback.
 */
export function MoreRootProviders({ children }: { children: ReactNode }) {
  return (
    <I18nextProvider i18n={i18n}>
      <QueryClientProvider client={queryClient}>
        <AppContext.Provider value={deferredFeedback}>{children}</AppContext.Provider>
      </QueryClientProvider>
    </I18nextProvider>
  )
}
