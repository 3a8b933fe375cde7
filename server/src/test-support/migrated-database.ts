import { createHash } from 'node:crypto'
import fs from 'node:fs'
import os from 'node:os'
import path from 'node:path'
import { PGlite } from '@electric-sql/pglite'
import { drizzle as drizzlePg } from 'drizzle-orm/node-postgres'
import { migrate as migratePg } from 'drizzle-orm/node-postgres/migrator'
import { drizzle } from 'drizzle-orm/pglite'
import { migrate } from 'drizzle-orm/pglite/migrator'
import pg from 'pg'
import { migrationsFolder } from '../db/database'

/** Every file of the migrations folder, and PGlite's version: what the dumped database depends on. */
function fingerprint(): string {
  const hash = createHash('sha256')
  const files = fs.readdirSync(migrationsFolder, { recursive: true, encoding: 'utf8' }).sort()
  for (const file of files) {
    const full = path.join(migrationsFolder, file)
    if (fs.statSync(full).isFile()) hash.update(file).update(fs.readFileSync(full))
  }
  const pglite = path.join(import.meta.dirname, '../../../node_modules/@electric-sql/pglite/package.json')
  hash.update(fs.existsSync(pglite) ? fs.readFileSync(pglite) : '')
  return hash.digest('hex').slice(0, 16)
}

/**
 * An empty embedded database with every migration applied, as PGlite dumps it. A test server starts
 * from a copy in about half a second, where a new one runs initdb and the migrations (about 2 s). The
 * dump is made once per set of migrations and kept in the temp folder; test processes making it at
 * the same time each write their own file and rename it into place. A process reads it once.
 */
let made: Promise<Blob> | undefined
export const migratedDatabase = (): Promise<Blob> => {
  made ??= readOrMake()
  return made
}

async function readOrMake(): Promise<Blob> {
  const file = path.join(os.tmpdir(), `spell-migrated-${fingerprint()}.tar`)
  if (fs.existsSync(file)) return new Blob([fs.readFileSync(file)])
  const client = await PGlite.create('memory://')
  try {
    await migrate(drizzle(client), { migrationsFolder })
    const dump = await client.dumpDataDir('none')
    const partial = `${file}.${process.pid}`
    fs.writeFileSync(partial, Buffer.from(await dump.arrayBuffer()))
    fs.renameSync(partial, file)
    return dump
  } finally {
    await client.close()
  }
}

/** Held while one test process makes the PostgreSQL template, so that the others wait for it. */
const TEMPLATE_LOCK = 74_210_331

let template: Promise<string> | undefined

/**
 * The name of a database on the PostgreSQL server at `adminUrl` with every migration applied, from
 * which a test server's database is created (`create database … template …`, a file copy) instead of
 * migrating each one. Made once per set of migrations: the first process to need it makes it under an
 * advisory lock and renames it into place when it is whole; a run later finds it there.
 */
export const migratedTemplate = (adminUrl: string): Promise<string> => {
  template ??= findOrMakeTemplate(adminUrl)
  return template
}

async function findOrMakeTemplate(adminUrl: string): Promise<string> {
  const name = `spell_template_${fingerprint()}`
  const exists = async (client: pg.Client) =>
    (await client.query('select 1 from pg_database where datname = $1', [name])).rowCount === 1
  const admin = new pg.Client({ connectionString: adminUrl })
  await admin.connect()
  try {
    if (await exists(admin)) return name
    await admin.query('select pg_advisory_lock($1)', [TEMPLATE_LOCK])
    if (await exists(admin)) return name
    const partial = `${name}_making`
    await admin.query(`drop database if exists ${partial}`)
    await admin.query(`create database ${partial}`)
    const url = new URL(adminUrl)
    url.pathname = `/${partial}`
    const pool = new pg.Pool({ connectionString: url.toString(), max: 1 })
    try {
      await migratePg(drizzlePg(pool), { migrationsFolder })
    } finally {
      await pool.end()
    }
    await admin.query(`alter database ${partial} rename to ${name}`)
    return name
  } finally {
    await admin.end()
  }
}
