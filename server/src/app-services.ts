import type { Redis } from 'ioredis'
import type { Config } from './config'
import type { Database, Db } from './db/database'
import type { KeyValueStore } from './kv/key-value-store'
import type { Logger } from './logger'
import type { ExamRuntime } from './modules/exams/exam-runtime'
import type { PersonalDataVault } from './modules/privacy/personal-data-vault'
import type { FileStorage } from './providers/file-storage'
import type { Messaging } from './providers/messaging-provider'
import type { PaymentProvider } from './providers/payment'
import type { SandboxPayment } from './providers/payment-sandbox'
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
  /** QR payments; sandbox is set when the offline provider is the one in use (its page is served). */
  payments: { provider: PaymentProvider; sandbox: SandboxPayment | undefined }
  /** Live semi-finals: sessions, answer saves, sockets. */
  exams: ExamRuntime
  /** Encrypts and hashes ID numbers (PERSONAL_DATA_KEY). */
  personalData: PersonalDataVault
}
