import fs from 'node:fs'
import { createRequire } from 'node:module'
import type { AxeResults, RunOptions } from 'axe-core'
import type { Browser, BrowserContext, Page } from 'playwright-core'
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest'
import { setCharacterBankPassword } from '../../server/src/modules/public-site/character-bank-password'
import { currentSeasonId } from '../../server/src/modules/seasons/seasons.service'
import { buildSignedInUser } from '../../server/src/test-support/factories'
import { buildCommittee } from './support/accounts'
import { launchBrowser, snap } from './support/browser'
import { PUBLIC_PAGES, PUBLIC_PATHS } from './support/public-pages'
import { type Site, startSite } from './support/site'

let site: Site
let browser: Browser
let context: BrowserContext

beforeAll(async () => {
  ;[site, browser] = await Promise.all([startSite(), launchBrowser()])
  await setCharacterBankPassword(
    site.db,
    site.services.personalData,
    'Hanzi@2025',
    await currentSeasonId(site.db),
  )
  await buildCommittee(site, '13800008888', 'Committee#2026')
})
afterAll(async () => {
  await browser?.close()
  await site?.stop()
})
afterEach(async () => {
  await context?.close()
})

async function open(path: string, options: { lang?: 'ZH' | 'EN'; width?: number } = {}): Promise<Page> {
  const width = options.width ?? 1366
  context = await browser.newContext({ viewport: { width, height: width < 500 ? 844 : 860 } })
  if (options.lang) await context.addInitScript((l) => localStorage.setItem('locale', l), options.lang)
  const page = await context.newPage()
  await page.goto(`${site.url}${path}`)
  // The home page is pre-rendered: its buttons answer once the app has taken the HTML over.
  await page.locator('html[data-app-ready]').waitFor({ state: 'attached' })
  return page
}

const activeSlide = (page: Page) =>
  page.locator('[aria-roledescription="slide"][aria-hidden="false"]').getAttribute('data-slide')

// axe-core's browser build, evaluated in the page over the DevTools protocol (the site's
// Content-Security-Policy refuses an injected <script>, rightly).
const axeSource = fs.readFileSync(createRequire(import.meta.url).resolve('axe-core/axe.min.js'), 'utf8')

/** The serious and critical axe-core violations on the page, each as "rule: target, target". */
async function seriousViolations(page: Page): Promise<string[]> {
  await page.evaluate(axeSource)
  return page.evaluate(async () => {
    const { axe } = window as unknown as {
      axe: { run: (context: Document, options: RunOptions) => Promise<AxeResults> }
    }
    // Only the violations get their selectors worked out: much quicker on long pages.
    const { violations } = await axe.run(document, { resultTypes: ['violations'] })
    return violations
      .filter((violation) => violation.impact === 'serious' || violation.impact === 'critical')
      .map(
        (violation) => `${violation.id}: ${violation.nodes.map((node) => node.target.join(' ')).join(', ')}`,
      )
  })
}

const description = (page: Page) => page.locator('meta[name="description"]').getAttribute('content')

describe('the public site', () => {
  it('The home banner moves on by itself every 3 s and answers the arrow keys', async () => {
    // The page's clock is Playwright's, so "after 3 s" is checked without racing a busy machine.
    context = await browser.newContext({ viewport: { width: 1366, height: 860 } })
    const page = await context.newPage()
    // Paused from the start: no timer of the page runs unless the test moves the clock.
    await page.clock.install({ time: new Date('2025-03-01T08:00:00+08:00') })
    await page.clock.pauseAt(new Date('2025-03-01T08:00:01+08:00'))
    await page.goto(`${site.url}/`)
    await page.locator('[aria-roledescription="carousel"]').waitFor()
    expect(await activeSlide(page)).toBe('season')
    // Not yet after 2.9 s; on by itself at 3 s.
    await page.clock.runFor(2900)
    expect(await activeSlide(page)).toBe('season')
    await page.clock.runFor(200)
    await page.clock.resume()
    await page.waitForFunction(
      () =>
        document
          .querySelector('[aria-roledescription="slide"][aria-hidden="false"]')
          ?.getAttribute('data-slide') === 'finals',
    )
    await snap(page, 'public-01-home-carousel')

    // Keyboard: focus inside the carousel pauses it; ← and → move between slides.
    const pause = page.getByRole('button', { name: '暂停轮播' })
    await pause.focus()
    await page.keyboard.press('ArrowRight')
    expect(await activeSlide(page)).toBe('bank')
    await page.keyboard.press('ArrowLeft')
    await page.keyboard.press('ArrowLeft')
    expect(await activeSlide(page)).toBe('season')
    await page.keyboard.press('Enter')
    await page.getByRole('button', { name: '继续轮播' }).waitFor()
    await page.getByRole('button', { name: '转到第 4 张' }).click()
    expect(await activeSlide(page)).toBe('club')
  })

  it('The gallery shows 24 photos and opens a viewer that the arrow keys move through', async () => {
    const page = await open('/')
    const thumbs = page.getByRole('button', { name: /^查看大图：/ })
    await thumbs.first().waitFor()
    expect(await thumbs.count()).toBe(24)
    await thumbs.nth(2).click()
    const viewer = page.getByRole('dialog', { name: '一对一拼写对决' })
    await viewer.waitFor()
    expect(await viewer.getByText('3 / 24').isVisible()).toBe(true)
    await page.keyboard.press('ArrowRight')
    await page.getByRole('dialog', { name: '评委现场判定' }).waitFor()
    await snap(page, 'public-02-gallery-viewer')
    await page.keyboard.press('Escape')
    await page.getByRole('dialog').waitFor({ state: 'hidden' })
  })

  it('Switching the language changes the page title, its description and its copy', async () => {
    const page = await open('/invGameType')
    await page.getByRole('heading', { name: '一个人，一个字，六十秒' }).waitFor()
    expect(await page.title()).toBe('赛事 · 个人赛 | 中英双语汉字拼写大赛')
    expect(await description(page)).toMatch(/^个人赛：面向 7–15 岁/)
    expect(await page.getByRole('img', { name: /^插图：舞台上两名选手/ }).count()).toBe(1)

    await page.getByRole('button', { name: 'English' }).click()
    await page.getByRole('heading', { name: 'One speller, one character, sixty seconds' }).waitFor()
    expect(await page.title()).toBe(
      'Competitions · Individual | Chinese-English Bilingual Character Spelling Competition',
    )
    expect(await description(page)).toMatch(/^The individual competition: for spellers aged 7-15/)
    expect(await page.getByRole('img', { name: /^Illustration: two spellers face each other/ }).count()).toBe(
      1,
    )
    expect(await page.getByText('一个人，一个字，六十秒').count()).toBe(0)
    await snap(page, 'public-03-individual-en')
  })

  it("An information page wakes only its islands: the header's panels open, its links load their page, and the season is written in", async () => {
    const page = await open('/invGameType')
    const scripts: string[] = []
    page.on('request', (request) => {
      if (request.resourceType() === 'script') scripts.push(new URL(request.url()).pathname)
    })
    // The season's values in the build's text: the season named by the server, not the neutral phrase.
    const seasonName = page.locator('[data-season="Season"]').first()
    await expect.poll(() => seasonName.textContent()).toMatch(/^\d{4}~\d{4} 赛季$/)
    // The spelling example is an island: its steps answer.
    await page.getByRole('button', { name: '下一步' }).click()
    await page.getByRole('button', { name: '上一步' }).waitFor({ state: 'visible' })
    expect(await page.getByRole('button', { name: '上一步' }).isEnabled()).toBe(true)
    // The header is an island: a tab's panel opens, and its link loads the page from the server.
    await page.evaluate(() => Object.assign(window, { samePage: true }))
    await page.getByRole('button', { name: '关于我们' }).hover()
    await page.getByRole('link', { name: '组委会' }).click()
    await page.waitForURL(`${site.url}/aboutCommttee`)
    await page.locator('html[data-app-ready]').waitFor({ state: 'attached' })
    expect(await page.evaluate(() => 'samePage' in window)).toBe(false)
    await page.getByRole('heading', { level: 1, name: /组委会/ }).waitFor()
    // The page it loaded fetched neither the route table nor the whole app's public layout.
    expect(scripts.filter((script) => /\/(use-route-title|public-layout)-/.test(script))).toEqual([])
  })

  it('The character bank stays locked with a wrong password and opens with the one from the e-mail', async () => {
    const page = await open('/speCharacterBank')
    for (const figure of ['14', '2000+', '1200']) await page.getByText(figure, { exact: true }).waitFor()
    const password = page.getByRole('textbox', { name: '密码' })
    await password.fill('hanzi2025')
    await page.getByRole('button', { name: /解\s*锁/ }).click()
    await page.getByText('密码不正确，请核对缴费确认邮件或个人中心中的字库密码').waitFor()
    expect(await page.getByText('2024~2025 赛季字库已解锁').count()).toBe(0)

    await password.fill('Hanzi@2025')
    await page.getByRole('button', { name: /解\s*锁/ }).click()
    await page.getByText('2024~2025 赛季字库已解锁').waitFor()
    await page.getByRole('heading', { name: '小初组字库（一至二年级）' }).waitFor()
    expect(await page.getByText('sun; day').isVisible()).toBe(true)
    await snap(page, 'public-04-character-bank-open')
  })

  it('The character bank entry sends a visitor who is not logged in to the login page', async () => {
    const page = await open('/speCharacterBank')
    await page.getByRole('button', { name: /登录后进入字库/ }).click()
    await page.waitForURL(/\/chnEngLogin\?pushUrl=%2Fstu%2Flexicon%2Findex$/)
  })

  it('A speller with an incomplete profile is asked to complete it before entering the character bank', async () => {
    const { token } = await buildSignedInUser(site.db, 'student')
    context = await browser.newContext({ viewport: { width: 1366, height: 860 } })
    await context.addInitScript((authorization) => {
      localStorage.setItem('Authorization', authorization)
      localStorage.setItem('LOGIN_TYPE', '1')
    }, token)
    const page = await context.newPage()
    await page.goto(`${site.url}/speCharacterBank`)
    // The page comes drawn: its buttons answer once the app has taken it over.
    await page.locator('html[data-app-ready]').waitFor({ state: 'attached' })
    await page.getByRole('button', { name: /进入字库/ }).click()
    await page.getByText('您有未完善的信息，是否现在去完善？').waitFor()
    await page.getByRole('button', { name: /去完善/ }).click()
    await page.waitForURL(/\/cebsbUserInfo\?pushUrl=\/speRegisterFirCompetition$/)
  })

  it('Registration now opens the 个人赛报名 dialog with a QR code of the registration entry', async () => {
    const page = await open('/speRegisterFirCompetition')
    await page.getByRole('button', { name: /立即报名/ }).click()
    const dialog = page.getByRole('dialog', { name: '个人赛报名' })
    const qr = dialog.getByRole('img', { name: '个人赛报名入口二维码' })
    await qr.waitFor()
    expect(await qr.getAttribute('src')).toMatch(/^data:image\/png;base64,/)
    expect(await qr.getAttribute('data-entry')).toBe(`${site.url}/stuReg`)
    await snap(page, 'public-05-registration-qr')
  })

  it('Both membership buttons lead to the login page', async () => {
    for (const name of ['个人赛', '团体赛']) {
      const page = await open('/schoolMemberShip')
      await page.getByRole('main').getByRole('link', { name, exact: true }).click()
      await page.waitForURL(/\/chnEngLogin$/)
      await context.close()
    }
  })

  it('A volunteer sends the interest form and the committee sees it in /admin', async () => {
    const page = await open('/volunteersView')
    await page.getByRole('button', { name: /提交意向/ }).click()
    await page.getByText('请输入姓名').waitFor()
    await page.getByText('请至少选择一项志愿服务方向').waitFor()

    await page.getByLabel('姓名').fill('陈思远')
    await page.getByLabel('手机号').fill('13912345678')
    await page.getByLabel('所在城市').fill('杭州')
    await page.getByLabel('中英翻译').check()
    await page.getByLabel('摄影与宣传').check()
    await page.getByLabel('留言（选填）').fill('周末可以到赛场帮忙。')
    await page.getByRole('button', { name: /提交意向/ }).click()
    await page.getByText('感谢您的报名！').waitFor()
    await snap(page, 'public-06-volunteer-sent')

    await page.goto(`${site.url}/admin`)
    await page.getByLabel('账号').fill('13800008888')
    await page.getByLabel('密码').fill('Committee#2026')
    await page.getByRole('button', { name: /登\s*录/ }).click()
    await page.getByRole('link', { name: '志愿者意向' }).click()
    await page.getByRole('heading', { name: '志愿者意向' }).waitFor()
    const row = page.getByRole('row', { name: /陈思远/ })
    await row.waitFor()
    for (const text of ['13912345678', '杭州', '中英翻译', '摄影与宣传', '周末可以到赛场帮忙。'])
      expect(await row.getByText(text).count()).toBeGreaterThan(0)
    await snap(page, 'public-07-admin-volunteers')
  })

  it('The home page fits a 390 px phone without sideways scrolling', async () => {
    const page = await open('/', { width: 390 })
    await page.locator('[aria-roledescription="carousel"]').waitFor()
    await page.getByRole('heading', { name: '精彩瞬间' }).waitFor()
    const { scrollWidth, clientWidth } = await page.evaluate(() => ({
      scrollWidth: document.documentElement.scrollWidth,
      clientWidth: document.documentElement.clientWidth,
    }))
    expect(scrollWidth).toBeLessThanOrEqual(clientWidth)
    await snap(page, 'public-08-home-phone')
  })

  it('A page the app draws names in its HTML every script its first render needs, so they come at once', async () => {
    const student = await buildSignedInUser(site.db, 'student')
    // (A page the build drew wakes its islands instead, each island's code in a step of its own.)
    for (const path of ['/query?code=ABC', '/stu/index']) {
      const html = await (await fetch(`${site.url}${path}`)).text()
      const named = new Set(
        // Links and script tags, and the lists of a drawn page's start script.
        [...html.matchAll(/"(\/assets\/[^"]+\.js)"/g)].map((match) => match[1]),
      )
      context = await browser.newContext({ viewport: { width: 390, height: 844 } })
      if (path.startsWith('/stu/'))
        await context.addInitScript((token) => {
          localStorage.setItem('Authorization', token)
          localStorage.setItem('LOGIN_TYPE', '1')
        }, student.token)
      const page = await context.newPage()
      await page.goto(`${site.url}${path}`)
      await page.locator('html[data-app-ready]').waitFor({ state: 'attached' })
      const fetched = () =>
        page.evaluate(() =>
          performance
            .getEntriesByType('resource')
            .map((entry) => new URL(entry.name).pathname)
            .filter((pathname) => pathname.endsWith('.js')),
        )
      const first = await fetched()
      expect(first.length, path).toBeGreaterThan(20)
      expect(
        first.filter((script) => !named.has(script)),
        path,
      ).toEqual([])
      if (path.startsWith('/stu/')) {
        // The account menu's code comes when the student reaches for the avatar; one press opens it.
        await page.waitForLoadState('networkidle')
        expect((await fetched()).filter((script) => script.includes('/account-menu-'))).toEqual([])
        await page.getByRole('button', { name: '我的账户' }).click()
        await page.getByRole('menuitem', { name: '退出登录' }).waitFor()
      }
      await context.close()
    }
  })

  it('Every page for visitors comes drawn and styled before any script runs, and the app takes it over as it is', async () => {
    const drawn = [
      ...PUBLIC_PATHS,
      '/query',
      '/privacy',
      '/userAgreement',
      '/chnEngLogin',
      '/chnEngLogin?type=student',
      '/chnEngRegist',
      '/stuReg',
      '/resetPwd',
      '/certificate',
    ]
    // Each wakes only its islands.
    for (const path of drawn) {
      const html = await (await fetch(`${site.url}${path}`)).text()
      expect(html, path).toContain('<div id="root" data-prerendered data-islands>')
    }
    // The page's first render reads the query (/query?code=… fills the code in): the app draws it.
    expect(await (await fetch(`${site.url}/query?code=ABC`)).text()).not.toContain('data-prerendered')

    context = await browser.newContext({ viewport: { width: 390, height: 844 }, javaScriptEnabled: false })
    const still = await context.newPage()
    for (const path of [
      '/query',
      '/volunteersView',
      '/invGameType',
      '/chnEngLogin',
      '/chnEngRegist',
      '/stuReg',
      '/resetPwd',
    ]) {
      await still.goto(`${site.url}${path}`)
      await still.locator('main h1').first().waitFor()
      expect(await still.title()).toMatch(/ \| 中英双语汉字拼写大赛$/)
      // Every class of the app's CSS modules (and of antd) that the page draws has its styles in the HTML.
      const unstyled = await still.evaluate(() => {
        // Style rules, also those inside @media and other grouping rules.
        const selectorsOf = (rules: CSSRuleList): string[] =>
          [...rules].flatMap((rule) => [
            (rule as CSSStyleRule).selectorText ?? '',
            ...('cssRules' in rule ? selectorsOf((rule as CSSGroupingRule).cssRules) : []),
          ])
        const selectors = [...document.styleSheets].flatMap((sheet) => selectorsOf(sheet.cssRules)).join(' ')
        const classes = new Set(
          [...document.querySelectorAll('[class]')].flatMap((element) => [...element.classList]),
        )
        return [...classes].filter(
          (name) =>
            /^_\w+_[a-z0-9]{5}_\d+$|^ant-(btn|input|form-item|card)$/.test(name) &&
            !selectors.includes(`.${name}`),
        )
      })
      expect(unstyled, path).toEqual([])
    }
    // A page's styles come after those of the components they adjust, as the app links them: the
    // registration's school type is drawn at the form's large size, not at the plain select's.
    await still.goto(`${site.url}/chnEngRegist`)
    const schoolType = await still.locator('#school-type').evaluate((select) => ({
      height: getComputedStyle(select).height,
      font: getComputedStyle(select).fontSize,
    }))
    expect(schoolType).toEqual({ height: '40px', font: '16px' })
    await context.close()

    // With scripts, the app takes each page over as drawn (or wakes its islands): what it shows then
    // is what the app draws by itself when the visitor goes to the page from another one (React keeps
    // drawn text it disagrees with; the season's values are written into the build's text). In English
    // the page's inline script has put the English drawing in place first.
    const problems: string[] = []
    for (const { lang, paths } of [
      {
        lang: 'ZH',
        paths: [
          '/query',
          '/volunteersView',
          '/speCharacterBank',
          '/aboutCommttee',
          '/chnEngLogin',
          '/chnEngRegist',
          '/schoolMemberShip',
          '/stuReg',
          '/resetPwd',
          '/certificate',
        ],
      },
      {
        lang: 'EN',
        paths: [
          '/query',
          '/aboutCommttee',
          '/invGameType',
          '/chnEngLogin',
          '/chnEngRegist',
          '/stuReg',
          '/certificate',
        ],
      },
    ]) {
      context = await browser.newContext({ viewport: { width: 390, height: 844 } })
      await context.addInitScript((l) => localStorage.setItem('locale', l), lang)
      const page = await context.newPage()
      page.on('console', (message) => {
        if (message.type() === 'error') problems.push(message.text())
      })
      page.on('pageerror', (error) => problems.push(error.message))
      // The page's elements, attributes (in name order) and text; the captcha is a new picture each time.
      const shown = () =>
        page.evaluate(() => {
          const describe = (node: Node): string => {
            if (node.nodeType === Node.TEXT_NODE) return node.textContent ?? ''
            if (!(node instanceof Element)) return ''
            // A season value the build marked for the browser to fill is text in the app's own drawing.
            if (node.matches('span[data-season]')) return node.textContent ?? ''
            // A drawn <select> marks its chosen <option> with `selected`; the browser's render sets the
            // select's value instead. Both show the same choice.
            const attributes = [...node.attributes]
              .filter((attribute) => !attribute.value.startsWith('data:'))
              .filter((attribute) => !(node.localName === 'option' && attribute.name === 'selected'))
              // The build writes `max-width:1260px`, the browser's render `max-width: 1260px;`.
              .map((attribute) =>
                attribute.name === 'style'
                  ? `style="${(node as HTMLElement).style.cssText}"`
                  : `${attribute.name}="${attribute.value}"`,
              )
              .sort()
            return `<${node.localName} ${attributes.join(' ')}>${[...node.childNodes].map(describe).join('')}</>`
          }
          return describe(document.querySelector('main') ?? document.body)
        })
      const goInApp = (path: string) =>
        page.evaluate((to) => {
          history.pushState(null, '', to)
          dispatchEvent(new PopStateEvent('popstate'))
        }, path)
      for (const path of paths) {
        await page.goto(`${site.url}${path}`)
        await page.locator('html[data-app-ready]').waitFor({ state: 'attached' })
        await page.waitForLoadState('networkidle')
        const takenOver = await shown()
        expect(/[\u4e00-\u9fa5]/.test(await page.title()), `${lang} ${path}`).toBe(lang === 'ZH')
        // The build draws no page for an unknown address: the whole app runs there.
        await page.goto(`${site.url}/no-such-page`)
        await page.locator('html[data-app-ready]').waitFor({ state: 'attached' })
        await goInApp(path)
        await page.waitForLoadState('networkidle')
        await expect.poll(shown, { message: `${lang} ${path}` }).toBe(takenOver)
      }
      await context.close()
    }
    expect(problems).toEqual([])
  })

  it('Every public page opens in both languages with its own title and description, and no console error', async () => {
    for (const lang of ['ZH', 'EN'] as const) {
      const page = await open('/', { lang })
      const problems: string[] = []
      page.on('console', (message) => {
        if (message.type() === 'error') problems.push(`${page.url()}: ${message.text()}`)
      })
      page.on('requestfailed', (request) => {
        // Leaving a page cancels its lazy pictures and the notice socket's poll: not failures.
        if (request.failure()?.errorText !== 'net::ERR_ABORTED') problems.push(`${request.url()} failed`)
      })
      const titles = new Set<string>()
      for (const path of PUBLIC_PATHS) {
        await page.goto(`${site.url}${path}`)
        await page.locator('main h1, main h2').first().waitFor()
        const title = await page.title()
        titles.add(title)
        expect(title).toMatch(lang === 'ZH' ? /中英双语汉字拼写大赛$/ : /Spelling Competition$/)
        const text = (await description(page)) ?? ''
        expect(/[\u4e00-\u9fa5]/.test(text), `${path} ${text}`).toBe(lang === 'ZH')
      }
      expect(titles.size).toBe(PUBLIC_PATHS.length - 1)
      expect(problems).toEqual([])
      await context.close()
    }
  })

  // One test per language and width: each reads all the public pages, well inside the test timeout.
  it.each([
    { lang: 'ZH', width: 1366 },
    { lang: 'EN', width: 1366 },
    { lang: 'ZH', width: 390 },
    { lang: 'EN', width: 390 },
  ] as const)(
    'axe-core finds no serious or critical violation on any public page ($lang, $width px)',
    async ({ lang, width }) => {
      const page = await open('/', { lang, width })
      const found: string[] = []
      for (const path of PUBLIC_PAGES) {
        await page.goto(`${site.url}${path}`)
        await page.locator('html[data-app-ready]').waitFor({ state: 'attached' })
        await page.locator('main h1, main h2').first().waitFor()
        if (path === '/') {
          // The home banner cross-fades every 3 s: paused, and its fade over, so axe reads the
          // colours at full opacity.
          await page.getByRole('button', { name: lang === 'ZH' ? '暂停轮播' : 'Pause the slides' }).click()
          await page.getByRole('button', { name: lang === 'ZH' ? '继续轮播' : 'Play the slides' }).waitFor()
          await page.waitForFunction(() => document.getAnimations().length === 0)
        }
        for (const violation of await seriousViolations(page)) found.push(`${path} ${violation}`)
      }
      expect(found).toEqual([])
    },
  )
})
