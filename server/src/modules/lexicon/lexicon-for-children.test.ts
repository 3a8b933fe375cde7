import type { WordEntry, WordListItem } from '@spell/shared/api/lexicon/words'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { unsuitableWordIn } from '../../db/seed/unsuitable-words'
import { buildLexiconReader } from '../../test-support/lexicon-reader'
import { call, startTestServer, type TestServer } from '../../test-support/test-server'
import { wordsAt } from './lexicon.service'

let server: TestServer
let auth: { authorization: string }
beforeAll(async () => {
  server = await startTestServer()
  auth = await buildLexiconReader(server)
})
afterAll(() => server?.stop())

/** Every string of a value, with where it sits ("speechVo.0.parts.0.meaning"). */
function textsOf(value: unknown, at = ''): [at: string, text: string][] {
  if (typeof value === 'string') return [[at, value]]
  if (value && typeof value === 'object')
    return Object.entries(value).flatMap(([key, item]) => textsOf(item, at ? `${at}.${key}` : key))
  return []
}

/**
 * Every entry a student can open, page by page as the font page asks for them (read once), from the
 * service the page's call answers with: the call adds nothing to the texts, and through HTTP each of
 * the 125 pages would first have every clip it offers checked by eSpeak NG.
 */
let read: Promise<{ entries: WordEntry[]; total: number }> | undefined
const everyEntry = () => {
  read ??= readEveryEntry()
  return read
}

async function readEveryEntry() {
  const pageSize = 20
  const first = await wordsAt(server.db, { pageNum: 1, pageSize })
  const entries: WordEntry[] = [...first.list]
  for (let pageNum = 2; (pageNum - 1) * pageSize < first.total; pageNum++)
    entries.push(...(await wordsAt(server.db, { pageNum, pageSize })).list)
  return { entries, total: first.total }
}

describe('a lexicon fit for children', () => {
  it('shows no unsuitable word in any meaning, word list, sentence, idiom or line of poetry', async () => {
    const { entries, total } = await everyEntry()
    expect(entries).toHaveLength(total)
    expect(total).toBeGreaterThan(2400)
    const found = entries.flatMap((entry) =>
      textsOf(entry.speechVo, 'speechVo').flatMap(([at, text]) => {
        const word = unsuitableWordIn(text)
        return word ? [`${entry.cword} ${at}: ${word} in “${text}”`] : []
      }),
    )
    expect(found).toEqual([])
  })

  it('does not show an entry whose only meaning is unsuitable, in the list, the search or the pages', async () => {
    const list = await call(server, 'GET', '/word/getCWordList', {}, auth)
    const listed = list.data.list.map((item: WordListItem) => item.cword)
    for (const cword of ['婊', '妓']) {
      expect(listed).not.toContain(cword)
      expect((await call(server, 'GET', '/word/getCWordList', { CWord: cword }, auth)).data.total).toBe(0)
    }
    const { entries } = await everyEntry()
    expect(entries.map((entry) => entry.cword)).not.toContain('婊')
  })

  it('keeps a character with an innocent sense and shows only that sense', async () => {
    const [found] = (await call(server, 'GET', '/word/getCWordList', { CWord: '淫' }, auth)).data.list
    const page = await call(server, 'GET', '/word/getCWordInfoGroupList', { pageNum: found.seq }, auth)
    const [zh, en] = page.data.list[0].speechVo
    expect(en.parts[0].meaning).toBe('excess\nexcessive')
    expect(zh.parts[0].words).toBeNull()
    // 屁 keeps its everyday word and loses the vulgar ones.
    const [pi] = (await call(server, 'GET', '/word/getCWordList', { CWord: '屁' }, auth)).data.list
    const piPage = await call(server, 'GET', '/word/getCWordInfoGroupList', { pageNum: pi.seq }, auth)
    expect(piPage.data.list[0].speechVo[0].parts[0].words).toBe('屁股（pìgu）')
  })
})
