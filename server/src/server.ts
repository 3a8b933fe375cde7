import http from 'node:http'
import type { AddressInfo } from 'node:net'
import { Redis } from 'ioredis'
import type { DestinationStream } from 'pino'
import { createApp } from './app'
import type { AppServices } from './app-services'
import type { Config } from './config'
import { openDatabase } from './db/database'
import { seedDatabase } from './db/seed/seed'
import { probes } from './http/probes'
import { memoryStore, redisStore } from './kv/key-value-store'
import { createLogger } from './logger'
import { createMetrics, serveMetrics } from './metrics/metrics'
import type { ExamClock } from './modules/exams/exam-clock'
import { startExamRuntime } from './modules/exams/exam-runtime'
import { pageCallsFastPath, progressFastPath } from './modules/exams/progress-fast-path'
import { expireOrders } from './modules/orders/orders.service'
import { sealPlainIdNumbers } from './modules/privacy/id-numbers'
import { createPersonalDataVault } from './modules/privacy/personal-data-vault'
import { startHeartbeat } from './modules/system/heartbeat'
import { localFileStorage } from './providers/file-storage'
import { createMessaging } from './providers/messaging'
import { paymentServices } from './providers/payment-services'
import { startRealtime } from './realtime/realtime'

export interface RunningServer {
  url: string
  port: number
  services: AppServices
  /** The Prometheus endpoint's port (METRICS_PORT), when metrics are served. */
  metricsPort: number | undefined
  /**
   * Graceful stop (a drain): readiness fails at once (/healthz/ready answers 503) for DRAIN_SECONDS,
   * then no new connection is taken, the saves received are stored and acknowledged, the sockets are
   * closed (their clients reconnect, through the balancer, to another instance), requests finish, and
   * database and Redis close.
   */
  stop(): Promise<void>
}

/**
 * `examClock` replaces the system clock the live semi-final runs on (tests move their own);
 * `databaseCopy` is a dumped embedded database to start from (tests start from a migrated one);
 * `logDestination` receives the log instead of standard output (tests read what it holds).
 */
export async function startServer(
  config: Config,
  options: { examClock?: ExamClock; databaseCopy?: Blob; logDestination?: DestinationStream } = {},
): Promise<RunningServer> {
  const logger = createLogger(config.logLevel, options.logDestination)
  const personalData = createPersonalDataVault(config.personalData.key, config.personalData.oldKeys)
  const database = await openDatabase(
    { ...config, copyOf: options.databaseCopy },
    {
      logger,
      afterMigrate: async (db) => {
        const sealed = await sealPlainIdNumbers(db, personalData)
        if (sealed) logger.info({ sealed }, 'ID numbers stored in plain text are now encrypted')
        await seedDatabase(db, {
          demo: config.seedDemo,
          logger,
          personalData,
          firstSeason: config.firstSeason,
        })
      },
    },
  )
  const metrics = createMetrics()
  const redis = config.redisUrl ? new Redis(config.redisUrl, { maxRetriesPerRequest: 3 }) : undefined
  // Without a listener an error event (Redis restarting, a broken pipe) would end the process; ioredis
  // reconnects by itself meanwhile.
  redis?.on('error', (err: Error) => {
    metrics.redisError()
    logger.warn({ err }, 'Redis connection error')
  })
  const store = redis ? redisStore(redis, config.redisKeyPrefix) : memoryStore()

  const payments = paymentServices(config)
  if (config.production && payments.sandbox)
    logger.warn('payments use the sandbox provider: anyone with the QR code of an order can mark it paid')
  const realtime = startRealtime({
    db: database.db,
    redis,
    logger,
    keyPrefix: config.redisKeyPrefix,
    onRedisError: metrics.redisError,
  })
  const services: AppServices = {
    config,
    database,
    db: database.db,
    store,
    redis,
    logger,
    realtime,
    messaging: createMessaging(config.messaging, {
      db: database.db,
      logger,
      revealCodes: !config.production,
    }),
    files: localFileStorage(config.uploadsDir),
    payments,
    exams: startExamRuntime({
      db: database.db,
      io: realtime.io,
      logger,
      shared: Boolean(redis),
      peersReachable: realtime.peersReachable,
      clock: options.examClock,
      observe: metrics.exams,
    }),
    personalData,
    heartbeat: startHeartbeat({ db: database.db, logger, figures: () => metrics.live() }),
  }
  const app = createApp(services)
  const answerProgressFromMemory = progressFastPath(services.exams, services.db, app)
  const answerPageCalls = pageCallsFastPath(services.exams, services.db, app)
  let draining = false
  const probe = probes(database, () => draining)
  metrics.readFrom({ io: realtime.io, queuedSaves: services.exams.queuedSaves })
  await services.heartbeat.beat()
  const httpServer = http.createServer((req, res) => {
    if (probe(req, res)) return
    metrics.response(res)
    if (!answerProgressFromMemory(req, res) && !answerPageCalls(req, res)) app(req, res)
  })
  realtime.attach(httpServer)

  await new Promise<void>((resolve, reject) => {
    httpServer.once('error', reject)
    // A deep accept queue: after a restart thousands of students reconnect within seconds, and with
    // Node's default of 511 the kernel drops the connections that arrive while the loop is busy; each
    // dropped SYN costs its student a second or more and the retries pile up (the kernel caps it at
    // net.core.somaxconn).
    httpServer.listen({ port: config.port, backlog: 8192 }, resolve)
  })
  const { port } = httpServer.address() as AddressInfo
  logger.info({ port, database: database.kind, redis: Boolean(redis) }, 'server listening')
  const metricsServer =
    config.metricsPort === undefined
      ? undefined
      : await serveMetrics(metrics, { port: config.metricsPort, token: config.metricsToken, logger })

  // Unpaid orders past their 7 days are cancelled every 10 minutes (the update is conditional, so every
  // instance may run it).
  const expiry = setInterval(() => {
    expireOrders(database.db).catch((err) => logger.error({ err }, 'order expiry failed'))
  }, 10 * 60_000)
  expiry.unref()

  let stopping: Promise<void> | undefined
  const stop = () => {
    stopping ??= (async () => {
      draining = true
      // The other instances' system panels show this one draining before it stops taking calls (the
      // mark waits a second at most, whatever the database does).
      await Promise.race([services.heartbeat.drain(), new Promise((resolve) => setTimeout(resolve, 1000))])
      if (config.drainSeconds > 0) {
        logger.info({ seconds: config.drainSeconds }, 'draining: readiness fails before the instance stops')
        await new Promise((resolve) => setTimeout(resolve, config.drainSeconds * 1000))
      }
      clearInterval(expiry)
      const closed = new Promise<void>((resolve) => httpServer.close(() => resolve()))
      httpServer.closeIdleConnections()
      // The saves received so far are stored and acknowledged on their sockets before these close.
      await services.exams.flushSaves()
      // Closing the sockets (not disconnecting them, which would tell the clients to stay away) makes
      // every client reconnect with its back-off, through the balancer, to an instance still ready.
      await realtime.close()
      await closed
      await services.heartbeat.stop()
      await services.exams.close()
      await store.close()
      await redis?.quit().catch(() => undefined)
      await database.close()
      await metricsServer?.close()
      logger.info('server stopped')
    })()
    return stopping
  }
  return { url: `http://127.0.0.1:${port}`, port, services, metricsPort: metricsServer?.port, stop }
}
