import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { characterData } from '../../handwriting/character-data'
import { buildSignedInUser } from '../../test-support/factories'
import { buildLexiconReader } from '../../test-support/lexicon-reader'
import { call, startTestServer, type TestServer } from '../../test-support/test-server'

let server: TestServer
beforeAll(async () => {
  server = await startTestServer()
})
afterAll(() => server?.stop())

/** The character's strokes as drawn, each one after the given number of stray strokes. */
async function drawn(cword: string, missesBefore: number[]) {
  const { medians } = await characterData(cword)
  const stray: [number, number][] = [
    [60, 820],
    [90, 800],
  ]
  return medians.flatMap((median, i) => [
    ...Array.from({ length: missesBefore[i] ?? 0 }, () => stray),
    median,
  ])
}

describe('"Write it" practice history', () => {
  it("grades each attempt from its strokes and keeps it, newest first, in the student's own history", async () => {
    const auth = await buildLexiconReader(server)
    const first = await call(
      server,
      'POST',
      '/word/writing',
      { cword: '山', strokes: await drawn('山', [0, 2, 1]) },
      auth,
    )
    expect(first.code).toBe(200)
    expect(first.data).toMatchObject({ cword: '山', strokeMistakes: [0, 2, 1], totalMistakes: 3 })
    await call(server, 'POST', '/word/writing', { cword: '山', strokes: await drawn('山', []) }, auth)
    await call(server, 'POST', '/word/writing', { cword: '水', strokes: await drawn('水', [1]) }, auth)

    const mountain = await call(server, 'GET', '/word/writing/history', { cword: '山' }, auth)
    expect(mountain.data.list.map((r: { totalMistakes: number }) => r.totalMistakes)).toEqual([0, 3])
    const all = await call(server, 'GET', '/word/writing/history', {}, auth)
    expect(all.data.list).toHaveLength(3)

    const other = await buildLexiconReader(server)
    expect((await call(server, 'GET', '/word/writing/history', {}, other)).data.list).toEqual([])
  })

  it('takes no count of mistakes from the browser: a drawing of another character is all mistakes', async () => {
    const auth = await buildLexiconReader(server)
    const claimed = await call(
      server,
      'POST',
      '/word/writing',
      { cword: '山', strokes: await drawn('山', []), strokeMistakes: [0, 0, 0] },
      auth,
    )
    expect(claimed.code).toBe(4000)
    const other = await call(
      server,
      'POST',
      '/word/writing',
      { cword: '山', strokes: await drawn('水', []) },
      auth,
    )
    expect(other.data.totalMistakes).toBeGreaterThan(0)
  })

  it('refuses a malformed drawing or a character outside the bank, naming what is wrong', async () => {
    const auth = await buildLexiconReader(server)
    const empty = await call(server, 'POST', '/word/writing', { cword: '山', strokes: [] }, auth)
    expect(empty.code).toBe(4000)
    expect(empty.msg).toContain('书写笔画数据无效')
    const strokes = await drawn('山', [])
    const two = await call(server, 'POST', '/word/writing', { cword: '山水', strokes }, auth)
    expect(two.code).toBe(4000)
    const outside = await call(server, 'POST', '/word/writing', { cword: '𠀀', strokes }, auth)
    expect(outside.code).toBe(4004)
    expect((await call(server, 'GET', '/word/writing/history', {}, auth)).data.list).toEqual([])
    const committee = await buildSignedInUser(server.db, 'committee')
    const refused = await call(
      server,
      'POST',
      '/word/writing',
      { cword: '山', strokes },
      { authorization: committee.token },
    )
    expect(refused.code).toBe(4003)
  })
})
