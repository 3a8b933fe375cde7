import type { Redis } from 'ioredis'
import type { Config } from './config'
import type { Database, Db } from './db/database'
import type { KeyValueStore } from './kv/key-value-store'
import type { Logger } from './logger'
import type { ExamRuntime } from './modules/exams/exam-runtime'
import type { PersonalDataVault } from './modules/privacy/personal-data-vault'
import type { Heartbeat } from './modules/system/heartbeat'
import type { FileStorage } from './providers/file-storage'
import type { Messaging } from './providers/messaging-provider'
import type { PaymentServices } from './providers/payment-services'
import type { Realtime } from './realtime/realtime'

/** What modules are built from. One instance per running server; tests make their own. */
export interface AppServices {
  config: Config
  database: Database
  db: Db
  store: KeyValueStore
  /** Present when REDIS_URL is set. */
  redis: Redis | undefined
  logger: Logger
  realtime: Realtime
  /** SMS and e-mail (the development outbox unless a real provider is configured). */
  messaging: Messaging
  /** Uploaded files (a local folder by default). */
  files: FileStorage
  /** The payment providers offered (the first where a page names none); the sandbox's page when in use. */
  payments: PaymentServices
  /** Live semi-finals: sessions, answer saves, sockets. */
  exams: ExamRuntime
  /** Encrypts and hashes ID numbers (PERSONAL_DATA_KEY). */
  personalData: PersonalDataVault
  /** This instance's heartbeat, which the system panel reads. */
  heartbeat: Heartbeat
}
