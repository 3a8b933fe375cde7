import fs from 'node:fs'
import os from 'node:os'
import path from 'node:path'
import ExcelJS from 'exceljs'
import type { Browser, Page } from 'playwright-core'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { buildCommittee } from './support/accounts'
import { seriousViolations } from './support/axe'
import { launchBrowser, openReady, snap } from './support/browser'
import { type Site, startSite } from './support/site'

let site: Site
let browser: Browser
let page: Page
const files = fs.mkdtempSync(path.join(os.tmpdir(), 'lexicon-desk-'))

beforeAll(async () => {
  ;[site, browser] = await Promise.all([startSite(), launchBrowser()])
  await buildCommittee(site, '13800006666', 'Committee#2026')
  const context = await browser.newContext({ viewport: { width: 1280, height: 900 }, locale: 'zh-CN' })
  page = await context.newPage()
})
afterAll(async () => {
  await browser?.close()
  await site?.stop()
  fs.rmSync(files, { recursive: true, force: true })
})

/** Exporting or importing all 2,500 entries takes a while on a busy machine. */
const wholeBank = 120_000
const coverageRow = (field: string) => page.getByTestId(`coverage-${field}`)

/** Downloads the export, lets `edit` change it, and saves it as a file to import. */
async function editedExport(
  name: string,
  edit: (entries: ExcelJS.Worksheet, texts: ExcelJS.Worksheet) => void,
) {
  const download = page.waitForEvent('download', { timeout: wholeBank })
  await page.getByRole('button', { name: /导出 \.xlsx/ }).click()
  const book = new ExcelJS.Workbook()
  await book.xlsx.readFile((await (await download).path()) as string)
  edit(
    book.getWorksheet('字条 Entries') as ExcelJS.Worksheet,
    book.getWorksheet('释义 Texts') as ExcelJS.Worksheet,
  )
  const file = path.join(files, name)
  await book.xlsx.writeFile(file)
  return file
}
const rowOf = (sheet: ExcelJS.Worksheet, ...cells: string[]) => {
  let found: ExcelJS.Row | undefined
  sheet.eachRow((row) => {
    if (!found && cells.every((cell, i) => row.getCell(i + 1).text === cell)) found = row
  })
  if (!found) throw new Error(`no row ${cells.join(' ')}`)
  return found
}
async function importFile(file: string) {
  const chooser = page.waitForEvent('filechooser')
  await page.getByRole('button', { name: /导入 \.xlsx/ }).click()
  await (await chooser).setFiles(file)
}

describe("the lexicon's content desk", () => {
  it('The committee opens the desk from the lexicon and sees each field’s coverage by source', async () => {
    await openReady(page, `${site.url}/admin/lexicon`)
    await page.getByLabel('账号').fill('13800006666')
    await page.getByLabel('密码').fill('Committee#2026')
    await page.getByRole('button', { name: /登\s*录/ }).click()
    await page.getByRole('heading', { name: '字库管理' }).waitFor()
    await page.getByRole('link', { name: /打开内容台/ }).click()
    await page.getByRole('heading', { name: '字库内容台' }).waitFor()
    await expect
      .poll(() => coverageRow('en.meaning').textContent())
      .toMatch(/英文释义\d+ \/ 2500.*CC-CEDICT \d+/)
    expect(await coverageRow('zh.meaning').textContent()).toMatch(/中文释义0 \/ 2500/)
    expect(await coverageRow('zh.classicPoetry').textContent()).toMatch(/chinese-poetry \d{4}/)
    expect(await coverageRow('simpleUrl').textContent()).toContain('自动生成 2500')
    await snap(page, 'lexicon-desk-zh')
  })

  it('The review queue shows 的 first with its sources; approving takes it off the queue and counts it', async () => {
    const first = page.getByTestId('review-的')
    await first.waitFor()
    await first.getByText('CC-CEDICT').first().waitFor()
    await first.getByRole('region', { name: '中文' }).getByText('暂无').first().waitFor()
    const total = Number((await page.getByText(/尚未审核的字/).textContent())?.match(/共 (\d+) 个/)?.[1])
    await first.getByRole('button', { name: /通\s*过/ }).click()
    await page.getByText('已通过「的」').waitFor()
    await page.getByText(`共 ${total - 1} 个`).waitFor()
    expect(await page.getByTestId('review-的').count()).toBe(0)
    await expect.poll(() => page.getByText(/已审核 1 个/).count()).toBe(1)
  })

  it('Hide takes an entry from the students; Edit opens it in the editor', async () => {
    const second = page.getByTestId('review-我')
    await second.getByRole('button', { name: /隐\s*藏/ }).click()
    await page.getByText('已对学生隐藏「我」').waitFor()
    await second.getByText('已隐藏').waitFor()
    await second.getByRole('link', { name: '编辑' }).click()
    await page.getByRole('heading', { name: '我', level: 2 }).waitFor()
    await page.getByRole('switch', { name: '对学生隐藏' }).waitFor()
    expect(await page.getByRole('switch', { name: '对学生隐藏' }).getAttribute('aria-checked')).toBe('true')
    await page.goBack()
    await page.getByRole('heading', { name: '字库内容台' }).waitFor()
  })

  it('A file with bad rows is refused whole, each bad row named, and nothing changes', async () => {
    const file = await editedExport('bad.xlsx', (entries, texts) => {
      rowOf(texts, '学', 'zh', '1').getCell(5).value = '学习，读书。'
      entries.addRow(['龘', 'dá', '', '否', '否'])
      texts.addRow(['天', 'fr', 1, '', '天空'])
    })
    await importFile(file)
    const alert = page.getByRole('alert')
    await alert.getByText('导入未生效，字库没有任何改动').waitFor({ timeout: wholeBank })
    await alert.getByText(/「字条 Entries」表第 2502 行：字库中没有「龘」/).waitFor()
    await alert.getByText(/「释义 Texts」表第 \d+ 行：语言“fr”不对/).waitFor()
    await snap(page, 'lexicon-desk-import-refused-zh')
    expect(await coverageRow('zh.meaning').textContent()).toMatch(/中文释义0 \/ 2500/)
  }, 300_000)

  it('An edited export imports: the Chinese explanation the committee wrote is counted as its own', async () => {
    const file = await editedExport('good.xlsx', (_entries, texts) => {
      rowOf(texts, '学', 'zh', '1').getCell(5).value = '学习，读书；也指学校。'
    })
    await importFile(file)
    await page
      .getByRole('status')
      .getByText(/已导入：更新 1 个字/)
      .waitFor({ timeout: wholeBank })
    await expect
      .poll(() => coverageRow('zh.meaning').textContent(), { timeout: wholeBank })
      .toMatch(/中文释义1 \/ 2500.*组委会 1/)
  }, 300_000)

  it('The desk has no serious accessibility problem', async () => {
    await page.getByTestId('review-是').waitFor()
    expect(await seriousViolations(page)).toEqual([])
  }, 180_000)

  it('In English the desk speaks English', async () => {
    await page.evaluate(() => localStorage.setItem('locale', 'EN'))
    await page.reload()
    await page.getByRole('heading', { name: 'Lexicon content desk' }).waitFor()
    await expect.poll(() => coverageRow('en.meaning').textContent()).toMatch(/English meaning\d+ \/ 2500/)
    await page.getByRole('heading', { name: 'Review queue' }).waitFor()
    await page.getByRole('button', { name: /Export \.xlsx/ }).waitFor()
    await snap(page, 'lexicon-desk-en')
  })
})
