import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { lexiconRows } from '../../db/seed/lexicon'
import { mp3Of, toneWav } from '../../test-support/audio-samples'
import { buildSignedInUser } from '../../test-support/factories'
import { buildLexiconReader } from '../../test-support/lexicon-reader'
import { call, startTestServer, type TestServer } from '../../test-support/test-server'

let server: TestServer
beforeAll(async () => {
  server = await startTestServer()
})
afterAll(() => server?.stop())

describe('the character bank', () => {
  it('holds the committed lexicon: at least 2,000 characters with pinyin, audio and both languages', async () => {
    const auth = await buildLexiconReader(server)
    const all = await call(server, 'GET', '/word/getCWordList', { pageNum: 1, pageSize: 100000 }, auth)
    expect(all.code).toBe(200)
    // An entry left without a meaning once unsuitable ones are out is hidden.
    expect(all.data.total).toBe(lexiconRows.filter((row) => Object.keys(row.d).length).length)
    expect(all.data.total).toBeGreaterThanOrEqual(2000)
    // One order: by letter, seq counting 1.. through the whole list.
    expect(all.data.list.map((w: { seq: number }) => w.seq).slice(0, 3)).toEqual([1, 2, 3])
    const letters = all.data.list.map((w: { firstLetter: string }) => w.firstLetter)
    expect([...letters].sort()).toEqual(letters)
    for (const empty of ['I', 'U', 'V']) expect(letters).not.toContain(empty)

    const second = await call(server, 'GET', '/word/getCWordList', { pageNum: 2, pageSize: 10 }, auth)
    expect(second.data.total).toBe(all.data.total)
    expect(second.data.list.map((w: { seq: number }) => w.seq)).toEqual([
      11, 12, 13, 14, 15, 16, 17, 18, 19, 20,
    ])
    expect(second.data.list[0].cword).toBe(all.data.list[10].cword)
  })

  it('asks a student to complete the basic information first (2014) and refuses strangers', async () => {
    const { token } = await buildSignedInUser(server.db, 'student')
    expect((await call(server, 'GET', '/word/getCWordList', {}, { authorization: token })).code).toBe(2014)
    expect((await call(server, 'GET', '/word/getCWordList')).code).toBe(401)
    const school = await buildSignedInUser(server.db, 'schoolTeacher')
    expect((await call(server, 'GET', '/word/getCWordList', {}, { authorization: school.token })).code).toBe(
      4003,
    )
  })

  it('lists one letter and finds characters by character or toneless pinyin', async () => {
    const auth = await buildLexiconReader(server)
    const x = await call(server, 'GET', '/word/getCWordList', { firstLetter: 'x' }, auth)
    expect(x.data.list.length).toBeGreaterThan(50)
    expect(x.data.list.every((w: { firstLetter: string }) => w.firstLetter === 'X')).toBe(true)
    expect(x.data.list.map((w: { cword: string }) => w.cword)).toContain('学')

    const byChar = await call(server, 'GET', '/word/getCWordList', { CWord: '学' }, auth)
    expect(byChar.data.list).toHaveLength(1)
    expect(byChar.data.list[0]).toMatchObject({ cword: '学', pinyin: 'xué', firstLetter: 'X' })
    const byPinyin = await call(server, 'GET', '/word/getCWordList', { CWord: 'XUÉ' }, auth)
    expect(byPinyin.data.list.map((w: { cword: string }) => w.cword)).toContain('学')
    const nothing = await call(server, 'GET', '/word/getCWordList', { CWord: '123' }, auth)
    expect(nothing.data).toEqual({ list: [], total: 0 })
    const tooLong = await call(server, 'GET', '/word/getCWordList', { CWord: 'x'.repeat(21) }, auth)
    expect(tooLong.code).toBe(4000)
  })

  it('opens the entry at position p with its audio, topics and both languages, and nothing past the end', async () => {
    const auth = await buildLexiconReader(server)
    const xue = (await call(server, 'GET', '/word/getCWordList', { CWord: '学' }, auth)).data.list[0]
    const page = await call(
      server,
      'GET',
      '/word/getCWordInfoGroupList',
      { pageNum: xue.seq, pageSize: 1 },
      auth,
    )
    expect(page.code).toBe(200)
    const entry = page.data.list[0]
    expect(entry).toMatchObject({ cword: '学', seq: xue.seq, sound: '/audio/pinyin/xue2.mp3' })
    expect(entry.ctopic.split(',')).toContain('1') // HSK 1
    const [zh, en] = entry.speechVo
    expect(zh.languageType).toBe(0)
    expect(en.languageType).toBe(1)
    expect(en.parts[0].meaning).toContain('to learn')
    expect(en.parts[0].sources).toMatchObject({ meaning: 'cedict', words: 'cedict' })
    // The Chinese explanation and the example sentences are the committee's to write.
    expect(zh.parts[0].meaning).toBeNull()
    expect(zh.parts[0].words).toContain('学习（xuéxí）')
    expect(zh.parts[0].sentence).toBeNull()
    expect(en.parts[0].sentence).toBeNull()
    // Poetry comes from an open corpus where the committee has stored none.
    expect(zh.parts[0].classicPoetry).toContain('学')
    expect(zh.parts[0].sources).toMatchObject({ words: 'cedict', classicPoetry: 'chinese-poetry' })

    const past = await call(
      server,
      'GET',
      '/word/getCWordInfoGroupList',
      { pageNum: page.data.total + 1 },
      auth,
    )
    expect(past.data.list).toEqual([])
    const bad = await call(server, 'GET', '/word/getCWordInfoGroupList', { pageNum: 0 }, auth)
    expect(bad.code).toBe(4000)
    expect(bad.msg).toBe('缺少汉字序号')
  })

  it('serves stroke data for the glyph animation, one character at a time', async () => {
    const auth = await buildLexiconReader(server)
    const strokes = await call(server, 'GET', '/word/strokes', { cword: '学' }, auth)
    expect(strokes.code).toBe(200)
    expect(strokes.data.strokes).toHaveLength(8)
    expect(strokes.data.medians).toHaveLength(8)
    expect((await call(server, 'GET', '/word/strokes', { cword: '../x' }, auth)).code).toBe(4000)
    expect((await call(server, 'GET', '/word/strokes', { cword: '学习' }, auth)).code).toBe(4000)
  })
})

describe("the committee's lexicon", () => {
  it('edits any field of an entry; students see the change; others may not edit', async () => {
    const committee = await buildSignedInUser(server.db, 'committee')
    const auth = { authorization: committee.token }
    const found = await call(server, 'GET', '/admin/lexicon/words', { CWord: '山' }, auth)
    const id = found.data.list[0].id
    const entry = (await call(server, 'GET', '/admin/lexicon/word', { id }, auth)).data
    const speechVo = entry.speechVo.map((vo: { parts: { sentence: string | null }[] }) => ({
      ...vo,
      parts: vo.parts.map((p, i) =>
        i === 0 ? { ...p, sentence: '我们去爬山。', sentenceUrl: '/uploads/x.mp3' } : p,
      ),
    }))
    const edit = {
      id,
      ctopic: '1',
      pinyin: 'shān',
      sound: entry.sound,
      simpleUrl: null,
      sealScript: '/uploads/lexicon/seal.png',
      officialScript: '',
      regularScript: null,
      speechVo,
    }
    const saved = await call(server, 'POST', '/admin/lexicon/saveWord', edit, auth)
    expect(saved.code).toBe(200)
    expect(saved.data).toMatchObject({
      sealScript: '/uploads/lexicon/seal.png',
      officialScript: null,
      ctopic: '1',
    })

    const student = await buildLexiconReader(server)
    const page = await call(
      server,
      'GET',
      '/word/getCWordInfoGroupList',
      { pageNum: saved.data.seq },
      student,
    )
    expect(page.data.list[0].speechVo[0].parts[0].sentence).toBe('我们去爬山。')

    expect((await call(server, 'POST', '/admin/lexicon/saveWord', edit, student)).code).toBe(4003)
    const badUrl = await call(
      server,
      'POST',
      '/admin/lexicon/saveWord',
      { ...edit, sound: 'javascript:alert(1)' },
      auth,
    )
    expect(badUrl.code).toBe(4000)
    const missing = await call(server, 'POST', '/admin/lexicon/saveWord', { ...edit, id: 999999 }, auth)
    expect(missing.code).toBe(4004)
  })

  it('hides an entry from every page of the students and shows it again; only the committee may', async () => {
    const committee = await buildSignedInUser(server.db, 'committee')
    const auth = { authorization: committee.token }
    const student = await buildLexiconReader(server)
    const [wood] = (await call(server, 'GET', '/word/getCWordList', { CWord: '木' }, student)).data.list
    const before = (await call(server, 'GET', '/word/getCWordList', {}, student)).data.total

    const hidden = await call(server, 'POST', '/admin/lexicon/setHidden', { id: wood.id, hidden: true }, auth)
    expect(hidden.code).toBe(200)
    expect(hidden.data).toMatchObject({ cword: '木', hidden: true, seq: wood.seq })
    const found = await call(server, 'GET', '/admin/lexicon/words', { CWord: '木' }, auth)
    expect(found.data.list).toEqual([expect.objectContaining({ cword: '木', hidden: true })])

    const list = await call(server, 'GET', '/word/getCWordList', {}, student)
    expect(list.data.total).toBe(before - 1)
    expect(list.data.list.map((w: { cword: string }) => w.cword)).not.toContain('木')
    expect(
      (await call(server, 'GET', '/word/getCWordList', { CWord: 'mu' }, student)).data.list,
    ).not.toContainEqual(expect.objectContaining({ cword: '木' }))
    const page = await call(server, 'GET', '/word/getCWordInfoGroupList', { pageNum: wood.seq }, student)
    expect(page.data.list[0].cword).not.toBe('木')
    expect(page.data.total).toBe(before - 1)
    const stroke = [
      [0, 0],
      [100, 100],
    ]
    const writing = await call(server, 'POST', '/word/writing', { cword: '木', strokes: [stroke] }, student)
    expect(writing.code).toBe(4004)
    const clip = await fetch(new URL(`/api/word/speech/${wood.id}/0/0/meaning`, server.url), {
      headers: student,
    })
    expect(await clip.json()).toMatchObject({ code: 4004 })

    const shown = await call(server, 'POST', '/admin/lexicon/setHidden', { id: wood.id, hidden: false }, auth)
    expect(shown.data.hidden).toBe(false)
    const again = await call(server, 'GET', '/word/getCWordInfoGroupList', { pageNum: wood.seq }, student)
    expect(again.data.list[0].cword).toBe('木')

    const toggle = { id: wood.id, hidden: true }
    expect((await call(server, 'POST', '/admin/lexicon/setHidden', toggle, student)).code).toBe(4003)
    const judge = await buildSignedInUser(server.db, 'judge')
    expect(
      (await call(server, 'POST', '/admin/lexicon/setHidden', toggle, { authorization: judge.token })).code,
    ).toBe(4003)
    expect((await call(server, 'POST', '/admin/lexicon/setHidden', toggle)).code).toBe(401)
    expect(
      (await call(server, 'POST', '/admin/lexicon/setHidden', { ...toggle, id: 999999 }, auth)).code,
    ).toBe(4004)
    expect((await call(server, 'GET', '/word/getCWordList', { CWord: '木' }, student)).data.total).toBe(1)
  })

  it('uploads audio and images checked by their bytes, committee only', async () => {
    const committee = await buildSignedInUser(server.db, 'committee')
    const send = async (token: string, name: string, bytes: Buffer) => {
      const form = new FormData()
      form.append('file', new Blob([bytes]), name)
      const response = await fetch(new URL('/api/admin/lexicon/upload', server.url), {
        method: 'POST',
        headers: { authorization: token },
        body: form,
      })
      return (await response.json()) as { code: number; data: { url: string } | null }
    }
    const mp3 = mp3Of(toneWav(1.5))
    const ok = await send(committee.token, 'meaning.mp3', mp3)
    expect(ok.code).toBe(200)
    expect(ok.data?.url).toMatch(/^\/uploads\/lexicon\/\w+\.mp3$/)
    expect((await send(committee.token, 'evil.mp3', Buffer.from('<script>'))).code).toBe(4000)
    const student = await buildSignedInUser(server.db, 'student')
    expect((await send(student.token, 'meaning.mp3', mp3)).code).toBe(4003)
  })
})
