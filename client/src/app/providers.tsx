import { QueryClient, QueryClientProvider } from '@tanstack/react-query'
import { ConfigProvider, type ThemeConfig } from 'antd'
import AppContext from 'antd/es/app/context'
import enUS from 'antd/locale/en_US'
import zhCN from 'antd/locale/zh_CN'
import { lazy, type ReactNode, Suspense, useEffect, useState } from 'react'
import { I18nextProvider, useTranslation } from 'react-i18next'
import { i18n } from '../i18n'
import { deferredFeedback, onFeedbackWanted } from '../lib/feedback'

const queryClient = new QueryClient({
  defaultOptions: {
    // callApi already told the user what went wrong; a retry would tell them again.
    queries: { retry: false, staleTime: 30_000, refetchOnWindowFocus: false },
  },
})

const theme: ThemeConfig = {
  token: {
    colorPrimary: '#b8272c',
    colorLink: '#b8272c',
    colorTextBase: '#1e2537',
    borderRadius: 8,
    fontFamily: 'var(--font-sans)',
  },
}

const loadFeedbackHost = () => import('./feedback-host')
const FeedbackHost = lazy(loadFeedbackHost)

/**
 * Mounts antd's App (message, modal, notification) at its first use. Its code is fetched two seconds
 * after the load event so that the first message shows at once, but nothing is rendered until then:
 * mounting it on every page view cost a phone a long task while the page was still settling.
 */
function DeferredFeedbackHost() {
  const [wanted, setWanted] = useState(false)
  useEffect(() => {
    onFeedbackWanted(() => setWanted(true))
    let timer: ReturnType<typeof setTimeout> | undefined
    const start = () => {
      timer = setTimeout(() => void loadFeedbackHost(), 2000)
    }
    if (document.readyState === 'complete') start()
    else window.addEventListener('load', start, { once: true })
    return () => {
      window.removeEventListener('load', start)
      clearTimeout(timer)
    }
  }, [])
  return wanted ? (
    <Suspense fallback={null}>
      <FeedbackHost />
    </Suspense>
  ) : null
}

/**
 * The one socket connection of the app, showing site notices. socket.io-client is loaded after the
 * first page has loaded, so it does not weigh on the first page a visitor opens.
 */
function SiteNotices() {
  useEffect(() => {
    let disconnect: (() => void) | undefined
    let cancelled = false
    const connect = () =>
      void import('../lib/socket').then(({ connectSiteNotices }) => {
        if (!cancelled) disconnect = connectSiteNotices()
      })
    // Two seconds after the page has loaded: notices can wait, the first page cannot.
    let timer: ReturnType<typeof setTimeout> | undefined
    const start = () => {
      timer = setTimeout(connect, 2000)
    }
    if (document.readyState === 'complete') start()
    else window.addEventListener('load', start, { once: true })
    return () => {
      cancelled = true
      window.removeEventListener('load', start)
      clearTimeout(timer)
      disconnect?.()
    }
  }, [])
  return null
}

function LocalizedAnt({ children }: { children: ReactNode }) {
  const { i18n: current } = useTranslation()
  return (
    <ConfigProvider locale={current.language === 'en' ? enUS : zhCN} theme={theme}>
      <AppContext.Provider value={deferredFeedback}>{children}</AppContext.Provider>
      <DeferredFeedbackHost />
      <SiteNotices />
    </ConfigProvider>
  )
}

export function AppProviders({ children }: { children: ReactNode }) {
  return (
    <I18nextProvider i18n={i18n}>
      <QueryClientProvider client={queryClient}>
        <LocalizedAnt>{children}</LocalizedAnt>
      </QueryClientProvider>
    </I18nextProvider>
  )
}
