import type { SpeechVo } from '@spell/shared/api/lexicon/words'
import { eq } from 'drizzle-orm'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { startTestServer, type TestServer } from '../../test-support/test-server'
import { lexiconWords } from '../schema'
import { seedLexicon } from './lexicon'

let server: TestServer
beforeAll(async () => {
  server = await startTestServer()
})
afterAll(() => server?.stop())

const entry = async (cword: string) => {
  const [row] = await server.db.select().from(lexiconWords).where(eq(lexiconWords.cword, cword))
  if (!row) throw new Error(`${cword} not seeded`)
  return { ...row, speech: row.speech as SpeechVo[] }
}

/** The speech with the first Chinese part's meaning replaced, as an older seed or the committee wrote it. */
const withMeaning = (speech: SpeechVo[], meaning: string) =>
  speech.map((vo) =>
    vo.languageType === 0 ? { ...vo, parts: vo.parts.map((p, i) => (i === 0 ? { ...p, meaning } : p)) } : vo,
  )

describe('the lexicon seed on a later start', () => {
  it('cleans the entries the committee has not edited and hides one left without a meaning, once', async () => {
    const dog = await entry('狗')
    const fart = await entry('屁')
    const whore = await entry('婊')
    expect(whore.hidden).toBe(true)
    // As a database seeded before the list held them.
    const older = '组词：狗屁（gǒupì）、小狗（xiǎogǒu）'
    await server.db
      .update(lexiconWords)
      .set({ speech: withMeaning(dog.speech, older) })
      .where(eq(lexiconWords.id, dog.id))
    await server.db
      .update(lexiconWords)
      .set({
        hidden: false,
        speech: [{ languageType: 1, parts: [{ partOfSpeechStr: 'common meanings', meaning: 'prostitute' }] }],
      })
      .where(eq(lexiconWords.id, whore.id))
    // The committee's own text stays, whatever it says.
    const committees = '组词：屁股（pìgu）、狗屁（gǒupì）'
    await server.db
      .update(lexiconWords)
      .set({ speech: withMeaning(fart.speech, committees), editedAt: new Date() })
      .where(eq(lexiconWords.id, fart.id))

    await seedLexicon(server.db)
    expect((await entry('狗')).speech).toEqual(dog.speech)
    expect(await entry('婊')).toMatchObject({ hidden: true, speech: whore.speech })
    expect((await entry('屁')).speech[0]?.parts[0]?.meaning).toBe(committees)

    // The committee shows it again: a later start leaves that decision alone.
    await server.db.update(lexiconWords).set({ hidden: false }).where(eq(lexiconWords.id, whore.id))
    await seedLexicon(server.db)
    expect((await entry('婊')).hidden).toBe(false)
  })
})
