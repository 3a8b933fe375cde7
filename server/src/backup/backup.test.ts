import { randomBytes } from 'node:crypto'
import fs from 'node:fs'
import os from 'node:os'
import path from 'node:path'
import zlib from 'node:zlib'
import { sql } from 'drizzle-orm'
import pg from 'pg'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { type Database, openDatabase } from '../db/database'
import { coupons, examAnswers, orders, personalDataConsents, userAddresses, users } from '../db/schema'
import { buildCertificate, buildExam, buildSignedInUser, buildUser } from '../test-support/factories'
import { call, startTestServer, type TestServer } from '../test-support/test-server'
import { listFiles, writeBackup } from './backup'
import { countRows, listTables, quoted, rowsOf } from './catalog'
import { seededCounts } from './installation'
import { RestoreRefused, restoreBackup } from './restore'

/**
 * A season's worth of data (accounts, a paid order with a coupon, an exam with answers, a certificate,
 * an uploaded file) is backed up from a running site and restored into a fresh installation, where
 * every row of every table and every file is found again. On PGlite, and on PostgreSQL when
 * DATABASE_URL is set (the database the site runs on is the one backed up and restored into).
 */
let server: TestServer
let target: Database
let dropTarget = async () => {}
const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'spell-backup-test-'))
const sourceFolders = {
  uploads: path.join(dir, 'source', 'uploads'),
  'course-files': path.join(dir, 'source', 'course'),
}
const targetFolders = {
  uploads: path.join(dir, 'target', 'uploads'),
  'course-files': path.join(dir, 'target', 'course'),
}
const file = path.join(dir, 'season.tar.gz.enc')
const key = randomBytes(32)
let seeded: Record<string, number>
/** A student's personal data that must not be readable in the archive. */
const personal = {
  phone: '13712345678',
  email: 'ouyang.kun.private@example.cn',
  guardianName: '欧阳监护',
  guardianPhone: '13687654321',
}

async function freshDatabase(): Promise<Database> {
  const adminUrl = process.env.DATABASE_URL
  if (!adminUrl) return openDatabase({ dataDir: 'memory://' })
  const name = `spell_restore_${randomBytes(6).toString('hex')}`
  const admin = new pg.Client({ connectionString: adminUrl })
  await admin.connect()
  await admin.query(`create database ${name}`)
  await admin.end()
  dropTarget = async () => {
    const client = new pg.Client({ connectionString: adminUrl })
    await client.connect()
    await client.query(`drop database if exists ${name} with (force)`)
    await client.end()
  }
  const url = new URL(adminUrl)
  url.pathname = `/${name}`
  return openDatabase({ databaseUrl: url.toString(), dataDir: '' })
}

/** Every row of a table as PostgreSQL writes it, in a stable order. */
const contents = async (db: Database['db'], table: string) =>
  (await rowsOf<{ row: string }>(db, sql.raw(`select row_to_json(t)::text as row from ${quoted(table)} t`)))
    .map((r) => r.row)
    .sort()

beforeAll(async () => {
  server = await startTestServer()
  seeded = await seededCounts(server.services.config.firstSeason)
  const db = server.db
  // Accounts, an address, a coupon and a paid entry order, through the API as a student pays.
  const student = await buildSignedInUser(db, 'student')
  const [address] = await db
    .insert(userAddresses)
    .values({
      userId: student.user.id,
      receiptName: '欧阳堃',
      receiptPhone: '13800001111',
      provinceCode: '110000',
      cityCode: '110100',
      receiptAddress: '学院路 1 号',
    })
    .returning()
  const [coupon] = await db
    .insert(coupons)
    .values({ userId: student.user.id, couponName: '立减50元', couponNameEn: '50 off', discountAmount: 5000 })
    .returning()
  const order = await call(
    server,
    'POST',
    '/order/creatTbProductOrder',
    { productId: 1, tbProductDetail: [1], addressId: address?.id, couponId: coupon?.id },
    { authorization: student.token },
  )
  const sandbox = server.services.payments.sandbox
  if (!sandbox) throw new Error('no sandbox')
  const paid = sandbox.signedNotification({
    orderNo: order.data.orderNo,
    amount: 53000,
    transactionId: 'T-BACKUP',
    success: true,
  })
  await fetch(new URL('/api/pay/notify/sandbox', server.url), { method: 'POST', ...paid })
  // An exam with its judge, the student and an answer; a certificate.
  const judge = await buildSignedInUser(db, 'judge')
  const { exam, questions } = await buildExam(db, {
    judgeIds: [judge.user.id],
    studentIds: [student.user.id],
  })
  await db.insert(examAnswers).values({
    examId: exam.id,
    userId: student.user.id,
    questionId: questions[1]?.id as number,
    answer: '水',
    revision: 3,
    receivedAt: new Date(),
  })
  await buildCertificate(db, { code: 'BACKUP-0001', holderName: '欧阳堃' })
  // A student with a birth date, and the guardian who consented for her.
  const child = await buildUser(db, 'student', {
    phone: personal.phone,
    email: personal.email,
    dateBirth: '2016-05-04',
  })
  await db.insert(personalDataConsents).values({
    userId: child.id,
    kind: 'guardian',
    policyVersion: '2025-01',
    guardianName: personal.guardianName,
    guardianRelation: 'mother',
    guardianPhone: personal.guardianPhone,
  })
  // Uploaded files: an avatar (binary) and a course file in a nested folder.
  fs.mkdirSync(path.join(sourceFolders.uploads, 'avatars'), { recursive: true })
  fs.writeFileSync(path.join(sourceFolders.uploads, 'avatars', 'a1.png'), randomBytes(4096))
  fs.mkdirSync(path.join(sourceFolders['course-files'], '7'), { recursive: true })
  fs.writeFileSync(path.join(sourceFolders['course-files'], '7', '讲义.pdf'), '%PDF-1.4 讲义')
  target = await freshDatabase()
})

afterAll(async () => {
  await server?.stop()
  await target?.close()
  await dropTarget()
  fs.rmSync(dir, { recursive: true, force: true })
})

/** Every byte of the file, and what gunzip makes of it when it is a plain .tar.gz. */
function readableText(archive: string) {
  const bytes = fs.readFileSync(archive)
  let unzipped = Buffer.alloc(0)
  try {
    unzipped = zlib.gunzipSync(bytes)
  } catch {}
  return Buffer.concat([bytes, unzipped])
}

/** What the target installation holds: rows per table and files per folder. */
const targetState = async () => ({
  rows: await countRows(target.db, await listTables(target.db)),
  files: Object.values(targetFolders).map((folder) => listFiles(folder).length),
})

describe('backup and restore', () => {
  it('writes an archive in which no phone, e-mail or guardian of a student can be read', async () => {
    const manifest = await writeBackup(server.services.database, sourceFolders, file, key)
    const tables = await listTables(server.db)
    expect(manifest.tables.map((t) => t.name)).toEqual(tables.map((t) => t.name))
    // The running instances' heartbeats are no data to keep: a restore would name instances long gone.
    expect(manifest.tables.map((t) => t.name)).toContain('users')
    expect(manifest.tables.map((t) => t.name)).not.toContain('instance_heartbeats')
    expect(manifest.files).toEqual({ uploads: 1, 'course-files': 1 })
    const text = readableText(file)
    for (const value of Object.values(personal)) expect(text.includes(value), value).toBe(false)
    expect(text.includes('2016-05-04')).toBe(false)
  })

  it('refuses to restore under another key, and writes nothing', async () => {
    const before = await targetState()
    const restoring = restoreBackup(target, targetFolders, file, seeded, randomBytes(32))
    await expect(restoring).rejects.toBeInstanceOf(RestoreRefused)
    await expect(restoring).rejects.toThrow(
      /BACKUP_KEY 不是[\s\S]*BACKUP_KEY is not the key this backup was made with/,
    )
    expect(await targetState()).toEqual(before)
  })

  it('refuses an archive with one byte changed or cut short, and writes nothing', async () => {
    const before = await targetState()
    const bytes = fs.readFileSync(file)
    for (const at of [Math.floor(bytes.length / 2), bytes.length - 1]) {
      const altered = Buffer.from(bytes)
      altered[at] = (altered[at] as number) ^ 0x80
      const tampered = path.join(dir, `tampered-${at}.enc`)
      fs.writeFileSync(tampered, altered)
      await expect(restoreBackup(target, targetFolders, tampered, seeded, key), String(at)).rejects.toThrow(
        /已损坏或被改动[\s\S]*is damaged or was altered/,
      )
    }
    const cut = path.join(dir, 'cut.enc')
    fs.writeFileSync(cut, bytes.subarray(0, bytes.length - 100))
    await expect(restoreBackup(target, targetFolders, cut, seeded, key)).rejects.toThrow(
      /is damaged or was altered/,
    )
    expect(await targetState()).toEqual(before)
  })

  it('finds every row of every table and every file again in a fresh installation', async () => {
    const [paidOrder] = await server.db.select().from(orders)
    expect(paidOrder?.paidAt).toBeTruthy()
    const tables = await listTables(server.db)

    await restoreBackup(target, targetFolders, file, seeded, key)

    for (const table of tables) {
      const [before, after] = [await contents(server.db, table.name), await contents(target.db, table.name)]
      expect(after.length, table.name).toBe(before.length)
      expect(after, table.name).toEqual(before)
    }
    for (const [name, folder] of Object.entries(sourceFolders)) {
      const restored = targetFolders[name as keyof typeof targetFolders]
      for (const relative of fs.readdirSync(folder, { recursive: true }) as string[]) {
        const original = path.join(folder, relative)
        if (fs.statSync(original).isFile())
          expect(fs.readFileSync(path.join(restored, relative)).equals(fs.readFileSync(original))).toBe(true)
      }
    }
  })

  it('continues the ids after the restored rows', async () => {
    const [highest] = await rowsOf<{ id: number }>(target.db, sql`select max(id) as id from users`)
    const [created] = await target.db
      .insert(users)
      .values({ role: 'student', phone: '13900000001', userName: '新同学' })
      .returning({ id: users.id })
    expect(created?.id).toBe(Number(highest?.id) + 1)
  })

  it('refuses to restore into an installation that holds data, naming what it holds', async () => {
    const restoring = restoreBackup(target, targetFolders, file, seeded, key)
    await expect(restoring).rejects.toBeInstanceOf(RestoreRefused)
    await expect(restoring).rejects.toThrow(/not an empty installation[\s\S]*users/)
  })

  it('is readable by its owner alone, also when it replaces a file anyone could read', async () => {
    // It holds birth dates, guardians' phones, photos and password hashes.
    expect(fs.statSync(file).mode & 0o777).toBe(0o600)
    const again = path.join(dir, 'again.tar.gz.enc')
    fs.writeFileSync(again, 'an older file', { mode: 0o644 })
    fs.chmodSync(again, 0o644)
    await writeBackup(server.services.database, sourceFolders, again, key)
    expect(fs.statSync(again).mode & 0o777).toBe(0o600)
  })

  it('refuses a file that is not a backup, and an unencrypted one of an older version', async () => {
    const other = path.join(dir, 'not-a-backup.tar.gz')
    fs.writeFileSync(other, 'hello')
    await expect(restoreBackup(target, targetFolders, other, seeded, key)).rejects.toThrow(
      /not a backup of this site/,
    )
    const plain = path.join(dir, 'plain.tar.gz')
    fs.writeFileSync(plain, zlib.gzipSync('manifest.json'))
    await expect(restoreBackup(target, targetFolders, plain, seeded, key)).rejects.toThrow(
      /未加密[\s\S]*unencrypted backup/,
    )
  })
})
