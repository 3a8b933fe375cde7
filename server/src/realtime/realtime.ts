import type { Server as HttpServer } from 'node:http'
import { createAdapter } from '@socket.io/redis-adapter'
import type { ClientToServerEvents, ServerToClientEvents } from '@spell/shared'
import type { Redis } from 'ioredis'
import { Server } from 'socket.io'
import type { Db } from '../db/database'
import {
  forgetRecentSessionHash,
  forgetRecentSessionsOf,
  revocations,
  signedInUser,
  tokenOf,
} from '../http/request-context'
import type { Logger } from '../logger'
import type { SignedInUser } from '../modules/auth/sessions.service'

interface SocketData {
  user: SignedInUser | null
}

/** What the instances tell each other through the adapter (Redis). */
interface ServerSideEvents {
  /** A judge acted on an exam: re-read its session. */
  'exam.changed': (examId: number) => void
  /** The committee changed an exam's settings or paper: re-read them. */
  'exam.edited': (examId: number) => void
  /** Which students are connected to the exam on your instance? */
  'exam.students': (examId: number, reply: (userIds: number[]) => void) => void
  'session.forgetToken': (tokenHash: string) => void
  'session.forgetUser': (userId: number) => void
}

export type RealtimeServer = Server<ClientToServerEvents, ServerToClientEvents, ServerSideEvents, SocketData>

export interface Realtime {
  io: RealtimeServer
  /** Starts serving /socket.io on the HTTP server (after the app, so socket.io answers its own path). */
  attach(httpServer: HttpServer): void
  close(): Promise<void>
}

/**
 * socket.io on the HTTP server's port. With Redis, the adapter carries every emit to the sockets of all
 * instances. A socket authenticates at the handshake (auth.token); anonymous sockets get site-wide
 * notices only, rooms that need a user check `socket.data.user` before joining.
 */
export function startRealtime(options: {
  db: Db
  redis: Redis | undefined
  logger: Logger
  keyPrefix: string
}) {
  const { db, redis, logger } = options
  const io: RealtimeServer = new Server({ serveClient: false })
  const adapterClients = redis ? [redis.duplicate(), redis.duplicate()] : []
  if (redis)
    io.adapter(createAdapter(adapterClients[0], adapterClients[1], { key: `${options.keyPrefix}socket.io` }))

  io.use(async (socket, next) => {
    const raw = socket.handshake.auth?.token
    const token = typeof raw === 'string' ? tokenOf(raw) : undefined
    const session = token ? await signedInUser(db, token).catch(() => null) : null
    socket.data.user = session?.user ?? null
    next()
  })
  io.on('connection', (socket) => {
    logger.debug({ socket: socket.id, user: socket.data.user?.id }, 'socket connected')
  })

  // Sessions revoked here are forgotten by the other instances at once (they trust recent ones for a minute).
  const relayToken = (tokenHash: string) => io.serverSideEmit('session.forgetToken', tokenHash)
  const relayUser = (userId: number) => io.serverSideEmit('session.forgetUser', userId)
  if (redis) {
    revocations.on('token', relayToken)
    revocations.on('user', relayUser)
    io.on('session.forgetToken', (tokenHash) => forgetRecentSessionHash(tokenHash))
    io.on('session.forgetUser', (userId) => forgetRecentSessionsOf(userId, false))
  }

  return {
    io,
    attach: (httpServer) => void io.attach(httpServer),
    async close() {
      revocations.off('token', relayToken)
      revocations.off('user', relayUser)
      await new Promise<void>((resolve) => io.close(() => resolve()))
      await Promise.all(adapterClients.map((client) => client.quit().catch(() => undefined)))
    },
  } satisfies Realtime
}
