import type { ClientToServerEvents, ServerToClientEvents } from '@spell/shared/realtime/events'
import { type SiteNotice, siteNoticeSchema } from '@spell/shared/realtime/site-notice'
import { io, type Socket } from 'socket.io-client'
import { currentLang, i18n } from '../i18n'
import { getToken, subscribeAuth } from './auth-storage'
import { feedback } from './feedback'

export type SiteSocket = Socket<ServerToClientEvents, ClientToServerEvents>

let socket: SiteSocket | null = null

/**
 * The site's one socket.io connection, to the same origin (the dev server proxies /socket.io). The token
 * is read at every (re)connection, so a login or logout only needs a reconnect.
 */
export function getSocket(): SiteSocket {
  if (!socket) {
    socket = io({
      // The language picks the language of the server's error messages in acknowledgements.
      auth: (send) => send({ token: getToken() ?? '', lang: currentLang() }),
      // WebSocket only: the long-polling transport needs every request of a session on one instance,
      // which a balancer without stickiness does not give. Where WebSocket is blocked, the exam pages
      // poll over HTTP, which any instance answers.
      transports: ['websocket'],
      // Jittered exponential back-off (1 s doubling, ±50 %): after a restart thousands of students do
      // not all come back in the same millisecond. A site notice is not worth hammering a server that
      // is down; the exam pages poll over HTTP meanwhile.
      reconnectionDelay: 1000,
      randomizationFactor: 0.5,
      reconnectionDelayMax: 30_000,
    })
  }
  return socket
}

/** Calls back with every well-formed 'site.notice'; returns the unsubscribe function. */
function onSiteNotice(handler: (notice: SiteNotice) => void): () => void {
  const s = getSocket()
  const listener = (payload: unknown) => {
    const notice = siteNoticeSchema.safeParse(payload)
    if (notice.success) handler(notice.data)
    else console.warn('Ignored a malformed site.notice', notice.error.issues)
  }
  s.on('site.notice', listener)
  return () => {
    s.off('site.notice', listener)
  }
}

/**
 * Connects once for the whole app: shows each site notice as an antd notification and reconnects when
 * the login changes, so the server sees the new identity. Returns a cleanup for the providers' effect.
 */
export function connectSiteNotices(): () => void {
  const stopNotices = onSiteNotice((notice) => {
    feedback()?.notification.info({ title: i18n.t('notice.title'), description: notice.message })
  })
  let lastToken = getToken()
  const stopAuth = subscribeAuth(() => {
    const token = getToken()
    if (token === lastToken) return
    lastToken = token
    getSocket().disconnect().connect()
  })
  return () => {
    stopNotices()
    stopAuth()
  }
}
