// @vitest-environment happy-dom
import { act } from 'react'
import { createRoot, type Root } from 'react-dom/client'
import { afterEach, beforeEach, describe, expect, it } from 'vitest'
import { setLang } from '../../../i18n'
import { type AnswerGroup, AnswerStatusDialog } from './answer-status-dialog'

declare global {
  var IS_REACT_ACT_ENVIRONMENT: boolean
}
globalThis.IS_REACT_ACT_ENVIRONMENT = true

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

let root: Root
let container: HTMLElement

beforeEach(() => {
  container = document.createElement('div')
  document.body.append(container)
  root = createRoot(container)
})
afterEach(async () => {
  act(() => root.unmount())
  container.remove()
  await setLang('zh')
})

/** The sentence of how many questions are unfinished, and the part of it in bold. */
async function summary() {
  act(() => root.render(<AnswerStatusDialog open onClose={() => {}} groups={groups} />))
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
})
