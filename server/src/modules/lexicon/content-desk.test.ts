import { LEXICON_SHEET_MAX_BYTES } from '@spell/shared/api/lexicon/content-desk'
import type { WordEntry } from '@spell/shared/api/lexicon/words'
import ExcelJS from 'exceljs'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { lexiconRows } from '../../db/seed/lexicon'
import { buildSignedInUser } from '../../test-support/factories'
import { buildLexiconReader } from '../../test-support/lexicon-reader'
import { call, startTestServer, type TestServer } from '../../test-support/test-server'

let server: TestServer
let committee: { authorization: string }
let student: { authorization: string }
beforeAll(async () => {
  server = await startTestServer()
  committee = { authorization: (await buildSignedInUser(server.db, 'committee')).token }
  student = await buildLexiconReader(server)
})
afterAll(() => server?.stop())

type Coverage = {
  total: number
  reviewed: number
  fields: { field: string; present: number; reviewed: number; sources: Record<string, number> }[]
}
const coverage = async () =>
  (await call(server, 'GET', '/admin/lexicon/coverage', {}, committee)).data as Coverage
const fieldOf = (c: Coverage, field: string) => c.fields.find((f) => f.field === field)

async function exported() {
  const answer = await call(server, 'GET', '/admin/lexicon/export', {}, committee)
  expect(answer.code).toBe(200)
  // The whole bank fits the import's limit, so an export can always come back.
  expect(Buffer.from(answer.data.content, 'base64').length).toBeLessThan(LEXICON_SHEET_MAX_BYTES)
  const book = new ExcelJS.Workbook()
  await book.xlsx.load(Buffer.from(answer.data.content, 'base64') as unknown as ArrayBuffer)
  return book
}
const encoded = async (book: ExcelJS.Workbook) =>
  Buffer.from(await book.xlsx.writeBuffer()).toString('base64')
const rowOf = (sheet: ExcelJS.Worksheet, ...cells: string[]) => {
  let found: ExcelJS.Row | undefined
  sheet.eachRow((row) => {
    if (!found && cells.every((cell, i) => row.getCell(i + 1).text === cell)) found = row
  })
  if (!found) throw new Error(`no row ${cells.join(' ')}`)
  return found
}
async function pageOf(cword: string): Promise<WordEntry> {
  const listed = await call(server, 'GET', '/word/getCWordList', { CWord: cword }, student)
  const page = await call(
    server,
    'GET',
    '/word/getCWordInfoGroupList',
    { pageNum: listed.data.list[0].seq },
    student,
  )
  return page.data.list[0]
}

describe("the lexicon's content desk", () => {
  it('is the committee’s only', async () => {
    for (const [path, method] of [
      ['/admin/lexicon/coverage', 'GET'],
      ['/admin/lexicon/review', 'GET'],
      ['/admin/lexicon/export', 'GET'],
      ['/admin/lexicon/import', 'POST'],
    ] as const) {
      expect((await call(server, method, path)).code).toBe(401)
      expect((await call(server, method, path, {}, student)).code).toBe(4003)
    }
    expect(
      (await call(server, 'POST', '/admin/lexicon/review', { id: 1, reviewed: true }, student)).code,
    ).toBe(4003)
  })

  it('counts each field by source: CC-CEDICT senses and words, chinese-poetry couplets, no generated sentence', async () => {
    const c = await coverage()
    expect(c.total).toBe(lexiconRows.length)
    const shown = lexiconRows.filter((row) => Object.keys(row.d).length).length
    expect(fieldOf(c, 'en.meaning')).toMatchObject({ present: shown, sources: { cedict: shown } })
    expect(fieldOf(c, 'zh.words')?.sources.cedict).toBeGreaterThan(2300)
    expect(fieldOf(c, 'zh.classicPoetry')?.sources['chinese-poetry']).toBeGreaterThan(1500)
    // No open source gives modern Chinese explanations or sentences: they are the committee's to write.
    expect(fieldOf(c, 'zh.meaning')?.present).toBe(0)
    expect(fieldOf(c, 'zh.sentence')?.present).toBe(0)
    expect(fieldOf(c, 'en.sentence')?.present).toBe(0)
    expect(fieldOf(c, 'simpleUrl')).toMatchObject({ present: c.total, sources: { generated: c.total } })
    expect(fieldOf(c, 'sealScript')?.present).toBe(0)
  })

  it('lists unreviewed entries most frequent first; approving one takes it off the queue', async () => {
    const before = await coverage()
    const queue = await call(server, 'GET', '/admin/lexicon/review', {}, committee)
    expect(queue.code).toBe(200)
    expect(queue.data.list).toHaveLength(10)
    const first = queue.data.list[0]
    expect(first).toMatchObject({ cword: '的', reviewed: false })
    expect(first.speechVo[1].parts[0].sources.meaning).toBe('cedict')
    const approved = await call(
      server,
      'POST',
      '/admin/lexicon/review',
      { id: first.id, reviewed: true },
      committee,
    )
    expect(approved.data).toEqual({ id: first.id, reviewed: true })
    const after = await call(server, 'GET', '/admin/lexicon/review', {}, committee)
    expect(after.data.total).toBe(queue.data.total - 1)
    expect(after.data.list[0].cword).not.toBe('的')
    expect((await coverage()).reviewed).toBe(before.reviewed + 1)
    const missing = await call(
      server,
      'POST',
      '/admin/lexicon/review',
      { id: 999999, reviewed: true },
      committee,
    )
    expect(missing.code).toBe(4004)
  })

  it('exports the bank and imports it back: an unchanged file changes nothing, an edited text becomes the committee’s', async () => {
    const book = await exported()
    const entries = book.getWorksheet('字条 Entries') as ExcelJS.Worksheet
    const texts = book.getWorksheet('释义 Texts') as ExcelJS.Worksheet
    expect(entries.rowCount).toBe(lexiconRows.length + 1)
    expect(rowOf(entries, '休').getCell(2).text).toBe('xiū')
    expect(rowOf(texts, '休', 'en', '1').getCell(5).text).toContain('to rest')

    const same = await call(
      server,
      'POST',
      '/admin/lexicon/import',
      { content: await encoded(book) },
      committee,
    )
    expect(same.data).toEqual({ updated: 0, unchanged: lexiconRows.length })

    rowOf(texts, '休', 'zh', '1').getCell(5).value = '停下来歇一歇，比如“休息”。'
    rowOf(entries, '休').getCell(5).value = '是'
    const edited = await call(
      server,
      'POST',
      '/admin/lexicon/import',
      { content: await encoded(book) },
      committee,
    )
    expect(edited.data).toEqual({ updated: 1, unchanged: lexiconRows.length - 1 })
    const xiu = (await pageOf('休')).speechVo[0]?.parts[0]
    expect(xiu?.meaning).toBe('停下来歇一歇，比如“休息”。')
    expect(xiu?.sources).toMatchObject({
      meaning: 'committee',
      words: 'cedict',
      classicPoetry: 'chinese-poetry',
    })
    expect(fieldOf(await coverage(), 'zh.meaning')).toMatchObject({
      present: 1,
      reviewed: 1,
      sources: { committee: 1 },
    })
  }, 120_000)

  it('refuses a file with bad rows whole, naming each row in the reader’s language', async () => {
    const book = await exported()
    const entries = book.getWorksheet('字条 Entries') as ExcelJS.Worksheet
    const texts = book.getWorksheet('释义 Texts') as ExcelJS.Worksheet
    // A good change that must not be applied either.
    rowOf(texts, '学', 'zh', '1').getCell(5).value = '学习，读书。'
    const unknown = entries.addRow(['龘', 'dá', '', '否', '否']).number
    const flag = rowOf(entries, '好')
    flag.getCell(4).value = 'maybe'
    const language = texts.addRow(['天', 'fr', 1, 'nom', 'ciel']).number
    const part = texts.addRow(['天', 'zh', 40, '', '天空']).number
    const content = await encoded(book)

    const zh = await call(server, 'POST', '/admin/lexicon/import', { content }, committee)
    expect(zh.code).toBe(4000)
    expect(zh.msg).toContain(`「字条 Entries」表第 ${unknown} 行：字库中没有「龘」`)
    expect(zh.msg).toContain(`「字条 Entries」表第 ${flag.number} 行：“隐藏”和“已审核”须为 是 或 否`)
    expect(zh.msg).toContain(`「释义 Texts」表第 ${language} 行：语言“fr”不对`)
    expect(zh.msg).toContain(`「释义 Texts」表第 ${part} 行：序号“40”不对`)
    const en = await call(
      server,
      'POST',
      '/admin/lexicon/import',
      { content },
      { ...committee, 'accept-language': 'en' },
    )
    expect(en.msg).toContain(`Sheet “字条 Entries”, row ${unknown}: “龘” is not in the lexicon`)
    expect(en.msg).toContain(`Sheet “释义 Texts”, row ${part}: The part number “40” is not valid`)
    expect((await pageOf('学')).speechVo[0]?.parts[0]?.meaning).toBeNull()

    const notXlsx = await call(server, 'POST', '/admin/lexicon/import', { content: 'aGVsbG8=' }, committee)
    expect(notXlsx.code).toBe(4000)
    expect(notXlsx.msg).toContain('不是字库导出的 .xlsx')
  }, 120_000)
})
