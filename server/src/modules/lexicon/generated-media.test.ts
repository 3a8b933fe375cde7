import { spawnSync } from 'node:child_process'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { buildSignedInUser } from '../../test-support/factories'
import { call, startTestServer, type TestServer } from '../../test-support/test-server'

let server: TestServer
beforeAll(async () => {
  server = await startTestServer()
})
afterAll(() => server?.stop())

const hasEspeak = spawnSync('espeak-ng', ['--version'], { stdio: 'ignore' }).status === 0

async function committeeEntry(cword: string) {
  const committee = await buildSignedInUser(server.db, 'committee')
  const auth = { authorization: committee.token }
  const found = await call(server, 'GET', '/admin/lexicon/words', { CWord: cword }, auth)
  const id = found.data.list[0].id
  return { auth, id, entry: (await call(server, 'GET', '/admin/lexicon/word', { id }, auth)).data }
}

describe('generated lexicon media', () => {
  it('draws the simple form and the regular script of a character as SVG from open fonts, cached for good', async () => {
    for (const style of ['simple', 'regular']) {
      const response = await fetch(new URL(`/api/word/glyph/${style}/6c34.svg`, server.url))
      expect(response.status).toBe(200)
      expect(response.headers.get('content-type')).toContain('image/svg+xml')
      expect(response.headers.get('cache-control')).toContain('immutable')
      const svg = await response.text()
      expect(svg).toMatch(/^<svg xmlns="http:\/\/www\.w3\.org\/2000\/svg" viewBox="0 0 \d+ \d+">/)
      expect(svg.match(/ d="([^"]+)"/)?.[1]?.length).toBeGreaterThan(50)
    }
  })

  it('answers a bilingual "not available" for a character the fonts lack and for an unknown style', async () => {
    const lacking = await fetch(new URL('/api/word/glyph/regular/2a6d6.svg', server.url))
    expect(await lacking.json()).toMatchObject({ code: 4004, msg: '该字体暂未收录此字' })
    const english = await fetch(new URL('/api/word/glyph/seal/6c34.svg', server.url), {
      headers: { 'accept-language': 'en' },
    })
    expect(await english.json()).toMatchObject({
      code: 4004,
      msg: 'This form is not available for this character yet',
    })
  })

  it('tells the committee which items are generated, uploaded or missing; an upload replaces the generated one', async () => {
    const { auth, id, entry } = await committeeEntry('水')
    expect(entry.simpleUrl).toBeNull() // the committee edits what is stored
    expect(entry.origins).toMatchObject({
      simpleUrl: 'generated',
      regularScript: 'generated',
      sealScript: 'missing',
      officialScript: 'missing',
      'zh.classicPoetry': 'generated',
    })
    const saved = await call(
      server,
      'POST',
      '/admin/lexicon/saveWord',
      { ...entry, origins: undefined, regularScript: '/uploads/lexicon/kai.png' },
      auth,
    )
    expect(saved.code).toBe(200)
    expect(saved.data.origins.regularScript).toBe('uploaded')
    const student = await call(
      server,
      'GET',
      '/word/getCWordInfoGroupList',
      { pageNum: saved.data.seq },
      auth,
    )
    expect(student.data.list[0].regularScript).toBe('/uploads/lexicon/kai.png')
    expect(student.data.list[0].simpleUrl).toBe('/api/word/glyph/simple/6c34.svg')
    expect(id).toBeGreaterThan(0)
  })

  it.skipIf(!hasEspeak)(
    'reads the poetry, the idiom and the meaning aloud in both languages, made on first request',
    async () => {
      const { auth, entry } = await committeeEntry('山')
      const page = await call(server, 'GET', '/word/getCWordInfoGroupList', { pageNum: entry.seq }, auth)
      const [zh, en] = page.data.list[0].speechVo
      for (const url of [zh.parts[0].classicPoetryUrl, zh.parts[0].idiomUrl, en.parts[0].meaningUrl]) {
        expect(url).toMatch(/^\/api\/word\/speech\/\d+\/[01]\/0\/\w+\?v=[0-9a-f]{16}$/)
        const clip = await fetch(new URL(url, server.url)) // as an <audio> element asks: no credentials
        expect(clip.status).toBe(200)
        expect(clip.headers.get('content-type')).toMatch(/^audio\//)
        expect((await clip.arrayBuffer()).byteLength).toBeGreaterThan(1000)
      }
    },
  )

  it('has no English example sentence rather than “gloss” is 词 (cí) in Chinese.', async () => {
    const { auth, entry } = await committeeEntry('山')
    const page = await call(server, 'GET', '/word/getCWordInfoGroupList', { pageNum: entry.seq }, auth)
    const [, en] = page.data.list[0].speechVo
    expect(en.parts[0]).toMatchObject({ sentence: null, sentenceUrl: null })
    expect(JSON.stringify(page.data.list[0])).not.toContain('in Chinese.')
    const clip = await fetch(new URL(`/api/word/speech/${entry.id}/1/0/sentence`, server.url))
    expect(await clip.json()).toMatchObject({ code: 4004 })
  })

  it.skipIf(!hasEspeak)(
    'offers no clip for a text the Mandarin voice would misread, and the API says there is none',
    async () => {
      const { auth, id, entry } = await committeeEntry('组')
      // Only pinyin and digits: nothing for the Mandarin voice. 𠀀 the voice reads as its code point.
      const meanings = ['zǔ cí 123', '𠀀']
      for (const meaning of meanings) {
        const speechVo = entry.speechVo.map(
          (vo: { languageType: number; parts: Record<string, unknown>[] }) => ({
            ...vo,
            parts: vo.parts.map((p, i) => (vo.languageType === 0 && i === 0 ? { ...p, meaning } : p)),
          }),
        )
        const saved = await call(
          server,
          'POST',
          '/admin/lexicon/saveWord',
          { ...entry, origins: undefined, speechVo },
          auth,
        )
        expect(saved.code).toBe(200)
        const page = await call(server, 'GET', '/word/getCWordInfoGroupList', { pageNum: entry.seq }, auth)
        expect(page.data.list[0].speechVo[0].parts[0]).toMatchObject({ meaning, meaningUrl: null })
        const clip = await fetch(new URL(`/api/word/speech/${id}/0/0/meaning`, server.url))
        expect(await clip.json()).toMatchObject({ code: 4004 })
      }
    },
  )
})
