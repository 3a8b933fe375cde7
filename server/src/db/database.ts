import fs from 'node:fs'
import path from 'node:path'
import { PGlite } from '@electric-sql/pglite'
import { drizzle as drizzlePg } from 'drizzle-orm/node-postgres'
import { migrate as migratePg } from 'drizzle-orm/node-postgres/migrator'
import type { PgDatabase, PgQueryResultHKT } from 'drizzle-orm/pg-core'
import { drizzle as drizzlePglite } from 'drizzle-orm/pglite'
import { migrate as migratePglite } from 'drizzle-orm/pglite/migrator'
import pg from 'pg'
import type { Logger } from '../logger'
import { type Schema, schema } from './schema'

export type Db = PgDatabase<PgQueryResultHKT, Schema>
/** The transaction `db.transaction(async (tx) => …)` hands over: every query a Db runs, run inside it. */
export type Tx = Parameters<Parameters<Db['transaction']>[0]>[0]

export interface Database {
  db: Db
  kind: 'pglite' | 'postgres'
  /** Runs a trivial query; throws when the database cannot answer. */
  ping(): Promise<void>
  close(): Promise<void>
}

export const migrationsFolder = path.join(import.meta.dirname, 'migrations')
/** Any fixed number; it names the advisory lock held while migrating and seeding. */
const STARTUP_LOCK = 7_202_511

/**
 * Opens the database and applies the migrations: PostgreSQL by URL when one is given, otherwise the
 * embedded PostgreSQL (PGlite) in `dataDir`, or in memory when `dataDir` is 'memory://'. An embedded
 * database can start from `copyOf`, a copy PGlite dumped (`dumpDataDir`) of one already set up.
 * `afterMigrate` (the seed) runs under the same lock, so instances starting together never seed at once.
 */
export async function openDatabase(
  options: { databaseUrl?: string | undefined; dataDir: string; copyOf?: Blob | undefined },
  startup: { logger?: Logger; afterMigrate?: (db: Db) => Promise<void> } = {},
): Promise<Database> {
  const { logger, afterMigrate } = startup
  if (options.databaseUrl) {
    const pool = new pg.Pool({ connectionString: options.databaseUrl, max: 10 })
    // An idle connection that PostgreSQL closes (a restart, a failover, an administrator's terminate)
    // is reported here; the pool drops it and opens a new one when needed. Without a listener the
    // event would end the process.
    pool.on('error', (err) => logger?.warn({ err }, 'idle database connection lost'))
    const db = drizzlePg(pool, { schema })
    // Instances starting together must not migrate or seed at once: one waits for the other's lock.
    const lockClient = await pool.connect()
    try {
      await lockClient.query('select pg_advisory_lock($1)', [STARTUP_LOCK])
      await migratePg(db, { migrationsFolder })
      await afterMigrate?.(db as unknown as Db)
    } finally {
      await lockClient.query('select pg_advisory_unlock($1)', [STARTUP_LOCK]).catch(() => undefined)
      lockClient.release()
    }
    return {
      db: db as unknown as Db,
      kind: 'postgres',
      ping: async () => void (await pool.query('select 1')),
      close: () => pool.end(),
    }
  }
  if (!options.dataDir.startsWith('memory://')) fs.mkdirSync(options.dataDir, { recursive: true })
  const client = await PGlite.create({ dataDir: options.dataDir, loadDataDir: options.copyOf })
  const db = drizzlePglite(client, { schema })
  await migratePglite(db, { migrationsFolder })
  await afterMigrate?.(db as unknown as Db)
  return {
    db: db as unknown as Db,
    kind: 'pglite',
    ping: async () => void (await client.query('select 1')),
    close: () => client.close(),
  }
}
