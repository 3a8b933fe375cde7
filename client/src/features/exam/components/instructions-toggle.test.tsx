// @vitest-environment happy-dom
import { act } from 'react'
import { createRoot, type Root } from 'react-dom/client'
import { afterEach, beforeEach, describe, expect, it } from 'vitest'
import '../../../i18n'
import { InstructionsToggle } from './instructions-toggle'

declare global {
  var IS_REACT_ACT_ENVIRONMENT: boolean
}
globalThis.IS_REACT_ACT_ENVIRONMENT = true

let root: Root
let container: HTMLElement

beforeEach(() => {
  container = document.createElement('div')
  document.body.append(container)
  root = createRoot(container)
  act(() =>
    root.render(
      <InstructionsToggle zh="1. 认真作答 2. 按时提交" en="1. Answer with care 2. Submit in time" />,
    ),
  )
})
afterEach(() => {
  act(() => root.unmount())
  container.remove()
})

const points = () => [...container.querySelectorAll('li')].map((li) => li.textContent)
const radio = (name: string) =>
  [...container.querySelectorAll<HTMLInputElement>('input[type=radio]')].find(
    (input) => input.parentElement?.textContent === name,
  )

describe('the exam instructions language switch', () => {
  it('shows the instructions in the site language first, as a group of two radios named for what they switch', () => {
    expect(points()).toEqual(['1. 认真作答', '2. 按时提交'])
    expect(container.querySelector('[role=radiogroup]')?.getAttribute('aria-label')).toBe('说明语言')
    expect(radio('中文')?.checked).toBe(true)
    expect(radio('English')?.checked).toBe(false)
  })

  it('turns the instructions to English and back', () => {
    act(() => radio('English')?.click())
    expect(points()).toEqual(['1. Answer with care', '2. Submit in time'])
    expect(container.querySelector('ol')?.getAttribute('lang')).toBe('en')
    expect(radio('English')?.checked).toBe(true)
    act(() => radio('中文')?.click())
    expect(points()).toEqual(['1. 认真作答', '2. 按时提交'])
  })
})
