import fs from 'node:fs'
import os from 'node:os'
import path from 'node:path'
import readline from 'node:readline'
import { pipeline } from 'node:stream/promises'
import zlib from 'node:zlib'
import { sql } from 'drizzle-orm'
import tar from 'tar-stream'
import type { Database, Db, Tx } from '../db/database'
import {
  ARCHIVE_HEADER_BYTES,
  ArchiveSealError,
  type ArchiveSealProblem,
  openArchive,
  readArchiveHeader,
} from './archive-cipher'
import { BACKUP_FORMAT, BACKUP_VERSION, type FileFolders, listFiles, type Manifest } from './backup'
import { countRows, listTables, migrationState, quoted, type TableInfo } from './catalog'

/** A restore that cannot go ahead; `message` says why in Chinese and English. */
export class RestoreRefused extends Error {
  override name = 'RestoreRefused'
}

const INSERT_ROWS = 1000

/** Why a sealed archive cannot be restored, in Chinese and English. */
function sealRefusal(file: string, problem: ArchiveSealProblem): RestoreRefused {
  const messages: Record<ArchiveSealProblem, string> = {
    notSealed: `${file} 不是本网站的备份。${file} is not a backup of this site.`,
    plainArchive:
      `${file} 是旧版本制作的未加密备份：请用制作它的版本恢复，再升级并重新备份。\n` +
      `${file} is an unencrypted backup of an older version: restore it with that version, then upgrade and back up again.`,
    unknownVersion:
      `${file} 由更新版本的网站制作：请用该版本恢复。\n` +
      `${file} was made by a newer version of the site: restore it with that version.`,
    wrongKey:
      `BACKUP_KEY 不是制作此备份时的密钥（或文件开头已损坏），未恢复任何数据。\n` +
      `BACKUP_KEY is not the key this backup was made with (or the start of the file is damaged); nothing was restored.`,
    damaged:
      `${file} 已损坏或被改动（加密校验未通过），未恢复任何数据。\n` +
      `${file} is damaged or was altered (its authentication failed); nothing was restored.`,
  }
  return new RestoreRefused(messages[problem])
}

/**
 * Refuses a backup file that the key cannot open, from its header alone: a wrong BACKUP_KEY is told
 * before the database is opened.
 */
export function checkBackupKey(file: string, key: Buffer) {
  if (!fs.existsSync(file))
    throw new RestoreRefused(`找不到备份文件 ${file}。The backup file ${file} does not exist.`)
  const header = Buffer.alloc(ARCHIVE_HEADER_BYTES)
  const fd = fs.openSync(file, 'r')
  try {
    const read = fs.readSync(fd, header, 0, header.length, 0)
    const problem = readArchiveHeader(header.subarray(0, read), key)
    if (problem) throw sealRefusal(file, problem)
  } finally {
    fs.closeSync(fd)
  }
}

/**
 * Brings a backup back into an EMPTY installation: its database holds nothing but what a first start
 * writes (`seededCounts`: every table has no rows, or exactly as many as the seeds write), and its
 * file folders hold no file. The database must have the same migrations as the backup's. All tables
 * are replaced in one transaction (the seeded rows by the backup's, which may carry the committee's
 * edits), parents before children, and every sequence is set past the highest id restored.
 */
export async function restoreBackup(
  database: Database,
  folders: FileFolders,
  file: string,
  seededCounts: Record<string, number>,
  key: Buffer,
): Promise<Manifest> {
  const staging = fs.mkdtempSync(path.join(os.tmpdir(), 'spell-restore-'))
  try {
    // The whole archive is opened and authenticated before the database is touched.
    const manifest = await unpack(file, key, staging)
    const tables = await listTables(database.db)
    await refuseUnlessEmpty(database.db, tables, folders, seededCounts)
    await refuseUnlessSameSchema(database.db, tables, manifest)

    await database.db.transaction(async (tx) => {
      await tx.execute(sql.raw(`truncate ${tables.map((t) => quoted(t.name)).join(', ')} restart identity`))
      for (const table of tables) await loadTable(tx, table, staging, 'insert')
      for (const table of tables) if (table.deferred.length) await loadTable(tx, table, staging, 'deferred')
      for (const table of tables)
        for (const column of table.sequenced)
          await tx.execute(
            sql.raw(
              `select setval(pg_get_serial_sequence('${quoted(table.name)}', '${column}'), coalesce(max(${quoted(column)}), 0) + 1, false) from ${quoted(table.name)}`,
            ),
          )
    })
    for (const [name, dir] of Object.entries(folders)) {
      const from = path.join(staging, 'files', name)
      if (fs.existsSync(from)) fs.cpSync(from, dir, { recursive: true })
    }
    return manifest
  } finally {
    fs.rmSync(staging, { recursive: true, force: true })
  }
}

async function unpack(file: string, key: Buffer, staging: string): Promise<Manifest> {
  checkBackupKey(file, key)
  const extract = tar.extract()
  extract.on('entry', (header, stream, next) => {
    const target = path.resolve(staging, header.name)
    // Entries stay inside the staging folder whatever their names say.
    if (header.type !== 'file' || !target.startsWith(`${staging}${path.sep}`)) {
      stream.resume()
      stream.on('end', next)
      return
    }
    fs.mkdirSync(path.dirname(target), { recursive: true })
    pipeline(stream, fs.createWriteStream(target)).then(() => next(), next)
  })
  await pipeline(fs.createReadStream(file), openArchive(key), zlib.createGunzip(), extract).catch(
    (error: unknown) => {
      if (error instanceof ArchiveSealError) throw sealRefusal(file, error.kind)
      throw new RestoreRefused(`${file} 不是完整的备份。${file} is not a complete backup.`)
    },
  )
  const manifestFile = path.join(staging, 'manifest.json')
  const manifest = fs.existsSync(manifestFile)
    ? (JSON.parse(fs.readFileSync(manifestFile, 'utf8')) as Manifest)
    : null
  if (manifest?.format !== BACKUP_FORMAT || manifest.version !== BACKUP_VERSION)
    throw new RestoreRefused(`${file} 不是本网站的备份。${file} is not a backup of this site.`)
  return manifest
}

async function refuseUnlessEmpty(
  db: Db,
  tables: TableInfo[],
  folders: FileFolders,
  seededCounts: Record<string, number>,
) {
  const counts = await countRows(db, tables)
  const holding = tables
    .map((t) => t.name)
    .filter((name) => (counts[name] ?? 0) > 0 && counts[name] !== seededCounts[name])
  const withFiles = Object.entries(folders)
    .filter(([, dir]) => listFiles(dir).length > 0)
    .map(([, dir]) => dir)
  if (holding.length || withFiles.length) {
    const what = [...holding.map((t) => `${t} (${counts[t]})`), ...withFiles].join(', ')
    throw new RestoreRefused(
      `目标不是空的安装，恢复会覆盖其中的数据：${what}。请恢复到新建的空数据库和空数据目录。\n` +
        `The target is not an empty installation, a restore would overwrite what it holds: ${what}. ` +
        'Restore into a new, empty database and data folder.',
    )
  }
}

async function refuseUnlessSameSchema(db: Db, tables: TableInfo[], manifest: Manifest) {
  const here = await migrationState(db)
  if (here.count !== manifest.migrations.count || here.last !== manifest.migrations.last)
    throw new RestoreRefused(
      `备份来自另一版本的数据库结构（迁移 ${manifest.migrations.count} 个，本站 ${here.count} 个）：请用制作备份时的版本恢复，再升级。\n` +
        `The backup comes from another version of the database schema (${manifest.migrations.count} migrations, ` +
        `this site has ${here.count}): restore with the version that made it, then upgrade.`,
    )
  const missing = manifest.tables.map((t) => t.name).filter((name) => !tables.some((t) => t.name === name))
  if (missing.length)
    throw new RestoreRefused(
      `本站没有备份中的表：${missing.join(', ')}。This site has no table ${missing.join(', ')} of the backup.`,
    )
}

/**
 * Inserts a table's rows, a thousand at a time, letting PostgreSQL read each value back from its JSON
 * ('insert', with the deferred references left empty), or fills in the deferred references ('deferred').
 */
async function loadTable(db: Db | Tx, table: TableInfo, staging: string, step: 'insert' | 'deferred') {
  const source = path.join(staging, 'tables', `${table.name}.jsonl`)
  if (!fs.existsSync(source)) return
  if (step === 'deferred' && table.key.length === 0)
    throw new Error(`Table ${table.name} has no primary key to write its deferred references by`)
  const name = quoted(table.name)
  const columns = table.columns.map(quoted).join(', ')
  const values = table.columns.map((c) => (table.deferred.includes(c) ? 'null' : `j.${quoted(c)}`)).join(', ')
  const deferred = table.deferred.map(quoted)
  const statement =
    step === 'insert'
      ? `insert into ${name} (${columns}) overriding system value select ${values} from json_populate_recordset(null::${name}, `
      : `update ${name} t set (${deferred.join(', ')}) = row(${deferred.map((c) => `j.${c}`).join(', ')}) from json_populate_recordset(null::${name}, `
  const match =
    step === 'insert'
      ? ') j'
      : `) j where ${table.key.map((k) => `t.${quoted(k)} = j.${quoted(k)}`).join(' and ')}`
  const run = (rows: string[]) =>
    db.execute(sql`${sql.raw(statement)}${`[${rows.join(',')}]`}::json${sql.raw(match)}`)
  let batch: string[] = []
  for await (const line of readline.createInterface({
    input: fs.createReadStream(source),
    crlfDelay: Infinity,
  })) {
    if (!line) continue
    batch.push(line)
    if (batch.length === INSERT_ROWS) {
      await run(batch)
      batch = []
    }
  }
  if (batch.length) await run(batch)
}
