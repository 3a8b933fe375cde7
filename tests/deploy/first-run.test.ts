import { randomBytes } from 'node:crypto'
import fs from 'node:fs'
import os from 'node:os'
import path from 'node:path'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import {
  type CompiledInstance,
  ensureServerBuild,
  runCompiledAdmin,
  stagingEnv,
  startCompiled,
} from './support/compiled-server'

/**
 * A first run in production with the compiled build, on the embedded database: the site starts with
 * no demo data, the committee account comes from the compiled CLI and signs in through the API, and
 * a backup made by the CLI brings the installation back in another data folder.
 */
const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'spell-first-run-'))
const envFor = (dataDir: string) => stagingEnv({ DATA_DIR: dataDir, EMBEDDED_DATABASE_ALLOWED: '1' })
const first = envFor(path.join(dir, 'first'))
const restored = envFor(path.join(dir, 'restored'))
const backupFile = path.join(dir, 'first.tar.gz.enc')
const committee = { phone: '13900000009', name: '组委会', password: 'Committee#2026' }
let running: CompiledInstance | undefined

async function staffLogin(instance: CompiledInstance, account: string, password: string) {
  const response = await fetch(`${instance.url}/api/admin/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ account, password }),
  })
  return (await response.json()) as { code: number; data: { loginType?: number } | null }
}

beforeAll(() => ensureServerBuild())
afterAll(async () => {
  await running?.stop()
  fs.rmSync(dir, { recursive: true, force: true })
})

describe('first run of the compiled build', () => {
  it('starts with no demo data', async () => {
    running = await startCompiled(first)
    expect(running.output()).not.toMatch(/13800000004|Committee@2024/)
    expect((await staffLogin(running, '13800000004', 'Committee@2024')).code).not.toBe(200)
  })

  it('refuses a backup of the embedded database while the site holds it', () => {
    const busy = runCompiledAdmin(['backup', backupFile], { ...first, PORT: String(running?.port) })
    expect(busy.status).toBe(1)
    expect(busy.output).toMatch(/stop the site first/)
    expect(fs.existsSync(backupFile)).toBe(false)
  })

  it('creates the committee account with the compiled CLI, which then signs in at /admin', async () => {
    await running?.stop()
    const created = runCompiledAdmin(
      ['create-committee', committee.phone, committee.name, committee.password],
      first,
    )
    expect(created.output).toMatch(/Created committee #\d+/)
    expect(created.status).toBe(0)
    running = await startCompiled(first)
    const login = await staffLogin(running, committee.phone, committee.password)
    expect(login).toMatchObject({ code: 200, data: { loginType: 4 } })
    expect((await staffLogin(running, committee.phone, 'wrong-password')).code).not.toBe(200)
  })

  it('backs the installation up and restores it into an empty one, where the committee signs in', async () => {
    await running?.stop()
    const backup = runCompiledAdmin(['backup', backupFile], first)
    expect(backup.output).toMatch(/Backed up \d+ tables/)
    expect(backup.status).toBe(0)
    expect(fs.readFileSync(backupFile).includes(committee.phone)).toBe(false)
    // Under another key the backup is refused, and the installation stays empty for the real restore.
    const otherKey = randomBytes(32).toString('base64')
    const refused = runCompiledAdmin(['restore', backupFile], { ...restored, BACKUP_KEY: otherKey })
    expect(refused.status).toBe(1)
    expect(refused.output).toMatch(/BACKUP_KEY is not the key this backup was made with/)
    const restore = runCompiledAdmin(['restore', backupFile], restored)
    expect(restore.output).toMatch(/Restored from/)
    expect(restore.status).toBe(0)
    // A second restore finds the installation no longer empty.
    const again = runCompiledAdmin(['restore', backupFile], restored)
    expect(again.status).toBe(1)
    expect(again.output).toMatch(/目标不是空的安装[\s\S]*not an empty installation/)

    running = await startCompiled(restored)
    expect(await staffLogin(running, committee.phone, committee.password)).toMatchObject({ code: 200 })
    // Four runs of the compiled CLI and a start: on a busy two-core machine the restore alone can take half a minute.
  }, 150_000)
})
