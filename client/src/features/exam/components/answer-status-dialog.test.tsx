// @vitest-environment happy-dom
import { afterEach, describe, expect, it } from 'vitest'
import { setLang } from '../../../i18n'
import { testRoot } from '../../../lib/test-root'
import { type AnswerGroup, AnswerStatusDialog } from './answer-status-dialog'

const groups: AnswerGroup[] = [
  {
    quizTypeStr: '选择题',
    quizNum: 3,
    noAnswerNum: 1,
    answerResults: [
      { quizNumber: 1, questionId: 11, isAnswer: true },
      { quizNumber: 2, questionId: 12, isAnswer: false },
      { quizNumber: 3, questionId: 13, isAnswer: true },
    ],
  },
  {
    quizTypeStr: '书写题',
    quizNum: 1,
    noAnswerNum: 1,
    answerResults: [{ quizNumber: 4, questionId: 14, isAnswer: false }],
  },
]

const page = testRoot()
afterEach(() => setLang('zh'))

/** The sentence of how many questions are unfinished, and the part of it in bold. */
async function summary() {
  page.render(<AnswerStatusDialog open onClose={() => {}} groups={groups} />)
  await expect.poll(() => document.querySelector('[aria-live=polite]')).toBeTruthy()
  const paragraph = document.querySelector('[aria-live=polite]')
  return { text: paragraph?.textContent, bold: paragraph?.querySelector('strong')?.textContent }
}

describe('the answer status dialog', () => {
  it('says how many questions are unfinished, the number in bold', async () => {
    expect(await summary()).toEqual({ text: '还有 2 题未完成', bold: '2' })
  })

  it('says it in English, counted', async () => {
    await setLang('en')
    expect(await summary()).toEqual({ text: 'Unfinished: 2 questions', bold: '2' })
  })

  it("names the question types in the reader's language", async () => {
    await setLang('en')
    await summary()
    expect(document.body.textContent).toContain('Multiple choice')
    expect(document.body.textContent).not.toContain('选择题')
  })
})
