import { once } from 'node:events'
import fs from 'node:fs'
import os from 'node:os'
import path from 'node:path'
import { pipeline } from 'node:stream/promises'
import zlib from 'node:zlib'
import { sql } from 'drizzle-orm'
import tar from 'tar-stream'
import type { Database } from '../db/database'
import { sealArchive } from './archive-cipher'
import { listTables, migrationState, quoted, rowsOf } from './catalog'

/**
 * A backup is a .tar.gz, sealed with BACKUP_KEY (archive-cipher.ts), that either database can restore:
 *   manifest.json            format, time, migrations applied, rows per table, files per folder
 *   tables/<table>.jsonl     one row per line as PostgreSQL's row_to_json writes it
 *   files/<folder>/…         the uploaded files (uploads, course files)
 * The tables are read in one REPEATABLE READ READ ONLY transaction: one consistent moment, while the
 * site keeps running. Files are copied after it; a file uploaded meanwhile is extra, never missing.
 */
export const BACKUP_FORMAT = 'spell-backup'
export const BACKUP_VERSION = 1

export interface Manifest {
  format: typeof BACKUP_FORMAT
  version: number
  createdAt: string
  database: 'pglite' | 'postgres'
  migrations: { count: number; last: string }
  tables: { name: string; rows: number }[]
  files: Record<string, number>
}

/** The folders of uploaded files, by the name they have inside a backup. */
export type FileFolders = Record<string, string>

const FETCH_ROWS = 2000

export async function writeBackup(
  database: Database,
  folders: FileFolders,
  file: string,
  key: Buffer,
): Promise<Manifest> {
  const staging = fs.mkdtempSync(path.join(os.tmpdir(), 'spell-backup-'))
  try {
    const { tables, migrations } = await database.db.transaction(
      async (tx) => {
        const migrations = await migrationState(tx)
        const tables: Manifest['tables'] = []
        for (const table of await listTables(tx)) {
          tables.push({ name: table.name, rows: await dumpTable(tx, table.name, staging) })
        }
        return { tables, migrations }
      },
      { isolationLevel: 'repeatable read', accessMode: 'read only' },
    )
    const files: Record<string, string[]> = {}
    for (const [name, dir] of Object.entries(folders)) files[name] = listFiles(dir)
    const manifest: Manifest = {
      format: BACKUP_FORMAT,
      version: BACKUP_VERSION,
      createdAt: new Date().toISOString(),
      database: database.kind,
      migrations,
      tables,
      files: Object.fromEntries(Object.entries(files).map(([name, list]) => [name, list.length])),
    }
    await pack(file, key, manifest, staging, folders, files)
    return manifest
  } finally {
    fs.rmSync(staging, { recursive: true, force: true })
  }
}

/** Writes a table's rows to staging/<table>.jsonl through a cursor, so memory stays flat. */
async function dumpTable(
  tx: Parameters<Parameters<Database['db']['transaction']>[0]>[0],
  name: string,
  dir: string,
) {
  const out = fs.createWriteStream(path.join(dir, `${name}.jsonl`))
  await tx.execute(
    sql.raw(
      `declare backup_rows no scroll cursor for select row_to_json(t)::text as row from ${quoted(name)} t`,
    ),
  )
  let count = 0
  for (;;) {
    const batch = await rowsOf<{ row: string }>(tx, sql.raw(`fetch forward ${FETCH_ROWS} from backup_rows`))
    if (batch.length === 0) break
    count += batch.length
    if (!out.write(`${batch.map((r) => r.row).join('\n')}\n`)) await once(out, 'drain')
  }
  await tx.execute(sql.raw('close backup_rows'))
  out.end()
  await once(out, 'finish')
  return count
}

/** Files under a folder, as paths relative to it; none when it does not exist. */
export function listFiles(dir: string): string[] {
  if (!fs.existsSync(dir)) return []
  return (fs.readdirSync(dir, { recursive: true, withFileTypes: true }) as fs.Dirent[])
    .filter((entry) => entry.isFile())
    .map((entry) => path.relative(dir, path.join(entry.parentPath, entry.name)))
    .sort()
}

async function pack(
  file: string,
  key: Buffer,
  manifest: Manifest,
  staging: string,
  folders: FileFolders,
  files: Record<string, string[]>,
) {
  const archive = tar.pack()
  // Birth dates, guardians' phones, photos and password hashes: sealed, and for the owner's eyes only
  // even so, also when an older file of the same name could be read by anyone.
  const sealed = sealArchive(key)
  const fd = fs.openSync(file, 'w', 0o600)
  fs.fchmodSync(fd, 0o600)
  const written = pipeline(archive, zlib.createGzip(), sealed, fs.createWriteStream('', { fd }))
  const add = async (name: string, source: string) => {
    const { size, mtime } = fs.statSync(source)
    const entry = archive.entry({ name, size, mtime })
    await pipeline(fs.createReadStream(source), entry)
  }
  archive.entry({ name: 'manifest.json' }, `${JSON.stringify(manifest, null, 2)}\n`)
  for (const table of manifest.tables)
    await add(`tables/${table.name}.jsonl`, path.join(staging, `${table.name}.jsonl`))
  for (const [name, list] of Object.entries(files))
    for (const relative of list)
      await add(
        `files/${name}/${relative.split(path.sep).join('/')}`,
        path.join(folders[name] as string, relative),
      )
  archive.finalize()
  await written
}
