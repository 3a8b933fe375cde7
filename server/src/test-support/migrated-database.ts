import { createHash } from 'node:crypto'
import fs from 'node:fs'
import os from 'node:os'
import path from 'node:path'
import { PGlite } from '@electric-sql/pglite'
import { drizzle } from 'drizzle-orm/pglite'
import { migrate } from 'drizzle-orm/pglite/migrator'
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
