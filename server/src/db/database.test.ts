import { randomBytes } from 'node:crypto'
import { sql } from 'drizzle-orm'
import pg from 'pg'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { createLogger } from '../logger'
import { call, startTestServer, type TestServer } from '../test-support/test-server'
import { openDatabase } from './database'
import { products } from './schema'
import { seedDatabase } from './seed/seed'

let server: TestServer
beforeAll(async () => {
  server = await startTestServer()
})
afterAll(async () => {
  await server?.stop()
})

describe('the database connection', () => {
  // PGlite lives in the process: there is no connection for PostgreSQL to close (CI runs this file
  // against PostgreSQL too).
  it.skipIf(!process.env.DATABASE_URL)(
    'survives PostgreSQL closing its idle connections, and answers on new ones',
    async () => {
      // Several connections in the pool, then idle.
      await Promise.all(Array.from({ length: 4 }, () => server.db.execute(sql`select pg_sleep(0.05)`)))
      const result = (await server.db.execute(sql`
        select count(*)::int as closed from (
          select pg_terminate_backend(pid) from pg_stat_activity
          where datname = current_database() and pid <> pg_backend_pid()
        ) as terminated`)) as { rows: { closed: number }[] }
      expect(result.rows[0]?.closed).toBeGreaterThan(0)
      // The pool reports each closed connection as an error event; the process must not end on it.
      await new Promise((resolve) => setTimeout(resolve, 200))
      expect((await call(server, 'GET', '/health')).data.database).toBe('ok')
    },
  )

  it.skipIf(!process.env.DATABASE_URL)(
    'lets several instances start together on an empty database: one migrates and seeds, the others wait',
    async () => {
      const adminUrl = process.env.DATABASE_URL as string
      const name = `spell_start_${randomBytes(5).toString('hex')}`
      const admin = new pg.Client({ connectionString: adminUrl })
      await admin.connect()
      await admin.query(`create database ${name}`)
      const url = new URL(adminUrl)
      url.pathname = `/${name}`
      const logger = createLogger('silent')
      try {
        const opened = await Promise.all(
          Array.from({ length: 3 }, () =>
            openDatabase(
              { databaseUrl: url.toString(), dataDir: '' },
              { logger, afterMigrate: (db) => seedDatabase(db, { demo: false, logger }) },
            ),
          ),
        )
        const [first] = opened
        const rows = await first?.db.select({ id: products.id }).from(products)
        expect(rows?.length).toBeGreaterThan(0)
        await Promise.all(opened.map((database) => database.close()))
      } finally {
        await admin.query(`drop database if exists ${name} with (force)`)
        await admin.end()
      }
    },
  )
})
