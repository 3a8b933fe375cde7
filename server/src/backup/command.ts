import { chinaDateTime } from '@spell/shared/time/china-time'
import type { Config } from '../config'
import { openDatabase } from '../db/database'
import { writeBackup } from './backup'
import { fileFoldersOf, seededCounts } from './installation'
import { checkBackupKey, RestoreRefused, restoreBackup } from './restore'

/**
 * `npm run admin -- backup <file>` and `npm run admin -- restore <file>` on the database the server
 * would use (DATABASE_URL, or the embedded one in DATA_DIR) and its file folders, sealed with
 * BACKUP_KEY. Answers the exit code. Without the key, or with one that does not open the backup,
 * it refuses before it opens the database.
 */
export async function runBackupCommand(command: 'backup' | 'restore', file: string, config: Config) {
  const key = config.backupKey
  if (!key) {
    console.error(
      '没有设置 BACKUP_KEY：备份是加密的，制作和恢复备份都需要这个密钥（32 个随机字节，例如 openssl rand -base64 32），' +
        '请把它保存在备份以外的地方。\n' +
        'BACKUP_KEY is not set: backups are encrypted, and making or restoring one needs the key ' +
        '(32 random bytes, e.g. openssl rand -base64 32), kept somewhere other than the backups.',
    )
    return 1
  }
  if (command === 'restore') {
    try {
      checkBackupKey(file, key)
    } catch (error) {
      if (!(error instanceof RestoreRefused)) throw error
      console.error(error.message)
      return 1
    }
  }
  if (!config.databaseUrl && (await siteAnswers(config.port))) {
    console.error(
      `端口 ${config.port} 上的网站正在运行：内置数据库只能由一个进程打开，请先停止网站。\n` +
        `The site is running on port ${config.port}: the embedded database belongs to one process, stop the site first.`,
    )
    return 1
  }
  const database = await openDatabase(config)
  try {
    const folders = fileFoldersOf(config)
    if (command === 'backup') {
      const manifest = await writeBackup(database, folders, file, key)
      const rows = manifest.tables.reduce((sum, t) => sum + t.rows, 0)
      const files = Object.values(manifest.files).reduce((sum, n) => sum + n, 0)
      console.log(
        `已备份 ${manifest.tables.length} 张表（${rows} 行）和 ${files} 个文件到 ${file}。\n` +
          `Backed up ${manifest.tables.length} tables (${rows} rows) and ${files} files to ${file}.`,
      )
      return 0
    }
    const seeded = await seededCounts(config.firstSeason)
    const manifest = await restoreBackup(database, folders, file, seeded, key)
    const made = chinaDateTime(manifest.createdAt)
    console.log(
      `已从 ${file}（备份于北京时间 ${made}）恢复。现在启动网站。\n` +
        `Restored from ${file} (made ${made}, China time). Start the site now.`,
    )
    return 0
  } catch (error) {
    if (!(error instanceof RestoreRefused)) throw error
    console.error(error.message)
    return 1
  } finally {
    await database.close()
  }
}

/** Whether a server answers on the port (the embedded database must not be opened twice). */
async function siteAnswers(port: number) {
  if (!port) return false
  return fetch(`http://127.0.0.1:${port}/api/health`, { signal: AbortSignal.timeout(1000) }).then(
    () => true,
    () => false,
  )
}
