// @vitest-environment happy-dom
import { act } from 'react'
import { beforeEach, describe, expect, it } from 'vitest'
import { testRoot } from '../../../lib/test-root'
import '../../../i18n'
import { InstructionsToggle } from './instructions-toggle'

const page = testRoot()
beforeEach(() =>
  page.render(<InstructionsToggle zh="1. 认真作答 2. 按时提交" en="1. Answer with care 2. Submit in time" />),
)

const points = () => [...page.container.querySelectorAll('li')].map((li) => li.textContent)
const radio = (name: string) =>
  [...page.container.querySelectorAll<HTMLInputElement>('input[type=radio]')].find(
    (input) => input.parentElement?.textContent === name,
  )

describe('the exam instructions language switch', () => {
  it('shows the instructions in the site language first, as a group of two radios named for what they switch', () => {
    expect(points()).toEqual(['1. 认真作答', '2. 按时提交'])
    expect(page.container.querySelector('[role=radiogroup]')?.getAttribute('aria-label')).toBe('说明语言')
    expect(radio('中文')?.checked).toBe(true)
    expect(radio('English')?.checked).toBe(false)
  })

  it('turns the instructions to English and back', () => {
    act(() => radio('English')?.click())
    expect(points()).toEqual(['1. Answer with care', '2. Submit in time'])
    expect(page.container.querySelector('ol')?.getAttribute('lang')).toBe('en')
    expect(radio('English')?.checked).toBe(true)
    act(() => radio('中文')?.click())
    expect(points()).toEqual(['1. 认真作答', '2. 按时提交'])
  })
})
