import fs from 'node:fs'
import path from 'node:path'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { buildLexiconReader } from '../../test-support/lexicon-reader'
import { startTencentTtsStandIn } from '../../test-support/tencent-tts-stand-in'
import { call, startTestServer, type TestServer } from '../../test-support/test-server'
import { decodeAudio } from './audio-check'
import { builtDir, readManifest } from './built-speech'
import { spokenText } from './speech-audio'
import { runSpeechBuild } from './speech-build-command'
import { TencentTtsError, tencentSpeech, tencentTtsSettings } from './speech-tencent'

const keys = {
  TENCENT_TTS_SECRET_ID: 'AKIDttsstandin00000000000000000000000',
  TENCENT_TTS_SECRET_KEY: 'tts-stand-in-secret-key-000000000',
}

let standIn: Awaited<ReturnType<typeof startTencentTtsStandIn>>
let server: TestServer
let env: Record<string, string>
beforeAll(async () => {
  ;[standIn, server] = await Promise.all([
    startTencentTtsStandIn({ secretId: keys.TENCENT_TTS_SECRET_ID, secretKey: keys.TENCENT_TTS_SECRET_KEY }),
    startTestServer(),
  ])
  env = { ...keys, TENCENT_TTS_REGION: 'ap-shanghai', TENCENT_TTS_ENDPOINT: standIn.endpoint }
})
afterAll(async () => {
  await standIn?.close()
  await server?.stop()
})

const build = (args: string[], lines: string[] = []) =>
  runSpeechBuild(args, env, { db: server.db, uploadsDir: server.services.config.uploadsDir }, (line) =>
    lines.push(line),
  )

type Part = Record<string, string | null>
async function pageOf(cword: string) {
  const reader = await buildLexiconReader(server)
  const found = await call(server, 'GET', '/word/getCWordList', { CWord: cword }, reader)
  const page = await call(
    server,
    'GET',
    '/word/getCWordInfoGroupList',
    { pageNum: found.data.list[0].seq },
    reader,
  )
  const vos = page.data.list[0].speechVo as { languageType: number; parts: Part[] }[]
  return {
    zh: vos.find((vo) => vo.languageType === 0)?.parts ?? [],
    en: vos.find((vo) => vo.languageType === 1)?.parts ?? [],
  }
}

/** Every text a page reads aloud, with the URL of its clip. */
function clipsOf(page: { zh: Part[]; en: Part[] }) {
  const clips: { language: 'zh' | 'en'; spoken: string; url: string | null }[] = []
  for (const language of ['zh', 'en'] as const)
    for (const part of page[language])
      for (const column of ['meaning', 'sentence', 'idiom', 'classicPoetry']) {
        const spoken = spokenText(language, part[column] ?? null)
        if (spoken) clips.push({ language, spoken, url: part[`${column}Url`] ?? null })
      }
  return clips
}

describe('Tencent Cloud text-to-speech', () => {
  it('reads Han text with the Mandarin voice and English with the English voice, as MP3 that decodes', async () => {
    const speech = tencentSpeech(tencentTtsSettings(env))
    const zh = await decodeAudio(await speech.synthesize('zh', '我们在学校学习汉字。'))
    const en = await decodeAudio(await speech.synthesize('en', 'to learn; to study'))
    expect(zh).toMatchObject({ kind: 'mp3', sampleRate: 16000 })
    expect(zh?.seconds).toBeGreaterThan(1)
    expect(en?.kind).toBe('mp3')
    expect(standIn.refusals).toEqual([])
    expect(standIn.received.slice(-2)).toEqual([
      { text: '我们在学校学习汉字。', voiceType: 101001, primaryLanguage: 1, codec: 'mp3' },
      { text: 'to learn; to study', voiceType: 101051, primaryLanguage: 2, codec: 'mp3' },
    ])
  })

  it('is refused by the signature check with a wrong secret key, and says which setting to check', async () => {
    const speech = tencentSpeech(tencentTtsSettings({ ...env, TENCENT_TTS_SECRET_KEY: 'not-the-key' }))
    const error = await speech.synthesize('zh', '山').catch((e: unknown) => e)
    expect(error).toBeInstanceOf(TencentTtsError)
    expect(error).toMatchObject({ providerCode: 'AuthFailure.SignatureFailure' })
    expect((error as Error).message).toContain('TENCENT_TTS_SECRET_KEY')
    expect(standIn.refusals.at(-1)).toBe('AuthFailure.SignatureFailure')
  })

  it('will not build without its keys, and names the missing ones', async () => {
    const lines: string[] = []
    const { status } = await runSpeechBuild(
      ['--provider=tencent'],
      {},
      { db: server.db, uploadsDir: server.services.config.uploadsDir },
      (l) => lines.push(l),
    )
    expect(status).toBe(2)
    expect(lines.join('\n')).toMatch(/TENCENT_TTS_SECRET_ID.*TENCENT_TTS_SECRET_KEY/)
    expect((await build(['--provider=espeak'])).status).toBe(2)
  })
})

describe('npm run lexicon:audio -- --provider=tencent', () => {
  it('builds every spoken text of the characters, checks each clip, and the pages play the built clips', async () => {
    const before = await pageOf('山')
    // The English meaning (CC-CEDICT's senses); 山 has no Chinese explanation until the committee writes one.
    const espeakUrl = before.en[0]?.meaningUrl
    expect(espeakUrl).toMatch(/^\/api\/word\/speech\//)
    const lines: string[] = []
    const { status, report } = await build(['--provider=tencent', '--characters=山'], lines)
    expect(lines.join('\n')).toMatch(/\d+ texts: \d+ clips made/)
    expect(status).toBe(0)
    expect(report?.made).toBeGreaterThan(2)
    expect(report?.refused).toEqual([])

    const after = await pageOf('山')
    // Every text of the page is served the built clip, under a new URL (its version names the build).
    const spoken = clipsOf(after)
    expect(new Set(spoken.map((c) => `${c.language}|${c.spoken}`)).size).toBe(report?.made)
    expect(after.en[0]?.meaningUrl).not.toBe(espeakUrl)
    const manifest = readManifest(builtDir(path.join(server.services.config.uploadsDir, 'generated')))
    for (const { language, spoken: text, url } of spoken) {
      expect(url, `${language} ${text}`).toMatch(/^\/api\/word\/speech\//)
      const response = await fetch(new URL(url ?? '', server.url))
      expect(response.headers.get('content-type')).toBe('audio/mpeg')
      const bytes = Buffer.from(await response.arrayBuffer())
      const decoded = await decodeAudio(bytes)
      expect(decoded?.kind).toBe('mp3')
      // The bytes are the stand-in's (its 16 kHz MP3), not eSpeak NG's 22 kHz clip made by the server.
      expect(decoded?.sampleRate).toBe(16000)
      expect(
        Object.values(manifest).some((entry) => Math.abs(entry.seconds - (decoded?.seconds ?? 0)) < 0.01),
      ).toBe(true)
    }
  })

  it('builds only what is missing the next time, and everything again with --all', async () => {
    const asked = standIn.received.length
    const again = await build(['--provider=tencent', '--characters=山'])
    expect(again.report?.made).toBe(0)
    expect(again.report?.kept).toBeGreaterThan(2)
    expect(standIn.received.length).toBe(asked)
    const all = await build(['--provider=tencent', '--characters=山', '--all'])
    expect(all.report?.made).toBe(again.report?.kept)
  })

  it('keeps no clip that is silent or does not decode: the text keeps eSpeak NG’s checked clip', async () => {
    const before = clipsOf(await pageOf('学'))
    standIn.failNext('silence')
    standIn.failNext('garbage')
    const { report } = await build(['--provider=tencent', '--characters=学', '--concurrency=1'])
    expect(report?.refused.map((r) => r.reason)).toEqual(['silent', 'does not decode as MP3'])
    const refused = new Set(report?.refused.map((r) => `${r.language}|${r.spoken}`))
    const after = clipsOf(await pageOf('学'))
    expect(after.length).toBe(before.length)
    after.forEach((clip, i) => {
      if (refused.has(`${clip.language}|${clip.spoken}`)) expect(clip.url).toBe(before[i]?.url)
      else expect(clip.url, clip.spoken).not.toBe(before[i]?.url)
    })
  })

  it('stops at an error of the account, keeping the clips made so far', async () => {
    standIn.failNext({ code: 'UnsupportedOperation.PkgExhausted', message: 'package exhausted' })
    const lines: string[] = []
    const { status } = await build(['--provider=tencent', '--characters=水', '--concurrency=1'], lines)
    expect(status).toBe(1)
    expect(lines.at(-1)).toContain('resource package is used up')
    const files = fs.readdirSync(builtDir(path.join(server.services.config.uploadsDir, 'generated')))
    expect(files).toContain('manifest.json')
  })
})
