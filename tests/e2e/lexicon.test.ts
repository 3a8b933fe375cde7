import type { Browser, BrowserContext, Page } from 'playwright-core'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { buildCommittee } from './support/accounts'
import { launchBrowser, snap } from './support/browser'
import { type Site, startSite } from './support/site'
import { buildReadyStudent, studentLogsIn } from './support/students'

let site: Site
let browser: Browser
let context: BrowserContext
let page: Page

beforeAll(async () => {
  ;[site, browser] = await Promise.all([startSite(), launchBrowser()])
  context = await browser.newContext({ viewport: { width: 1280, height: 900 }, locale: 'zh-CN' })
  page = await context.newPage()
  await buildReadyStudent(site, '13566668888', 'Spell2026')
})
afterAll(async () => {
  await browser?.close()
  await site?.stop()
})

/** Which clip the page's one audio element plays, and whether it is playing. */
const audioState = () =>
  page.evaluate(() => {
    const playing = document.querySelector('[data-playing="true"]')
    return { playing: playing?.getAttribute('aria-label') ?? null }
  })

describe('the character bank', () => {
  it('A student signs in and opens the lexicon, which starts at letter B', async () => {
    await studentLogsIn(site, page, '13566668888', 'Spell2026')
    await page.goto(`${site.url}/stu/lexicon/index`)
    await page.getByRole('heading', { name: '汉字字库' }).waitFor()
    await snap(page, 'lexicon-index-zh')
    await page.getByRole('button', { name: /打开字库/ }).click()
    await page.waitForURL('**/stu/lexicon/directory**')
    await page.getByRole('link', { name: /^不 bù/ }).waitFor()
    await expect.poll(() => page.getByRole('tab', { name: 'B', selected: true }).count()).toBe(1)
    await snap(page, 'lexicon-directory-b-zh')
  })

  it('An empty letter says 暂无数据, and letter X lists 学', async () => {
    await page.getByRole('tab', { name: 'I' }).click()
    await page.getByText('暂无数据', { exact: true }).waitFor()
    await page.getByRole('tab', { name: 'X' }).click()
    await page.getByRole('link', { name: '学 xué' }).waitFor()
    await snap(page, 'lexicon-directory-x-zh')
  })

  it('Searching by toneless pinyin finds the character', async () => {
    await page.getByRole('searchbox', { name: '搜索汉字或拼音' }).fill('xue')
    await page.getByRole('searchbox', { name: '搜索汉字或拼音' }).press('Enter')
    await page.getByText(/找到 \d+ 个字/).waitFor()
    await page.getByRole('link', { name: '学 xué' }).click()
    await page.waitForURL('**/stu/lexicon/font?**')
    await page.getByRole('heading', { name: '学', level: 1 }).waitFor()
    // The header keeps 字库 marked on the lexicon's sub-pages, and nothing else.
    const nav = page.getByRole('navigation', { name: '选手导航' })
    expect(await nav.getByRole('link', { name: '字库' }).getAttribute('aria-current')).toBe('true')
    expect(await nav.locator('[aria-current]').count()).toBe(1)
    expect(new URL(page.url()).searchParams.get('t')).toBeNull()
    expect(Number(new URL(page.url()).searchParams.get('p'))).toBeGreaterThan(1)
  })

  it('The dictionary page shows 学 with pinyin, topics, words, a line of poetry and no classical sentence', async () => {
    await expect.poll(() => page.getByTestId('pinyin').textContent()).toBe('xué')
    await page.getByText('HSK 一级').first().waitFor()
    await page.getByText(/学习（xuéxí）/).waitFor()
    await page.getByRole('region', { name: '例句', exact: true }).getByText('暂无', { exact: true }).waitFor()
    await page.getByText(/学少年/).waitFor()
    await snap(page, 'lexicon-font-zh')
  })

  it('The images show the simple form and regular script drawn from open fonts, and no empty seal or clerical tile', async () => {
    const glyphs = page.waitForResponse((r) => r.url().includes('/api/word/glyph/regular/5b66.svg'))
    await page.getByText('图片', { exact: true }).click()
    expect((await glyphs).status()).toBe(200)
    await expect
      .poll(() =>
        page.getByRole('img', { name: '学 楷书' }).evaluate((img: HTMLImageElement) => img.naturalWidth),
      )
      .toBeGreaterThan(0)
    await page.getByRole('img', { name: '学 简体' }).waitFor()
    expect(await page.getByText('篆书', { exact: true }).count()).toBe(0)
    expect(await page.getByText('隶书', { exact: true }).count()).toBe(0)
    await snap(page, 'lexicon-font-images-zh')
    await page.getByText('文字', { exact: true }).click()
  })

  it('Its pinyin plays, alone, until the clip ends; the poetry is read aloud by a generated clip', async () => {
    const clip = page.waitForResponse((r) => r.url().endsWith('/audio/pinyin/xue2.mp3'))
    await page.getByRole('button', { name: '播放拼音' }).click()
    expect((await clip).status()).toBeLessThan(400)
    await expect.poll(async () => (await audioState()).playing).toBe('停止')
    // The clip is under a second: playing stops by itself at its end.
    await expect.poll(async () => (await audioState()).playing, { timeout: 5000 }).toBeNull()
    const sentence = page.waitForResponse((r) => r.url().includes('/api/word/speech/'))
    await page.getByRole('button', { name: '播放经典诗词' }).first().click()
    expect((await sentence).status()).toBeLessThan(400)
    expect((await sentence).headers()['content-type']).toMatch(/^audio\//)
  })

  it('The stroke-order animation draws the character on request', async () => {
    const strokes = page.waitForResponse((r) => r.url().includes('/api/word/strokes'))
    await page.reload()
    await strokes
    const button = page.getByRole('button', { name: /笔顺动画/ })
    await expect.poll(() => button.isEnabled()).toBe(true)
    await button.click()
    await page.getByRole('button', { name: /再看一遍/ }).waitFor()
    await expect.poll(() => page.getByTestId('stroke-glyph').locator('svg path').count()).toBeGreaterThan(8)
    await snap(page, 'lexicon-font-animation-zh')
  })

  it('The explanations switch to English, and previous/next step through the lexicon', async () => {
    await page.getByRole('region', { name: '释义与例句' }).getByText('English', { exact: true }).click()
    await page.getByText(/^to learn\s+to study/).waitFor()
    await page.getByRole('heading', { name: 'Meaning' }).first().waitFor()
    await snap(page, 'lexicon-font-en-explanations')
    const p = Number(new URL(page.url()).searchParams.get('p'))
    await page.getByRole('button', { name: '下一个' }).click()
    await expect.poll(() => Number(new URL(page.url()).searchParams.get('p'))).toBe(p + 1)
    // The first view of a character checks its clips before it is answered.
    await expect
      .poll(() => page.getByRole('heading', { level: 1 }).textContent(), { timeout: 10_000 })
      .not.toBe('学')
    await page.getByRole('button', { name: '上一个' }).click()
    await page.getByRole('heading', { name: '学', level: 1 }).waitFor()
  })

  it('Previous is disabled at the first character and next at the last', async () => {
    await page.goto(`${site.url}/stu/lexicon/font?p=1`)
    await page.getByRole('heading', { level: 1 }).waitFor()
    expect(await page.getByRole('button', { name: '上一个' }).isDisabled()).toBe(true)
    const position = await page
      .getByText(/第 1 \/ \d+ 个/)
      .first()
      .textContent()
    const total = position?.match(/第 1 \/ (\d+) 个/)?.[1]
    await page.goto(`${site.url}/stu/lexicon/font?p=${total}`)
    await page.getByText(`第 ${total} / ${total} 个`).waitFor()
    expect(await page.getByRole('button', { name: '下一个' }).isDisabled()).toBe(true)
  })

  it('In English every heading and label changes, and the pages fit a 390 px phone', async () => {
    const xue = new URL(page.url()).search
    const pages = [
      ['index', '/stu/lexicon/index'],
      ['directory', '/stu/lexicon/directory?letter=X'],
      ['font', `/stu/lexicon/font${xue}`],
    ] as const
    await page.evaluate(() => localStorage.setItem('locale', 'EN'))
    await page.goto(`${site.url}/stu/lexicon/directory?letter=X`)
    await page.getByRole('tab', { name: 'X', selected: true }).waitFor()
    await page.getByPlaceholder('Please enter content').waitFor()
    await page.getByText('Lexicon directory').first().waitFor()
    await page.getByRole('link', { name: '学 xué' }).click()
    await page.getByRole('button', { name: 'Play pinyin' }).waitFor()
    await page.getByRole('heading', { name: 'Meaning' }).first().waitFor()
    await snap(page, 'lexicon-font-en')
    await page.goto(`${site.url}/stu/lexicon/index`)
    await page.getByRole('heading', { name: 'Character bank' }).waitFor()
    await snap(page, 'lexicon-index-en')

    const phone = await context.newPage()
    await phone.setViewportSize({ width: 390, height: 844 })
    for (const lang of ['ZH', 'EN']) {
      await phone.goto(`${site.url}/stu/lexicon/index`)
      await phone.evaluate((l) => localStorage.setItem('locale', l), lang)
      for (const [name, path] of pages) {
        await phone.goto(`${site.url}${path}`)
        await phone.locator('main h1').first().waitFor()
        await phone.waitForLoadState('networkidle')
        const overflow = await phone.evaluate(() => document.documentElement.scrollWidth - window.innerWidth)
        expect(overflow, `${name} in ${lang} is wider than the phone`).toBeLessThanOrEqual(0)
        await phone.screenshot({
          path: `${process.env.SHOTS_DIR ?? '/tmp/lexicon-shots'}/${name}-${lang}-390.png`,
          fullPage: true,
        })
      }
    }
    await phone.close()
  })

  it('The committee adds a sentence to 学 in /admin, and the student reads it instead of 暂无', async () => {
    await buildCommittee(site, '13800007777', 'Committee#2026')
    const committee = await context
      .browser()
      ?.newContext({ viewport: { width: 1280, height: 900 }, locale: 'zh-CN' })
    const admin = await committee?.newPage()
    if (!admin) throw new Error('no admin page')
    await admin.goto(`${site.url}/admin/lexicon`)
    await admin.getByLabel('账号').fill('13800007777')
    await admin.getByLabel('密码').fill('Committee#2026')
    await admin.getByRole('button', { name: /登\s*录/ }).click()
    await admin.getByRole('heading', { name: '字库管理' }).waitFor()
    await admin.getByRole('searchbox', { name: '输入汉字或拼音搜索' }).fill('学')
    await admin.getByRole('searchbox', { name: '输入汉字或拼音搜索' }).press('Enter')
    await admin.getByRole('button', { name: '学 xué' }).click()
    await admin.getByRole('heading', { name: '学', level: 2 }).waitFor()
    await admin.getByRole('textbox', { name: '例句', exact: true }).first().fill('我们在学校学习汉字。')
    await snap(admin, 'lexicon-admin-zh')
    await admin.getByRole('button', { name: /保\s*存/ }).click()
    await admin.getByText('已保存', { exact: true }).waitFor()
    await committee?.close()

    await page.evaluate(() => localStorage.setItem('locale', 'ZH'))
    await page.goto(`${site.url}/stu/lexicon/directory?letter=X`)
    await page.getByRole('link', { name: '学 xué' }).click()
    await page.getByText('我们在学校学习汉字。').waitFor()
  })

  it('"Write it": the student writes 山 stroke by stroke; a wrong stroke counts as a mistake and the attempt is kept', async () => {
    await page.goto(`${site.url}/stu/lexicon/directory?letter=S`)
    await page.getByRole('link', { name: '山 shān' }).click()
    await page.getByRole('heading', { name: '山', level: 1 }).waitFor()
    const strokes = page.waitForResponse((r) => r.url().includes('/api/word/strokes'))
    await page.getByText('书写', { exact: true }).click()
    const { medians } = (await (await strokes).json()).data as { medians: number[][][] }
    await page.getByText('请写第 1 笔（共 3 笔）').waitFor()
    const svg = page.getByTestId('write-grid').locator('svg')
    const box = await svg.boundingBox()
    if (!box) throw new Error('no grid')
    // hanzi-writer draws its 1024-unit box (y from -124 to 900, upwards) inside the padding.
    const padding = 10
    const scale = (box.width - 2 * padding) / 1024
    const draw = async (median: number[][]) => {
      const points = median.map(([x = 0, y = 0]) => [
        box.x + padding + x * scale,
        box.y + box.height - padding - (124 + y) * scale,
      ])
      const [first = [0, 0], ...rest] = points
      await page.mouse.move(first[0] ?? 0, first[1] ?? 0)
      await page.mouse.down()
      for (const [x = 0, y = 0] of rest) await page.mouse.move(x, y, { steps: 4 })
      await page.mouse.up()
    }
    const saved = page.waitForResponse(
      (r) => r.url().includes('/api/word/writing') && r.request().method() === 'POST',
    )
    await draw(medians[2] ?? []) // the right-hand stroke first: a mistake on stroke 1
    for (const [i, median] of medians.entries()) {
      await draw(median)
      // Each right stroke moves the caption on to the next one.
      if (i + 1 < medians.length) await page.getByText(`请写第 ${i + 2} 笔（共 3 笔）`).waitFor()
    }
    expect((await saved).status()).toBe(200)
    await expect.poll(() => page.getByTestId('write-result').textContent()).toContain('共错 1 次')
    expect(await page.getByTestId('write-result').textContent()).toContain('1 · 0 · 0')
    await page
      .getByTestId('write-history')
      .getByText(/错 1 次/)
      .waitFor()
    await snap(page, 'lexicon-write-zh')
  })

  it('The committee hides 木 from students in /admin, and the directory lists it again once it is shown', async () => {
    const committee = await browser.newContext({ viewport: { width: 1280, height: 900 }, locale: 'zh-CN' })
    const admin = await committee.newPage()
    await admin.goto(`${site.url}/admin/lexicon`)
    await admin.getByLabel('账号').fill('13800007777')
    await admin.getByLabel('密码').fill('Committee#2026')
    await admin.getByRole('button', { name: /登\s*录/ }).click()
    const search = admin.getByRole('searchbox', { name: '输入汉字或拼音搜索' })
    await search.fill('木')
    await search.press('Enter')
    await admin.getByRole('button', { name: '木 mù' }).click()
    await admin.getByRole('heading', { name: '木', level: 2 }).waitFor()
    const hidden = admin.getByRole('switch', { name: '对学生隐藏' })
    expect(await hidden.getAttribute('aria-checked')).toBe('false')
    await hidden.click()
    await admin.getByText('已对学生隐藏', { exact: true }).waitFor()
    await admin.getByText('已隐藏', { exact: true }).waitFor()
    await snap(admin, 'lexicon-admin-hidden-zh')

    await page.goto(`${site.url}/stu/lexicon/directory?letter=M`)
    await page.getByRole('link', { name: /^马 mǎ/ }).waitFor()
    expect(await page.getByRole('link', { name: '木 mù' }).count()).toBe(0)

    await admin.evaluate(() => localStorage.setItem('locale', 'EN'))
    await admin.reload()
    await admin.getByRole('searchbox', { name: 'Search a character or pinyin' }).fill('木')
    await admin.getByRole('searchbox', { name: 'Search a character or pinyin' }).press('Enter')
    await admin.getByRole('button', { name: '木 mù' }).click()
    const shown = admin.getByRole('switch', { name: 'Hidden from students' })
    expect(await shown.getAttribute('aria-checked')).toBe('true')
    await snap(admin, 'lexicon-admin-hidden-en')
    await shown.click()
    await admin.getByText('Shown to students', { exact: true }).waitFor()
    await committee.close()

    await page.reload()
    await page.getByRole('link', { name: '木 mù' }).waitFor()
  })
})
