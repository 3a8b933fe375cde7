import type { Browser, BrowserContext, Locator, Page } from 'playwright-core'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { buildCommittee } from './support/accounts'
import { launchBrowser, snap } from './support/browser'
import { post } from './support/signed-in'
import { type Site, startSite } from './support/site'
import { buildReadyStudent, studentLogsIn } from './support/students'

/**
 * Ten characters' full pages, in Chinese and in English, against what each should show: pinyin, the
 * explanation, the words, the sentence, the idiom, the poetry, the script images, each text's source,
 * and a play button exactly where there is something to hear. Three carry the committee's own
 * Chinese explanation and sentences; the others show "not yet available" for them.
 */
interface Expected {
  cword: string
  pinyin: string
  meaning: string
  zhWord: string
  enWord: string
  idiom: string
  poetry: string
  committee?: { explanation: string; sentence: string; english: string }
}
const expected: Expected[] = [
  {
    cword: '学',
    pinyin: 'xué',
    meaning: 'to learn',
    zhWord: '学习（xuéxí）',
    enWord: '学习 xuéxí: to learn',
    idiom: '品学兼优',
    poetry: '将谓偷闲学少年',
    committee: {
      explanation: '学习，读书；也指学校。',
      sentence: '我们在学校学习汉字。',
      english: 'We learn Chinese characters at school.',
    },
  },
  {
    cword: '山',
    pinyin: 'shān',
    meaning: 'mountain',
    zhWord: '山羊（shānyáng）',
    enWord: '山羊 shānyáng: goat',
    idiom: '开门见山',
    poetry: '只有敬亭山',
  },
  {
    cword: '水',
    pinyin: 'shuǐ',
    meaning: 'water',
    zhWord: '水果（shuǐguǒ）',
    enWord: '水果 shuǐguǒ: fruit',
    idiom: '水涨船高',
    poetry: '映门淮水绿',
    committee: {
      explanation: '一种没有颜色、没有气味的液体，江河湖海里都是水。',
      sentence: '我每天都喝很多水。',
      english: 'I drink a lot of water every day.',
    },
  },
  {
    cword: '人',
    pinyin: 'rén',
    meaning: 'person',
    zhWord: '女人（nǚrén）',
    enWord: '女人 nǚrén: woman',
    idiom: '出人意料',
    poetry: '江岭作流人',
  },
  {
    cword: '大',
    pinyin: 'dà',
    meaning: 'big',
    zhWord: '大家（dàjiā）',
    enWord: '大家 dàjiā: everyone',
    idiom: '大吃一惊',
    poetry: '大道直如发',
  },
  {
    cword: '好',
    pinyin: 'hǎo',
    meaning: 'good',
    zhWord: '最好（zuìhǎo）',
    enWord: '最好 zuìhǎo: best',
    idiom: '好景不长',
    poetry: '最是一年春好处',
  },
  {
    cword: '看',
    pinyin: 'kàn',
    meaning: 'to look at',
    zhWord: '看见（kànjiàn）',
    enWord: '看见 kànjiàn: to see',
    idiom: '雾里看花',
    poetry: '相看两不厌',
  },
  {
    cword: '书',
    pinyin: 'shū',
    meaning: 'book',
    zhWord: '读书（dúshū）',
    enWord: '图书馆 túshūguǎn: library',
    idiom: '书香门第',
    poetry: '东壁图书府',
    committee: {
      explanation: '装订成册的著作，比如课本、故事书。',
      sentence: '我喜欢在图书馆看书。',
      english: 'I like reading books in the library.',
    },
  },
  {
    cword: '鱼',
    pinyin: 'yú',
    meaning: 'fish',
    zhWord: '鲨鱼（shāyú）',
    enWord: '鲨鱼 shāyú: shark',
    idiom: '如鱼得水',
    poetry: '徒有羡鱼情',
  },
  {
    cword: '花',
    pinyin: 'huā',
    meaning: 'flower',
    zhWord: '花园（huāyuán）',
    enWord: '花园 huāyuán: garden',
    idiom: '锦上添花',
    poetry: '花落知多少',
  },
]

let site: Site
let browser: Browser
let context: BrowserContext
let page: Page
/** Each character's position in the lexicon (the font page's p). */
const seqOf = new Map<string, number>()

async function committeeGet<T>(path: string, query: Record<string, string | number>, authorization: string) {
  const url = new URL(`/api${path}`, site.url)
  for (const [k, v] of Object.entries(query)) url.searchParams.set(k, String(v))
  return ((await (await fetch(url, { headers: { authorization } })).json()) as { data: T }).data
}

type Part = Record<string, unknown>
type Entry = { id: number; seq: number; speechVo: { languageType: number; parts: Part[] }[] } & Part

beforeAll(async () => {
  ;[site, browser] = await Promise.all([startSite(), launchBrowser()])
  await buildReadyStudent(site, '13566667777', 'Spell2026')
  await buildCommittee(site, '13800005555', 'Committee#2026')
  const { authorization } = await post<{ authorization: string }>(site, '/admin/login', {
    account: '13800005555',
    password: 'Committee#2026',
  })
  for (const item of expected) {
    const found = await committeeGet<{ list: Entry[] }>(
      '/admin/lexicon/words',
      { CWord: item.cword },
      authorization,
    )
    const hit = found.list.find((w) => w.cword === item.cword) as Entry
    seqOf.set(item.cword, hit.seq)
    if (!item.committee) continue
    // The committee writes its Chinese explanation and the sentences, as in the back office.
    const entry = await committeeGet<Entry>('/admin/lexicon/word', { id: hit.id }, authorization)
    const { explanation, sentence, english } = item.committee
    const speechVo = entry.speechVo.map((vo) => ({
      ...vo,
      parts: vo.parts.map((part, index) =>
        index > 0
          ? part
          : vo.languageType === 0
            ? { ...part, meaning: explanation, sentence }
            : { ...part, sentence: english },
      ),
    }))
    const { origins: _o, hidden: _h, seq: _s, cword: _c, firstLetter: _f, ...edit } = entry
    await post(site, '/admin/lexicon/saveWord', { ...edit, speechVo }, authorization)
  }
  context = await browser.newContext({ viewport: { width: 1280, height: 900 }, locale: 'zh-CN' })
  page = await context.newPage()
  await studentLogsIn(site, page, '13566667777', 'Spell2026')
})
afterAll(async () => {
  await browser?.close()
  await site?.stop()
})

/** A block of the explanations (its section is named by its heading). */
const block = (name: string) => page.getByRole('region', { name, exact: true }).last()
const hasButton = (locator: Locator) => locator.getByRole('button').count()

async function openCharacter(item: Expected) {
  await page.goto(`${site.url}/stu/lexicon/font?p=${seqOf.get(item.cword)}`)
  await page.getByRole('heading', { name: item.cword, level: 1 }).waitFor()
  expect(await page.getByTestId('pinyin').textContent()).toBe(item.pinyin)
}

/** The simple form and regular script images are drawn; there is no seal or clerical tile. */
async function checkScripts(
  item: Expected,
  labels: { images: string; text: string; simple: string; regular: string },
) {
  await page.getByText(labels.images, { exact: true }).click()
  for (const label of [labels.simple, labels.regular]) {
    const img = page.getByRole('img', { name: `${item.cword} ${label}` })
    await expect.poll(() => img.evaluate((el: HTMLImageElement) => el.naturalWidth)).toBeGreaterThan(0)
  }
  for (const absent of ['篆书', '隶书', 'Seal script', 'Clerical script'])
    expect(await page.getByText(absent, { exact: true }).count()).toBe(0)
  await page.getByText(labels.text, { exact: true }).click()
}

describe("ten characters' full pages", () => {
  it('In Chinese: explanation, words, sentence, idiom, poetry, sources, scripts and play buttons are as expected', async () => {
    for (const item of expected) {
      await openCharacter(item)
      expect(await page.getByRole('button', { name: '播放拼音' }).count()).toBe(1)
      const c = item.committee
      await block('释义')
        .getByText(c ? c.explanation : '暂无', { exact: true })
        .waitFor()
      if (c) await block('释义').getByText('来源：组委会').waitFor()
      await block('组词').getByText(item.zhWord).waitFor()
      await block('组词').getByText('来源：CC-CEDICT').waitFor()
      await block('例句')
        .getByText(c ? c.sentence : '暂无', { exact: true })
        .waitFor()
      expect(await hasButton(block('例句')), `${item.cword} sentence audio`).toBe(c ? 1 : 0)
      await block('成语').getByText(item.idiom).waitFor()
      await block('经典诗词').getByText(item.poetry).waitFor()
      await block('经典诗词').getByText('来源：chinese-poetry').waitFor()
      expect(await hasButton(block('经典诗词')), `${item.cword} poetry audio`).toBe(1)
      // Words are read, not heard; an absent explanation has nothing to play.
      expect(await hasButton(block('组词'))).toBe(0)
      expect(await hasButton(block('释义')), `${item.cword} explanation audio`).toBe(c ? 1 : 0)
      await checkScripts(item, { images: '图片', text: '文字', simple: '简体', regular: '楷书' })

      await page
        .getByRole('region', { name: '释义与例句' })
        .first()
        .getByText('English', { exact: true })
        .click()
      await block('Meaning').getByText(item.meaning).first().waitFor()
      await block('Meaning').getByText('Source: CC-CEDICT').waitFor()
      expect(await hasButton(block('Meaning')), `${item.cword} meaning audio`).toBe(1)
      await block('Words').getByText(item.enWord).waitFor()
      await block('Sentence')
        .getByText(c ? c.english : 'Not yet available', { exact: true })
        .waitFor()
      expect(await hasButton(block('Sentence'))).toBe(c ? 1 : 0)
      if (item.cword === '学') await snap(page, 'lexicon-page-xue-zh-en-explanations')
    }
  }, 300_000)

  it('In English: the same pages, with English headings and the Chinese explanation one click away', async () => {
    await page.evaluate(() => localStorage.setItem('locale', 'EN'))
    for (const item of expected) {
      await openCharacter(item)
      expect(await page.getByRole('button', { name: 'Play pinyin' }).count()).toBe(1)
      const c = item.committee
      await block('Meaning').getByText(item.meaning).first().waitFor()
      await block('Words').getByText(item.enWord).waitFor()
      await block('Words').getByText('Source: CC-CEDICT').waitFor()
      await block('Sentence')
        .getByText(c ? c.english : 'Not yet available', { exact: true })
        .waitFor()
      if (c) await block('Sentence').getByText('Source: the committee').waitFor()
      await block('Idiom').getByText(item.idiom).waitFor()
      await block('Classic Poetry').getByText(item.poetry).waitFor()
      await checkScripts(item, {
        images: 'Images',
        text: 'Text',
        simple: 'Simple form',
        regular: 'Regular script',
      })

      await page
        .getByRole('region', { name: 'Meanings and examples' })
        .first()
        .getByText('中文', { exact: true })
        .click()
      await block('释义')
        .getByText(c ? c.explanation : '暂无', { exact: true })
        .waitFor()
      await block('组词').getByText(item.zhWord).waitFor()
      if (item.cword === '书') await snap(page, 'lexicon-page-shu-en-zh-explanations')
    }
  }, 300_000)
})
