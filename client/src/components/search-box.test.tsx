// @vitest-environment happy-dom
import { act } from 'react'
import { beforeEach, describe, expect, it } from 'vitest'
import { testRoot } from '../lib/test-root'
import { SearchBox } from './search-box'

const page = testRoot()
let searches: string[] = []
beforeEach(() => {
  searches = []
  page.render(
    <SearchBox
      labels={{ field: '搜索', clear: '清除搜索', search: '搜索按钮' }}
      onSearch={(value) => searches.push(value)}
    />,
  )
})

const field = () => page.container.querySelector<HTMLInputElement>('input[type=search]')
const button = (name: string) =>
  page.container.querySelector<HTMLButtonElement>(`button[aria-label="${name}"]`)

function type(value: string) {
  const input = field()
  if (!input) throw new Error('no field')
  const setter = Object.getOwnPropertyDescriptor(HTMLInputElement.prototype, 'value')?.set
  act(() => {
    setter?.call(input, value)
    input.dispatchEvent(new Event('input', { bubbles: true }))
  })
}

describe('SearchBox', () => {
  it('searches what was typed when the search button is pressed, not while typing', () => {
    type('xue')
    expect(searches).toEqual([])
    act(() => button('搜索按钮')?.click())
    expect(searches).toEqual(['xue'])
  })

  it('clears the field and searches nothing when the clear button is pressed', () => {
    type('xue')
    act(() => button('清除搜索')?.click())
    expect(field()?.value).toBe('')
    expect(searches).toEqual([''])
  })
})
