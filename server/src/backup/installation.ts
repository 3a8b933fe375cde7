import path from 'node:path'
import type { Config } from '../config'
import { openDatabase } from '../db/database'
import { seedDatabase } from '../db/seed/seed'
import { createLogger } from '../logger'
import { courseFileRoot } from '../modules/courses/courses.service'
import { invoiceFileRoot } from '../modules/orders/invoices.files'
import type { FileFolders } from './backup'
import { countRows, listTables } from './catalog'

/** The folders of files an installation keeps beside its database: uploads, course files and issued invoices. */
export const fileFoldersOf = (config: Pick<Config, 'uploadsDir'>): FileFolders => ({
  uploads: config.uploadsDir,
  'course-files': courseFileRoot(config.uploadsDir),
  'invoice-files': invoiceFileRoot(config.uploadsDir),
})

/**
 * Rows per table after a first start without demo data (opening `firstSeason`, as the installation's
 * FIRST_SEASON says), taken from a throw-away embedded database.
 */
export async function seededCounts(firstSeason: string | undefined): Promise<Record<string, number>> {
  const logger = createLogger('silent')
  const fresh = await openDatabase(
    { dataDir: 'memory://' },
    { afterMigrate: (db) => seedDatabase(db, { demo: false, logger, firstSeason }) },
  )
  try {
    return await countRows(fresh.db, await listTables(fresh.db))
  } finally {
    await fresh.close()
  }
}

/** A path given on the command line, relative to the folder the command was typed in. */
export const fromCommandLine = (file: string) => path.resolve(process.env.INIT_CWD ?? process.cwd(), file)
