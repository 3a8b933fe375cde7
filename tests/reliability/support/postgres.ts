import { randomBytes } from 'node:crypto'
import pg from 'pg'
import { throwawayDatabase } from '../../../server/src/test-support/throwaway-database'

/** A database of its own on the PostgreSQL server of `adminUrl`, created for one test and dropped after it. */
export interface ThrowAwayDatabase {
  url: string
  /** Runs one query on it (the test's own reads of what the server stored). */
  query<Row extends pg.QueryResultRow>(text: string, values?: unknown[]): Promise<Row[]>
  drop(): Promise<void>
}

export async function createThrowAwayDatabase(adminUrl: string, prefix: string): Promise<ThrowAwayDatabase> {
  const { url, drop } = await throwawayDatabase(adminUrl, `${prefix}_${randomBytes(5).toString('hex')}`)
  return {
    url,
    async query(text, values) {
      const client = new pg.Client({ connectionString: url })
      await client.connect()
      try {
        return (await client.query(text, values)).rows
      } finally {
        await client.end()
      }
    },
    drop,
  }
}
