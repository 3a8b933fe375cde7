import { createHash } from 'node:crypto'
import fs from 'node:fs'
import path from 'node:path'
import type { Browser, BrowserContext, Page } from 'playwright-core'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { builtDir } from '../../server/src/modules/lexicon/built-speech'
import { runSpeechBuild } from '../../server/src/modules/lexicon/speech-build-command'
import { startTencentTtsStandIn } from '../../server/src/test-support/tencent-tts-stand-in'
import { buildCommittee } from './support/accounts'
import { launchBrowser, snap } from './support/browser'
import { type Site, startSite } from './support/site'
import { buildReadyStudent, studentLogsIn } from './support/students'

const keys = {
  secretId: 'AKIDe2estandin000000000000000000000',
  secretKey: 'e2e-tts-secret-key-0000000000000',
}

let site: Site
let browser: Browser
let standIn: Awaited<ReturnType<typeof startTencentTtsStandIn>>
let student: BrowserContext
let page: Page

beforeAll(async () => {
  ;[site, standIn, browser] = await Promise.all([
    startSite(),
    startTencentTtsStandIn(keys),
    // A fake microphone that accepts every request, for the committee's recording.
    launchBrowser({ args: ['--use-fake-device-for-media-stream', '--use-fake-ui-for-media-stream'] }),
  ])
  student = await browser.newContext({ viewport: { width: 1280, height: 900 }, locale: 'zh-CN' })
  // Remember the media element the page plays, so the test can wait on its own events.
  await student.addInitScript(() => {
    const play = HTMLMediaElement.prototype.play
    HTMLMediaElement.prototype.play = function (this: HTMLMediaElement) {
      ;(window as unknown as { lastPlayed: HTMLMediaElement }).lastPlayed = this
      return play.call(this)
    }
  })
  page = await student.newPage()
  await buildReadyStudent(site, '13566669999', 'Spell2026')
})
afterAll(async () => {
  await browser?.close()
  await standIn?.close()
  await site?.stop()
})

/** Waits until the clip last played has loaded its length, and answers it (seconds) and its address. */
const loadedClip = () =>
  page.evaluate(
    () =>
      new Promise<{ duration: number; src: string }>((resolve, reject) => {
        const audio = (window as unknown as { lastPlayed?: HTMLMediaElement }).lastPlayed
        if (!audio) return reject(new Error('nothing was played'))
        const done = () => resolve({ duration: audio.duration, src: audio.currentSrc })
        if (audio.readyState >= 1 && Number.isFinite(audio.duration)) return done()
        audio.addEventListener('loadedmetadata', done, { once: true })
        audio.addEventListener(
          'error',
          () => reject(new Error(`the clip did not load: ${audio.currentSrc}`)),
          {
            once: true,
          },
        )
      }),
  )

async function openXue() {
  await page.goto(`${site.url}/stu/lexicon/directory?letter=X`)
  await page.getByRole('link', { name: '学 xué' }).click()
  await page.getByRole('heading', { name: '学', level: 1 }).waitFor()
}

describe('the lexicon read aloud', () => {
  it('The content build reads 学 with Tencent Cloud’s voices, and the page plays those clips', async () => {
    const lines: string[] = []
    const env = {
      TENCENT_TTS_SECRET_ID: keys.secretId,
      TENCENT_TTS_SECRET_KEY: keys.secretKey,
      TENCENT_TTS_ENDPOINT: standIn.endpoint,
    }
    const uploadsDir = site.services.config.uploadsDir
    const { status } = await runSpeechBuild(
      ['--provider=tencent', '--characters=学'],
      env,
      { db: site.db, uploadsDir },
      (line) => lines.push(line),
    )
    expect(status, lines.join('\n')).toBe(0)
    expect(standIn.received.length).toBeGreaterThan(2)
    const dir = builtDir(path.join(uploadsDir, 'generated'))
    const sha = (bytes: Buffer) => createHash('sha256').update(bytes).digest('hex')
    const built = new Set(
      fs
        .readdirSync(dir)
        .filter((f) => f.endsWith('.mp3'))
        .map((f) => sha(fs.readFileSync(path.join(dir, f)))),
    )

    await studentLogsIn(site, page, '13566669999', 'Spell2026')
    await openXue()
    const served = page.waitForResponse((r) => r.url().includes('/api/word/speech/'))
    await page.getByRole('button', { name: '播放经典诗词' }).first().click()
    const response = await served
    expect(response.headers()['content-type']).toBe('audio/mpeg')
    expect(built.has(sha(await response.body()))).toBe(true)
    const clip = await loadedClip()
    expect(clip.src).toContain('/api/word/speech/')
    expect(clip.duration).toBeGreaterThan(0.5)
    await snap(page, 'lexicon-speech-built')
  })

  it('A text with nothing to read has no play button, only “not yet available”', async () => {
    await page.getByRole('region', { name: '释义与例句' }).getByText('English', { exact: true }).click()
    const sentence = page.getByRole('region', { name: 'Sentence' }).first()
    await sentence.getByText('Not yet available').waitFor()
    expect(await sentence.getByRole('button').count()).toBe(0)
    // The meaning beside it has its clip.
    expect(
      await page.getByRole('region', { name: 'Meaning', exact: true }).first().getByRole('button').count(),
    ).toBe(1)
  })

  it('The committee records the sentence of 学 with the microphone, and the student hears that recording', async () => {
    await buildCommittee(site, '13800006666', 'Committee#2026')
    const committee = await browser.newContext({ viewport: { width: 1280, height: 900 }, locale: 'zh-CN' })
    await committee.grantPermissions(['microphone'])
    const admin = await committee.newPage()
    await admin.goto(`${site.url}/admin/lexicon`)
    await admin.getByLabel('账号').fill('13800006666')
    await admin.getByLabel('密码').fill('Committee#2026')
    await admin.getByRole('button', { name: /登\s*录/ }).click()
    const search = admin.getByRole('searchbox', { name: '输入汉字或拼音搜索' })
    await search.fill('学')
    await search.press('Enter')
    await admin.getByRole('button', { name: '学 xué' }).click()
    await admin.getByRole('heading', { name: '学', level: 2 }).waitFor()

    await admin.getByRole('button', { name: '为“例句 音频地址”录音' }).first().click()
    // Recording: the button counts the seconds; stop after two.
    await admin.getByRole('button', { name: /停止录音（2 \/ 60 秒）/ }).click()
    await admin.getByText('录音已上传，保存后生效').waitFor()
    const field = admin.getByRole('textbox', { name: '例句 音频地址' }).first()
    await expect.poll(() => field.inputValue()).toMatch(/^\/uploads\/lexicon\/\w+\.wav$/)
    const recorded = await field.inputValue()
    await admin.getByLabel('试听“例句 音频地址”').first().waitFor({ state: 'attached' })
    await snap(admin, 'lexicon-admin-recorded')
    await admin.getByRole('button', { name: /保\s*存/ }).click()
    await admin.getByText('已保存').waitFor()
    await committee.close()

    await openXue()
    await page.getByRole('button', { name: '播放例句' }).first().click()
    const clip = await loadedClip()
    expect(new URL(clip.src).pathname).toBe(recorded)
    expect(clip.duration).toBeGreaterThan(1)
  })
})
