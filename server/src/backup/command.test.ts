import { randomBytes } from 'node:crypto'
import fs from 'node:fs'
import os from 'node:os'
import path from 'node:path'
import { afterAll, afterEach, describe, expect, it, vi } from 'vitest'
import { readConfig } from '../config'
import { runBackupCommand } from './command'

/**
 * The command refuses before it opens the database: without BACKUP_KEY nothing is backed up or
 * restored, and a restore under another key is told from the backup's header alone.
 */
const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'spell-backup-command-'))
const dataDir = path.join(dir, 'data')
const config = (env: Record<string, string> = {}) => readConfig({ PORT: '0', DATA_DIR: dataDir, ...env })
const errors = () =>
  vi
    .mocked(console.error)
    .mock.calls.map((call) => String(call[0]))
    .join('\n')

afterEach(() => vi.restoreAllMocks())
afterAll(() => fs.rmSync(dir, { recursive: true, force: true }))

describe('npm run admin -- backup|restore', () => {
  it('refuses to back up or restore without BACKUP_KEY, and touches nothing', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => {})
    const file = path.join(dir, 'none.tar.gz.enc')
    expect(await runBackupCommand('backup', file, config())).toBe(1)
    expect(fs.existsSync(file)).toBe(false)
    fs.writeFileSync(file, 'a backup')
    expect(await runBackupCommand('restore', file, config())).toBe(1)
    expect(errors()).toMatch(/没有设置 BACKUP_KEY[\s\S]*BACKUP_KEY is not set: backups are encrypted/)
    expect(fs.existsSync(dataDir)).toBe(false)
  })

  it('refuses a restore under another key before it opens the database', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => {})
    vi.spyOn(console, 'log').mockImplementation(() => {})
    const made = config({ DATA_DIR: path.join(dir, 'made'), BACKUP_KEY: randomBytes(32).toString('hex') })
    const file = path.join(dir, 'made.tar.gz.enc')
    expect(await runBackupCommand('backup', file, made)).toBe(0)
    expect(
      await runBackupCommand('restore', file, config({ BACKUP_KEY: randomBytes(32).toString('hex') })),
    ).toBe(1)
    expect(errors()).toMatch(/BACKUP_KEY is not the key this backup was made with/)
    expect(fs.existsSync(dataDir)).toBe(false)
  })
})
