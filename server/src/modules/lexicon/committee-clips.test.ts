import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { mp3Of, toneWav } from '../../test-support/audio-samples'
import { buildSignedInUser } from '../../test-support/factories'
import { buildLexiconReader } from '../../test-support/lexicon-reader'
import { call, startTestServer, type TestServer } from '../../test-support/test-server'

let server: TestServer
let committee: string
beforeAll(async () => {
  server = await startTestServer()
  committee = (await buildSignedInUser(server.db, 'committee')).token
})
afterAll(() => server?.stop())

async function upload(token: string | null, name: string, bytes: Buffer, lang = 'zh-CN') {
  const form = new FormData()
  form.append('file', new Blob([bytes]), name)
  const headers: Record<string, string> = { 'accept-language': lang }
  if (token) headers.authorization = token
  const response = await fetch(new URL('/api/admin/lexicon/upload', server.url), {
    method: 'POST',
    headers,
    body: form,
  })
  return (await response.json()) as { code: number; msg: string; data: { url: string } | null }
}

describe("the committee's own clips", () => {
  it('keeps a recorded WAV and an uploaded MP3 that decode, are audible and last a plausible time', async () => {
    const wav = await upload(committee, 'recording.wav', toneWav(2))
    expect(wav).toMatchObject({
      code: 200,
      data: { url: expect.stringMatching(/^\/uploads\/lexicon\/\w+\.wav$/) },
    })
    const served = await fetch(new URL(wav.data?.url ?? '', server.url))
    expect(served.status).toBe(200)
    expect(Buffer.from(await served.arrayBuffer()).equals(toneWav(2))).toBe(true)
    const mp3 = await upload(committee, 'sentence.mp3', mp3Of(toneWav(3)))
    expect(mp3.data?.url).toMatch(/\.mp3$/)
  })

  it('refuses, with a message in the asker’s language naming what is wrong, and stores nothing', async () => {
    const cases: [string, Buffer, string, string][] = [
      [
        'truncated.mp3',
        Buffer.concat([Buffer.from('ID3'), Buffer.alloc(64)]),
        '这个音频文件无法解码，请上传完整的 MP3 或 WAV 文件',
        'This audio file cannot be decoded: upload a complete MP3 or WAV file',
      ],
      [
        'short.wav',
        toneWav(0.1),
        '音频只有 0.1 秒，至少需要 0.3 秒',
        'The audio lasts only 0.1 s; it must last at least 0.3 s',
      ],
      [
        'long.wav',
        toneWav(61, 0.5, 8000),
        '音频长 61 秒，最长 60 秒',
        'The audio lasts 61 s; it may last at most 60 s',
      ],
      [
        'silent.wav',
        toneWav(2, 0),
        '音频里听不到声音，请靠近麦克风重新录制',
        'Nothing can be heard in this audio: record it again closer to the microphone',
      ],
      [
        'page.mp3',
        Buffer.from('<script>alert(1)</script>'),
        '只能上传 MP3/WAV 音频或 PNG/JPG 图片，且不超过 2MB',
        'Upload an MP3/WAV audio or a PNG/JPG image of at most 2 MB',
      ],
      [
        'big.wav',
        toneWav(70, 0.5, 16000),
        '文件超过 2MB，请压缩或剪短后再上传',
        'The file is larger than 2 MB: compress or shorten it, then upload it again',
      ],
    ]
    for (const [name, bytes, zh, en] of cases) {
      expect(await upload(committee, name, bytes), name).toMatchObject({ code: 4000, msg: zh, data: null })
      expect((await upload(committee, name, bytes, 'en')).msg, name).toBe(en)
    }
  })

  it('is the committee’s alone: a student, a judge and a visitor are refused', async () => {
    const clip = toneWav(1)
    const student = await buildSignedInUser(server.db, 'student')
    const judge = await buildSignedInUser(server.db, 'judge')
    expect((await upload(student.token, 'a.wav', clip)).code).toBe(4003)
    expect((await upload(judge.token, 'a.wav', clip)).code).toBe(4003)
    expect((await upload(null, 'a.wav', clip)).code).toBe(401)
  })

  it('wins over the generated clip: the page plays the committee’s clip for the meaning and the sentence', async () => {
    const found = await call(
      server,
      'GET',
      '/admin/lexicon/words',
      { CWord: '山' },
      { authorization: committee },
    )
    const id = found.data.list[0].id
    const entry = (await call(server, 'GET', '/admin/lexicon/word', { id }, { authorization: committee }))
      .data
    const meaningUrl = (await upload(committee, 'meaning.wav', toneWav(1.5))).data?.url
    const sentenceUrl = (await upload(committee, 'sentence.wav', toneWav(2.5))).data?.url
    const speechVo = entry.speechVo.map((vo: { languageType: number; parts: object[] }) =>
      vo.languageType === 0
        ? { ...vo, parts: vo.parts.map((p, i) => (i === 0 ? { ...p, meaningUrl, sentenceUrl } : p)) }
        : vo,
    )
    const saved = await call(
      server,
      'POST',
      '/admin/lexicon/saveWord',
      { ...entry, speechVo, hidden: undefined, origins: undefined, seq: undefined },
      { authorization: committee },
    )
    expect(saved.code).toBe(200)
    expect(saved.data.origins).toMatchObject({ 'zh.meaningUrl': 'uploaded', 'zh.sentenceUrl': 'uploaded' })

    const reader = await buildLexiconReader(server)
    const page = await call(server, 'GET', '/word/getCWordInfoGroupList', { pageNum: entry.seq }, reader)
    const part = page.data.list[0].speechVo.find((vo: { languageType: number }) => vo.languageType === 0)
      .parts[0]
    expect(part).toMatchObject({ meaningUrl, sentenceUrl })
    const played = await fetch(new URL(sentenceUrl ?? '', server.url))
    expect(Buffer.from(await played.arrayBuffer()).equals(toneWav(2.5))).toBe(true)
  })
})
