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
