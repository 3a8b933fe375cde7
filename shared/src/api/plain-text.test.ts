import { describe, expect, it } from 'vitest'
import { z } from 'zod'
import { examSaveSchema } from '../realtime/events'
import { findTextProblem, multiline, multilinePaths, plainTextOnly, textProblemOf } from './plain-text'

describe('plain text', () => {
  it('refuses C0 and C1 control characters, DEL and lone surrogates, and keeps other text', () => {
    for (const bad of ['a\u0000b', '\u0007', 'x\u001b[31m', '\u007f', 'a\u0085', '\u009f'])
      expect(textProblemOf(bad, true)).toBe('controlCharacter')
    expect(textProblemOf('a\ud800b', true)).toBe('brokenCharacter')
    expect(textProblemOf('\udc00', true)).toBe('brokenCharacter')
    for (const good of ['汉字 Hanzi', '😀', '', 'tab\there', ' \u00a0 '])
      expect(textProblemOf(good, good.includes('\t'))).toBeUndefined()
  })

  it('lets only multi-line fields hold tabs and line breaks', () => {
    expect(textProblemOf('one\ntwo', false)).toBe('lineBreak')
    expect(textProblemOf('one\r\ntwo\tthree', true)).toBeUndefined()
  })

  it('finds the multi-line fields of a schema through wrappers, arrays and unions', () => {
    const schema = z
      .object({
        name: z.string(),
        note: multiline(z.string().trim()).optional(),
        parts: z.array(z.object({ text: multiline(z.string()).nullable() })),
        either: z.union([z.object({ a: multiline(z.string()) }), z.string()]),
      })
      .refine(() => true)
    expect(multilinePaths(schema)).toEqual([['note'], ['parts', '*', 'text'], ['either', 'a']])
  })

  it('names the path of the first bad string, object keys included', () => {
    const paths = [['parts', '*', 'text']]
    expect(findTextProblem({ name: 'ok', parts: [{ text: 'a\nb' }, { text: 'c\u0000' }] }, paths)).toEqual({
      path: ['parts', 1, 'text'],
      problem: 'controlCharacter',
    })
    expect(findTextProblem({ name: 'a\nb' }, paths)).toEqual({ path: ['name'], problem: 'lineBreak' })
    expect(findTextProblem({ 'k\u0000': 1 })).toEqual({ path: ['k\u0000'], problem: 'controlCharacter' })
    expect(findTextProblem({ a: [1, true, null, { b: 'fine' }] })).toBeUndefined()
  })

  it('refuses input nested deeper than any contract', () => {
    let deep: unknown = 'x'
    for (let i = 0; i < 100; i++) deep = [deep]
    expect(findTextProblem({ deep })?.problem).toBe('tooDeep')
  })

  it('checks a socket payload schema with the same rules', () => {
    const schema = plainTextOnly(z.object({ answer: z.string().max(5) }))
    const refused = schema.safeParse({ answer: '水\u0000' })
    expect(refused.success).toBe(false)
    expect(refused.error?.issues[0]).toMatchObject({
      path: ['answer'],
      message: 'validation.controlCharacter',
    })
    expect(schema.safeParse({ answer: '水' }).data).toEqual({ answer: '水' })
    expect(schema.safeParse({ answer: '水水水水水水' }).success).toBe(false)
  })

  it('refuses a control character in an answer saved over the socket', () => {
    const save = { quizId: 1, quizInfoId: 2, revision: 0 }
    expect(examSaveSchema.safeParse({ ...save, userAnswer: '水\u0000' }).error?.issues[0]?.path).toEqual([
      'userAnswer',
    ])
    expect(examSaveSchema.safeParse({ ...save, userAnswer: '水,木' }).success).toBe(true)
  })
})
