import { describe, expect, it } from 'vitest'
import { answerShownIn, questionDraftSchema } from './questions'

const draft = (overrides: Record<string, unknown>) => ({
  quizForm: 0,
  section: 'B',
  quizTypeStr: '拼音、释义与例句',
  description: '根据拼音选字。',
  engDescription: 'Choose by the pinyin.',
  choice: '本,术,木,末',
  answer: '木',
  ...overrides,
})

describe('a question may not give its answer away', () => {
  it('finds a character answer anywhere in the text', () => {
    expect(answerShownIn('mù — 木：根据拼音、释义和例句选字。', ['木'])).toBe(true)
    expect(answerShownIn('mù：树干和树枝的材料。', ['木'])).toBe(false)
    expect(answerShownIn('选出表示颜色的字', ['红', '白'])).toBe(false)
    expect(answerShownIn('白色和黑色', ['红', '白'])).toBe(true)
  })

  it('finds a Latin answer only as a whole word, in any case, and never an image URL', () => {
    expect(answerShownIn('Pick Apple.', ['apple'])).toBe(true)
    expect(answerShownIn('Start the race.', ['art'])).toBe(false)
    expect(answerShownIn('See https://x.cn/a.png', ['https://x.cn/a.png'])).toBe(false)
  })

  it('refuses the question on the field that shows it', () => {
    const parsed = questionDraftSchema.safeParse(draft({ description: 'mù — 木：选字。' }))
    expect(parsed.success).toBe(false)
    expect(parsed.error?.issues.map((i) => [i.path.join('.'), i.message])).toEqual([
      ['description', 'examAdmin.answerInQuestion'],
    ])
    expect(questionDraftSchema.safeParse(draft({})).success).toBe(true)
  })
})

describe('a write question asks for one character by its pinyin and meaning', () => {
  const write = (overrides: Record<string, unknown>) =>
    draft({
      kind: 'write',
      pinyin: 'mù',
      description: '树干和树枝的材料。',
      engDescription: 'Wood, timber.',
      choice: '',
      answer: '木',
      seconds: 45,
      ...overrides,
    })
  const problems = (input: Record<string, unknown>) =>
    questionDraftSchema.safeParse(input).error?.issues.map((i) => [i.path.join('.'), i.message]) ?? []

  it('takes a character with its pinyin, meaning and seconds, needing no choices', () => {
    const parsed = questionDraftSchema.parse(write({}))
    expect(parsed).toMatchObject({ kind: 'write', pinyin: 'mù', answer: '木', choice: '', seconds: 45 })
  })

  it('refuses an answer that is not exactly one Chinese character', () => {
    expect(problems(write({ answer: '木头' }))).toEqual([['answer', 'examAdmin.writeOneCharacter']])
    expect(problems(write({ answer: 'a' }))).toEqual([['answer', 'examAdmin.writeOneCharacter']])
  })

  it('refuses a meaning that shows the character, and a missing pinyin', () => {
    expect(problems(write({ description: '木头的木。' }))).toEqual([
      ['description', 'examAdmin.answerInQuestion'],
    ])
    expect(problems(write({ pinyin: '' }))).toEqual([['pinyin', 'examAdmin.writePinyin']])
  })

  it('keeps choice questions as they were when no kind is given', () => {
    expect(questionDraftSchema.parse(draft({})).kind).toBe('choice')
    expect(problems(draft({ kind: 'draw' }))).toEqual([['kind', 'examAdmin.kind']])
  })
})
