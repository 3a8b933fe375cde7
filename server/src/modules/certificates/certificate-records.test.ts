import { TEAM_CODE } from '@spell/shared/api/certificates/certificate-codes'
import { eq } from 'drizzle-orm'
import ExcelJS from 'exceljs'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { certificates, clubs, teams } from '../../db/schema'
import { buildUser } from '../../test-support/factories'
import { buildSchoolRow } from '../../test-support/school-factory'
import { call, type TestServer } from '../../test-support/test-server'
import { confirmAndCertify } from '../teams/teams.service'
import { startCertificateServer } from './certificates.fixtures'

let server: TestServer
let committee: Record<string, string>

beforeAll(async () => {
  ;({ server, committee } = await startCertificateServer())
})
afterAll(() => server?.stop())

async function workbook(rows: (string | number)[][]) {
  const book = new ExcelJS.Workbook()
  const sheet = book.addWorksheet('results')
  sheet.addRow(['姓名 Name', '手机号 Phone', '组别 Group', '奖项 Award'])
  for (const row of rows) sheet.addRow(row)
  return Buffer.from(await book.xlsx.writeBuffer()).toString('base64')
}

describe('importing final results from an .xlsx', () => {
  it('offers a template with the four bilingual columns', async () => {
    const template = await call(server, 'GET', '/admin/certificates/template', {}, committee)
    const book = new ExcelJS.Workbook()
    await book.xlsx.load(Buffer.from(template.data.content, 'base64') as unknown as ArrayBuffer)
    expect(book.worksheets[0]?.getRow(1).values).toEqual([
      undefined,
      '姓名 Name',
      '手机号 Phone',
      '组别 Group',
      '奖项 Award',
    ])
  })

  it('names every bad row in the asker’s language and stores nothing', async () => {
    const content = await workbook([
      ['王一', '13912340001', '小高', '一等奖'],
      ['', '13912340002', '初中组', '二等奖'],
      ['李三', '12345', 'Grade 9', 'Gold'],
      ['王一', '13912340001', 'Upper primary', 'Third Prize'],
    ])
    const before = (await server.db.select().from(certificates)).length
    const zh = await call(
      server,
      'POST',
      '/admin/certificates/import',
      { season: 7, stage: 4, content },
      committee,
    )
    expect(zh.code).toBe(4000)
    const messages = zh.data.fields.map((f: { message: string }) => f.message)
    expect(messages).toContain('第 3 行：姓名不能为空')
    expect(messages).toContain('第 4 行：手机号“12345”不正确')
    expect(messages.some((m: string) => m.startsWith('第 4 行：组别“Grade 9”不正确'))).toBe(true)
    expect(messages.some((m: string) => m.startsWith('第 4 行：奖项“Gold”不正确'))).toBe(true)
    expect(messages).toContain('第 5 行：与第 2 行是同一名学生')
    expect(messages.some((m: string) => m.startsWith('第 2 行'))).toBe(false)
    const en = await call(
      server,
      'POST',
      '/admin/certificates/import',
      { season: 7, stage: 4, content },
      { ...committee, 'accept-language': 'en' },
    )
    expect(en.data.fields.map((f: { message: string }) => f.message)).toContain('Row 3: The name is missing')
    expect((await server.db.select().from(certificates)).length).toBe(before)
  })

  it('stores a good file, links rows whose phone and name are a student’s, and skips them the second time', async () => {
    const account = await buildUser(server.db, 'student', { phone: '13912349999', userName: '周小雨' })
    const content = await workbook([
      ['周小雨', '13912349999', '小高组', '一等奖'],
      ['Emily Chen', 13912348888, 'Junior high', 'Second Prize'],
      ['陈晨', '13912347777', 4, '参赛证书'],
    ])
    const first = await call(
      server,
      'POST',
      '/admin/certificates/import',
      { season: 7, stage: 4, content },
      committee,
    )
    expect(first.data).toEqual({ issued: 3, alreadyIssued: 0, linked: 1 })
    const linked = await server.db.select().from(certificates).where(eq(certificates.userId, account.id))
    expect(linked).toEqual([expect.objectContaining({ award: 1, groupId: 3, stage: 4, season: 7 })])
    expect(linked[0]?.code).toMatch(/^CEBS-2026-4-/)
    const [emily] = await server.db
      .select()
      .from(certificates)
      .where(eq(certificates.holderName, 'Emily Chen'))
    expect(emily).toMatchObject({ userId: null, holderPhone: '13912348888', award: 2, groupId: 4 })
    const second = await call(
      server,
      'POST',
      '/admin/certificates/import',
      { season: 7, stage: 4, content },
      committee,
    )
    expect(second.data).toEqual({ issued: 0, alreadyIssued: 3, linked: 1 })
  })
})

describe('revoking', () => {
  it('records who revoked and why; /query then says it was revoked and when, in both languages', async () => {
    const content = await workbook([['吴桐', '13912346666', '高中', '三等奖']])
    await call(server, 'POST', '/admin/certificates/import', { season: 7, stage: 4, content }, committee)
    const list = await call(server, 'GET', '/admin/certificates', { keyword: '吴桐' }, committee)
    expect(list.data.total).toBe(1)
    const [row] = list.data.rows
    const noReason = await call(
      server,
      'POST',
      '/admin/certificates/revoke',
      { id: row.id, reason: ' ' },
      committee,
    )
    expect(noReason).toMatchObject({ code: 4000, msg: '请填写撤销原因' })
    const revoked = await call(
      server,
      'POST',
      '/admin/certificates/revoke',
      { id: row.id, reason: '成绩录入错误' },
      committee,
    )
    expect(revoked.data).toMatchObject({
      revokeReason: '成绩录入错误',
      revokedAt: expect.stringMatching(/^\d{4}-\d{2}-\d{2}$/),
    })
    expect(revoked.data.revokedByName).toMatch(/committee/)
    const twice = await call(
      server,
      'POST',
      '/admin/certificates/revoke',
      { id: row.id, reason: '再次' },
      committee,
    )
    expect(twice.code).toBe(4009)

    for (const [lang, text] of [
      ['zh', `证书 ${row.code} 已于 ${revoked.data.revokedAt} 被组委会撤销，不再有效`],
      [
        'en',
        `Certificate ${row.code} was revoked by the committee on ${revoked.data.revokedAt} and is no longer valid`,
      ],
    ]) {
      const captcha = await call(server, 'GET', '/common/captcha')
      const answer = await server.services.store.get(`captcha:${captcha.data.captchaId}`)
      const query = await call(
        server,
        'GET',
        '/common/queryByCode',
        { code: row.code, captcha: answer ?? '', captchaId: captcha.data.captchaId },
        { 'accept-language': lang as string },
      )
      expect(query).toMatchObject({ code: 4004, msg: text, data: null })
    }
    // Revoked, the holder may be issued a corrected one for the same stage.
    const corrected = await call(
      server,
      'POST',
      '/admin/certificates/import',
      { season: 7, stage: 4, content },
      committee,
    )
    expect(corrected.data.issued).toBe(1)
  })
})

describe('team certificates', () => {
  it('carry the team’s level as their group and the season’s first year in their code', async () => {
    const school = await buildSchoolRow(server.db)
    const [club] = await server.db.insert(clubs).values({ clubName: '小学社团', clubLevel: 1 }).returning()
    const [team] = await server.db
      .insert(teams)
      .values({
        schoolId: school.id,
        clubId: club?.id ?? 0,
        season: 7,
        teamName: '星光小队',
        teamLevel: 1,
        teacherName: '王老师',
        phone: '13912345678',
        status: 'approved',
        payed: 1,
      })
      .returning()
    if (!team) throw new Error('team')
    const code = await server.db.transaction((tx) => confirmAndCertify(tx, team.id))
    expect(code).toMatch(TEAM_CODE)
    expect(code.startsWith('CEBS-T-2026-')).toBe(true)
    const [row] = await server.db.select().from(certificates).where(eq(certificates.code, code))
    expect(row).toMatchObject({ kind: 'team', groupId: 1, teamId: team.id, award: 5, season: 7 })
  })
})
