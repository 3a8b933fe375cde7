import { spawnSync } from 'node:child_process'
import { randomBytes } from 'node:crypto'
import fs from 'node:fs'
import os from 'node:os'
import path from 'node:path'
import { eq, sql } from 'drizzle-orm'
import { afterAll, describe, expect, it } from 'vitest'
import { readConfig } from '../../config'
import { users } from '../../db/schema'
import { startServer } from '../../server'
import { birthAndSexOf, buildUser } from '../../test-support/factories'
import { call, codeFor } from '../../test-support/test-server'
import { hashPassword } from '../auth/passwords'
import { startSession } from '../auth/sessions.service'
import { rotatePersonalDataKey, sealPlainIdNumbers } from './id-numbers'
import { createPersonalDataVault } from './personal-data-vault'

const root = path.resolve(import.meta.dirname, '../../../..')
const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'spell-rotation-'))
afterAll(() => fs.rmSync(dataDir, { recursive: true, force: true }))
const keyA = randomBytes(32)
const keyB = randomBytes(32)

/** The site on an embedded database in its own folder, so that a command can open it between two starts. */
const startSite = (env: Record<string, string>) =>
  startServer(
    readConfig({
      NODE_ENV: 'test',
      PORT: '0',
      LOG_LEVEL: 'silent',
      SEED_DEMO: '0',
      DATA_DIR: dataDir,
      ...env,
    }),
  )
type Site = Awaited<ReturnType<typeof startSite>>

async function saveIdNumber(site: Site, idCard: string, n: number) {
  const user = await buildUser(site.services.db, 'student', { phone: null, email: null })
  const auth = { authorization: await startSession(site.services.db, user.id) }
  await call(site, 'POST', '/privacy/consent', { sensitive: true }, auth)
  const phone = `1370000000${n}`
  const saved = await call(
    site,
    'POST',
    '/user/saveBasicsUser',
    {
      sysUser: {
        userName: `学生${n}`,
        cardType: 1,
        idCard,
        ...birthAndSexOf(idCard),
        phone,
        email: `r${n}@family.cn`,
      },
      sysUserInfo: {
        provinceCode: '310000',
        cityCode: '310100',
        areaCode: '310104',
        province: '上海市',
        city: '市辖区',
        area: '徐汇区',
        schoolName: '上海市徐汇区第一中心小学',
        grade: 5,
      },
      code: await codeFor(site as never, phone, 9),
    },
    auth,
  )
  expect(saved, saved.msg).toMatchObject({ code: 200 })
  return { user, auth }
}

describe('npm run admin -- rotate-personal-data-key', () => {
  it('re-encrypts every ID number and its lookup hash under the new key, reading them with the old one', async () => {
    let site = await startSite({ PERSONAL_DATA_KEY: keyA.toString('base64') })
    const first = await saveIdNumber(site, '11010519491231002X', 1)
    const second = await saveIdNumber(site, '110105194912310011', 2)
    const underA = await site.services.db.select().from(users).where(eq(users.id, first.user.id))
    await site.stop()

    const rotate = (env: Record<string, string>) =>
      spawnSync(process.execPath, ['scripts/admin.mjs', 'rotate-personal-data-key'], {
        cwd: root,
        encoding: 'utf8',
        env: {
          ...process.env,
          NODE_ENV: 'test',
          LOG_LEVEL: 'silent',
          DATA_DIR: dataDir,
          DATABASE_URL: '',
          ...env,
        },
      })
    const withoutOldKey = rotate({ PERSONAL_DATA_KEY: keyB.toString('hex') })
    expect(withoutOldKey.status).toBe(1)
    expect(withoutOldKey.stderr).toMatch(/PERSONAL_DATA_OLD_KEYS/)
    const rotated = rotate({
      PERSONAL_DATA_KEY: keyB.toString('hex'),
      PERSONAL_DATA_OLD_KEYS: keyA.toString('hex'),
    })
    expect(rotated.stdout).toMatch(/^2 of 2 ID numbers and 0 character bank passwords re-encrypted/)
    expect(rotated.status).toBe(0)

    // Only the new key now: every number still opens, and a lookup by number finds its student.
    site = await startSite({ PERSONAL_DATA_KEY: keyB.toString('base64') })
    const vaultB = createPersonalDataVault(keyB)
    const rows = await site.services.db.select().from(users).where(sql`${users.idCardSealed} is not null`)
    expect(rows).toHaveLength(2)
    for (const row of rows) expect(vaultB.isCurrent(row.idCardSealed as string)).toBe(true)
    const [afterFirst] = rows.filter((r) => r.id === first.user.id)
    expect(afterFirst?.idCardSealed).not.toBe(underA[0]?.idCardSealed)
    expect(afterFirst?.idCardHash).toBe(vaultB.lookupHash('11010519491231002X'))
    expect(afterFirst?.idCardHash).not.toBe(underA[0]?.idCardHash)
    const info = await call(site, 'POST', '/user/getBasicsUserInfo', {}, second.auth)
    expect(info.data.sysUser.idCard).toBe('**************0011')
    expect(await rotatePersonalDataKey(site.services.db, vaultB)).toEqual({ total: 2, rotated: 0 })

    // A number left in plain text from before encryption is sealed at start, once.
    const staff = await buildUser(site.services.db, 'student', { passwordHash: await hashPassword('x') })
    await site.services.db.execute(
      sql`update users set id_card = '110105194912310011' where id = ${staff.id}`,
    )
    await site.stop()
    site = await startSite({ PERSONAL_DATA_KEY: keyB.toString('base64') })
    const [sealed] = await site.services.db.select().from(users).where(eq(users.id, staff.id))
    expect(sealed?.idCardSealed).toMatch(/^pd1\./)
    expect(vaultB.open(sealed?.idCardSealed as string)).toBe('110105194912310011')
    expect(sealed?.idCardHash).toBe(vaultB.lookupHash('110105194912310011'))
    expect(await sealPlainIdNumbers(site.services.db, vaultB)).toBe(0)
    await site.stop()
  }, 120_000)
})
