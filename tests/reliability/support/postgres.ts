import { randomBytes } from 'node:crypto'
import pg from 'pg'

/** A database of its own on the PostgreSQL server of `adminUrl`, created for one test and dropped after it. */
export interface ThrowAwayDatabase {
  url: string
  /** Runs one query on it (the test's own reads of what the server stored). */
  query<Row extends pg.QueryResultRow>(text: string, values?: unknown[]): Promise<Row[]>
  drop(): Promise<void>
}

async function onServer(adminUrl: string, statement: string) {
  const admin = new pg.Client({ connectionString: adminUrl })
  await admin.connect()
  try {
    await admin.query(statement)
  } finally {
    await admin.end()
  }
}

export async function createThrowAwayDatabase(adminUrl: string, prefix: string): Promise<ThrowAwayDatabase> {
  const name = `${prefix}_${randomBytes(5).toString('hex')}`
  await onServer(adminUrl, `create database ${name}`)
  const url = new URL(adminUrl)
  url.pathname = `/${name}`
  return {
    url: url.toString(),
    async query(text, values) {
      const client = new pg.Client({ connectionString: url.toString() })
      await client.connect()
      try {
        return (await client.query(text, values)).rows
      } finally {
        await client.end()
      }
    },
    drop: () => onServer(adminUrl, `drop database if exists ${name} with (force)`),
  }
}
