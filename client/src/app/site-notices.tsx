import { useEffect, useState } from 'react'

/** Calls back when the browser is idle (at the latest after `timeout` ms); returns a cancel. */
function whenIdle(callback: () => void, timeout: number): () => void {
  if (typeof requestIdleCallback === 'function') {
    const id = requestIdleCallback(callback, { timeout })
    return () => cancelIdleCallback(id)
  }
  // Safari has no requestIdleCallback.
  const id = setTimeout(callback, 0)
  return () => clearTimeout(id)
}

/**
 * The one socket connection of the app, showing site notices. socket.io-client is loaded after the
 * first page has loaded and settled, so it does not weigh on the first page a visitor opens: 2 s
 * after the load event, in an idle period of the main thread, then the connection in the next idle
 * period (its code's evaluation and the connection's handshake were one long task together on a
 * phone, while the page was still settling). Notices are rare announcements; the seconds are not
 * missed. Not on the sign-in and registration pages (`paused`): a person fills in a form there and
 * moves on, and the socket's code (12 KB) waits for the next page.
 */
export function SiteNotices({ paused }: { paused: boolean }) {
  // Once started it stays: leaving for a sign-in page later keeps the open connection.
  const [wanted, setWanted] = useState(!paused)
  if (!paused && !wanted) setWanted(true)
  useEffect(() => {
    if (!wanted) return
    let disconnect: (() => void) | undefined
    let cancelled = false
    let cancelIdle: (() => void) | undefined
    const connect = () =>
      void import('../lib/socket').then(({ connectSiteNotices }) => {
        if (cancelled) return
        cancelIdle = whenIdle(() => {
          if (!cancelled) disconnect = connectSiteNotices()
        }, 2000)
      })
    let timer: ReturnType<typeof setTimeout> | undefined
    const start = () => {
      timer = setTimeout(() => {
        cancelIdle = whenIdle(connect, 3000)
      }, 2000)
    }
    if (document.readyState === 'complete') start()
    else window.addEventListener('load', start, { once: true })
    return () => {
      cancelled = true
      window.removeEventListener('load', start)
      clearTimeout(timer)
      cancelIdle?.()
      disconnect?.()
    }
  }, [wanted])
  return null
}
