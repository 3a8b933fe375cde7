import type { Server as HttpServer } from 'node:http'
import { createAdapter } from '@socket.io/redis-adapter'
import type { ClientToServerEvents, MessageKey, ServerToClientEvents } from '@spell/shared'
import { ResultCode, translate } from '@spell/shared'
import { MAX_SOCKET_MESSAGE_BYTES, SOCKET_TRANSPORT_BYTES } from '@spell/shared/realtime/events'
import type { Redis } from 'ioredis'
import { Server, type Socket } from 'socket.io'
import type { Db } from '../db/database'
import {
  forgetRecentSessionHash,
  forgetRecentSessionsOf,
  recentUser,
  revocations,
  tokenOf,
} from '../http/request-context'
import type { Logger } from '../logger'
import { sessionLiveness } from '../modules/auth/session-liveness'
import { resumeSession, type SignedInUser } from '../modules/auth/sessions.service'

interface SocketData {
  user: SignedInUser | null
}

/** What the instances tell each other through the adapter (Redis). */
interface ServerSideEvents {
  /** A judge acted on an exam: re-read its session. */
  'exam.changed': (examId: number) => void
  /** The committee changed an exam's settings or paper: re-read them. */
  'exam.edited': (examId: number) => void
  /** Which students are online in the exam on your instance (a socket, or a poll or save just now)? */
  'exam.students': (examId: number, reply: (userIds: number[]) => void) => void
  'session.forgetToken': (tokenHash: string) => void
  'session.forgetUser': (userId: number) => void
  /** Sessions ended on another instance: check them again before trusting their sockets. */
  'session.ended': (ended: EndedSessions) => void
}

/** One session (a logout) or every session of a user (a new password, a revocation). */
export type EndedSessions = { sessionId: number } | { userId: number }

/** Every socket of a session, and of a user, is in these rooms, on whichever instance it is connected. */
const sessionRoom = (sessionId: number) => `session:${sessionId}`
const userRoom = (userId: number) => `user:${userId}`

export type RealtimeServer = Server<ClientToServerEvents, ServerToClientEvents, ServerSideEvents, SocketData>

export interface Realtime {
  io: RealtimeServer
  /** Starts serving /socket.io on the HTTP server (after the app, so socket.io answers its own path). */
  attach(httpServer: HttpServer): void
  /**
   * Sessions were ended (after the change is stored): their sockets are disconnected on every instance
   * and no instance trusts them from memory any longer.
   */
  sessionsEnded(ended: EndedSessions): void
  /** Whether the other instances hear this one (no Redis: there are none); false while Redis is lost. */
  peersReachable(): boolean
  close(): Promise<void>
}

/**
 * socket.io on the HTTP server's port. With Redis, the adapter carries every emit to the sockets of all
 * instances. A socket authenticates at the handshake (auth.token); anonymous sockets get site-wide
 * notices only, rooms that need a user check `socket.data.user` before joining. A signed-in socket is
 * only as good as its session: every event it sends is let through only while the session holds
 * (checked from memory, re-read every half minute), and ending a session disconnects its sockets.
 */
export function startRealtime(options: {
  db: Db
  redis: Redis | undefined
  logger: Logger
  keyPrefix: string
  /** Called at each Redis error of the adapter's connections (a metric). */
  onRedisError?: () => void
}) {
  const { db, redis, logger } = options
  const io: RealtimeServer = new Server({ serveClient: false, maxHttpBufferSize: SOCKET_TRANSPORT_BYTES })
  const adapterClients = redis ? [redis.duplicate(), redis.duplicate()] : []
  for (const client of adapterClients) {
    // Redis gone (a restart, a failover, a closed connection) is logged and counted, never the end of
    // the process: the instance keeps serving its own sockets and reconnects when Redis is back.
    client.on('error', (err: Error) => {
      options.onRedisError?.()
      logger.warn({ err }, 'socket.io adapter: Redis connection error')
    })
    tolerateFailedCommands(client, logger, options.onRedisError)
  }
  if (redis) {
    io.adapter(createAdapter(adapterClients[0], adapterClients[1], { key: `${options.keyPrefix}socket.io` }))
    answerFailedServerSideEmits(io, logger)
  }

  const liveness = sessionLiveness(db)

  io.use(async (socket, next) => {
    const raw = socket.handshake.auth?.token
    const token = typeof raw === 'string' ? tokenOf(raw) : undefined
    socket.data.user = token ? await handshakeUser(db, token) : null
    next()
  })
  io.on('connection', (socket) => {
    const user = socket.data.user
    logger.debug({ socket: socket.id, user: user?.id }, 'socket connected')
    // Measured as it came, before any handler: an oversized message is answered, never handled.
    socket.use(([, ...args], next) => {
      if (Buffer.byteLength(JSON.stringify(args)) <= MAX_SOCKET_MESSAGE_BYTES) return next()
      refuse(socket, args, ResultCode.invalidInput, 'socket.tooLarge')
    })
    if (!user) return
    void socket.join([sessionRoom(user.sessionId), userRoom(user.id)])
    socket.use(([, ...args], next) => {
      const sessionId = socket.data.user?.sessionId
      if (sessionId === undefined) return next()
      // The answer-save path: from memory, without an await, while the session is known to hold.
      const known = liveness.peek(sessionId)
      if (known !== undefined) return known ? next() : refuse(socket, args)
      liveness.check(sessionId).then(
        (live) => (live ? next() : refuse(socket, args)),
        (error: unknown) => {
          logger.warn({ err: error, socket: socket.id }, 'socket session not checked')
          refuse(socket, args, ResultCode.unavailable)
        },
      )
    })
  })

  const forgetLocally = (ended: EndedSessions) =>
    'sessionId' in ended ? liveness.forgetSession(ended.sessionId) : liveness.forgetUser(ended.userId)
  io.on('session.ended', forgetLocally)
  const sessionsEnded = (ended: EndedSessions) => {
    forgetLocally(ended)
    if (redis) io.serverSideEmit('session.ended', ended)
    // Through the adapter: the sockets of these sessions on every instance.
    io.in('sessionId' in ended ? sessionRoom(ended.sessionId) : userRoom(ended.userId)).disconnectSockets()
  }

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
    sessionsEnded,
    peersReachable: () => adapterClients.every((client) => client.status === 'ready'),
    async close() {
      liveness.close()
      revocations.off('token', relayToken)
      revocations.off('user', relayUser)
      await new Promise<void>((resolve) => io.close(() => resolve()))
      await Promise.all(adapterClients.map((client) => client.quit().catch(() => undefined)))
    },
  } satisfies Realtime
}

/**
 * The adapter publishes every broadcast (and unsubscribes as it closes) without waiting for the
 * answer; with the connection closed ioredis rejects those promises ("Connection is closed") and
 * nobody catches them, which would end the process from whatever timer or handler emitted. Each
 * failure is logged here instead: the local sockets got the message already, the other instances
 * miss it (their students poll).
 */
function tolerateFailedCommands(client: Redis, logger: Logger, onError?: () => void) {
  for (const name of ['publish', 'unsubscribe', 'punsubscribe'] as const) {
    const command = (client[name] as (...args: unknown[]) => Promise<unknown>).bind(client)
    const tolerant = (...args: unknown[]) =>
      command(...args).catch((err: unknown) => {
        onError?.()
        logger.warn({ err, command: name }, 'socket.io adapter: Redis command failed')
        return 0
      })
    Object.assign(client, { [name]: tolerant })
  }
}

/**
 * The adapter's server-side emit with an acknowledgement first counts the instances (a Redis
 * command): when that fails, the adapter drops the error and the acknowledgement never comes, so
 * whatever waits for it (the judges' live counts) would wait for ever. The failure is logged and the
 * acknowledgement called with the error and no responses.
 */
function answerFailedServerSideEmits(io: RealtimeServer, logger: Logger) {
  const adapter = io.of('/').adapter as unknown as { serverSideEmitWithAck(packet: unknown[]): Promise<void> }
  const withAck = adapter.serverSideEmitWithAck.bind(adapter)
  adapter.serverSideEmitWithAck = (packet) => {
    const ack = packet.at(-1)
    return withAck(packet).catch((err: unknown) => {
      logger.warn({ err }, 'socket.io adapter: server-side emit not sent to the other instances')
      if (typeof ack === 'function') ack(err, [])
    })
  }
}

/**
 * The user of a handshake's token: trusted from memory when a request saw it recently, else read
 * without renewal (the socket could not hand a renewed token back to the page; its requests renew it).
 */
async function handshakeUser(db: Db, token: string): Promise<SignedInUser | null> {
  const recent = recentUser(token)
  if (recent) return recent
  const session = await resumeSession(db, token, new Date(), { renew: false }).catch(() => null)
  return session?.user ?? null
}

type AnySocket = Socket<ClientToServerEvents, ServerToClientEvents, ServerSideEvents, SocketData>

/**
 * Turns away an event: its acknowledgement (if it asked for one) says why, in the socket's language.
 * A socket whose session has ended is told to log in again and is disconnected.
 */
function refuse(
  socket: AnySocket,
  args: unknown[],
  code: number = ResultCode.unauthorized,
  key: MessageKey = code === ResultCode.unauthorized ? 'result.unauthorized' : 'result.unavailable',
) {
  const lang = String(socket.handshake.auth?.lang ?? '').startsWith('en') ? 'en' : 'zh'
  const ack = args.at(-1)
  const kb = Math.round(MAX_SOCKET_MESSAGE_BYTES / 1024)
  if (typeof ack === 'function') ack({ error: { code, msg: translate(key, lang, { kb }) } })
  if (code === ResultCode.unauthorized) {
    socket.data.user = null
    socket.disconnect()
  }
}
