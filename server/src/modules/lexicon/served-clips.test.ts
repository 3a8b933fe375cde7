import { spawnSync } from 'node:child_process'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { lexiconRows } from '../../db/seed/lexicon'
import { buildLexiconReader } from '../../test-support/lexicon-reader'
import { call, startTestServer, type TestServer } from '../../test-support/test-server'
import { AUDIBLE_PEAK, decodeAudio } from './audio-check'
import { durationPlausible, spokenText } from './speech-audio'

const hasEspeak = spawnSync('espeak-ng', ['--version'], { stdio: 'ignore' }).status === 0

let server: TestServer
let reader: { authorization: string }
beforeAll(async () => {
  server = await startTestServer()
  reader = await buildLexiconReader(server)
})
afterAll(() => server?.stop())

/** Every 250th character students see, by frequency, from the most frequent to the rarest of the bank. */
const sample = lexiconRows
  .filter((row) => Object.keys(row.d).length)
  .sort((a, b) => a.r - b.r)
  .filter((_, i) => i % 250 === 0)
  .map((row) => row.c)

const columns = ['meaning', 'sentence', 'idiom', 'classicPoetry'] as const

describe.skipIf(!hasEspeak)('every clip a page offers', () => {
  it(`decodes and lasts a plausible time for its text (${sample.length} characters, all their parts, both languages)`, async () => {
    let clips = 0
    for (const cword of sample) {
      const found = await call(server, 'GET', '/word/getCWordList', { CWord: cword }, reader)
      const seq = found.data.list.find((item: { cword: string }) => item.cword === cword)?.seq
      const page = await call(server, 'GET', '/word/getCWordInfoGroupList', { pageNum: seq }, reader)
      for (const vo of page.data.list[0].speechVo as {
        languageType: number
        parts: Record<string, string | null>[]
      }[]) {
        const language = vo.languageType === 1 ? 'en' : 'zh'
        for (const part of vo.parts)
          for (const column of columns) {
            const url = part[`${column}Url`]
            const spoken = spokenText(language, part[column] ?? null)
            // A page offers a clip only for a text there is to read.
            if (!spoken) expect(url, `${cword} ${language} ${column}`).toBeNull()
            if (!url) continue
            const where = `${cword} ${language} ${column}: ${spoken}`
            const response = await fetch(new URL(url, server.url))
            expect(response.status, where).toBe(200)
            expect(response.headers.get('content-type'), where).toMatch(/^audio\/(mpeg|wav)/)
            const decoded = await decodeAudio(Buffer.from(await response.arrayBuffer()))
            expect(decoded, where).not.toBeNull()
            expect(decoded?.peak, where).toBeGreaterThan(AUDIBLE_PEAK)
            expect(
              durationPlausible(language, decoded?.seconds ?? 0, spoken),
              `${where} (${decoded?.seconds} s)`,
            ).toBe(true)
            clips += 1
          }
      }
    }
    expect(clips).toBeGreaterThan(sample.length * 2)
  }, 240_000)
})
