// @vitest-environment happy-dom
import { act, useState } from 'react'
import { beforeEach, describe, expect, it } from 'vitest'
import { testRoot } from '../lib/test-root'
import { LightTabs } from './light-tabs'

type Key = 'phone' | 'email' | 'code'

function Sample() {
  const [tab, setTab] = useState<Key>('phone')
  return (
    <LightTabs
      activeKey={tab}
      onChange={setTab}
      items={[
        { key: 'phone', label: '手机号登录', children: <input aria-label="phone" /> },
        { key: 'email', label: '邮箱登录', children: <input aria-label="email" /> },
        { key: 'code', label: '验证码登录', children: <p>code</p> },
      ]}
    />
  )
}

const page = testRoot()
beforeEach(() => page.render(<Sample />))

const tab = (name: string) =>
  [...page.container.querySelectorAll<HTMLButtonElement>('[role=tab]')].find(
    (element) => element.textContent === name,
  )
const shownPanel = () => page.container.querySelector<HTMLElement>('[role=tabpanel]:not([hidden])')
const press = (element: HTMLElement | undefined, key: string) =>
  act(() => {
    element?.dispatchEvent(new KeyboardEvent('keydown', { key, bubbles: true }))
  })

describe('light tabs', () => {
  it('mark the chosen tab and name its panel by it; only the chosen tab is in the keyboard order', () => {
    expect(tab('手机号登录')?.getAttribute('aria-selected')).toBe('true')
    expect(tab('邮箱登录')?.getAttribute('aria-selected')).toBe('false')
    expect([tab('手机号登录')?.tabIndex, tab('邮箱登录')?.tabIndex]).toEqual([0, -1])
    expect(shownPanel()?.getAttribute('aria-labelledby')).toBe(tab('手机号登录')?.id)
    expect(tab('手机号登录')?.getAttribute('aria-controls')).toBe(shownPanel()?.id)
  })

  it('change on a click, keep what was typed in a panel left, and draw a panel only once chosen', () => {
    expect(page.container.querySelector('input[aria-label=email]')).toBeNull()
    const phone = page.container.querySelector<HTMLInputElement>('input[aria-label=phone]')
    if (phone) phone.value = '13812345678'
    act(() => tab('邮箱登录')?.click())
    expect(shownPanel()?.querySelector('input')?.getAttribute('aria-label')).toBe('email')
    act(() => tab('手机号登录')?.click())
    expect(page.container.querySelector<HTMLInputElement>('input[aria-label=phone]')?.value).toBe(
      '13812345678',
    )
  })

  it('move with the arrow keys, wrapping round, and with Home and End', () => {
    press(tab('手机号登录'), 'ArrowRight')
    expect(tab('邮箱登录')?.getAttribute('aria-selected')).toBe('true')
    expect(document.activeElement).toBe(tab('邮箱登录'))
    press(tab('邮箱登录'), 'End')
    expect(tab('验证码登录')?.getAttribute('aria-selected')).toBe('true')
    press(tab('验证码登录'), 'ArrowRight')
    expect(tab('手机号登录')?.getAttribute('aria-selected')).toBe('true')
    press(tab('手机号登录'), 'ArrowLeft')
    expect(tab('验证码登录')?.getAttribute('aria-selected')).toBe('true')
    press(tab('验证码登录'), 'Home')
    expect(shownPanel()?.querySelector('input')?.getAttribute('aria-label')).toBe('phone')
  })
})
