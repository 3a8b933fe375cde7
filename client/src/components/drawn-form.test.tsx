// @vitest-environment happy-dom
import { act } from 'react'
import { hydrateRoot, type Root } from 'react-dom/client'
import { renderToString } from 'react-dom/server'
import { Controller, useForm } from 'react-hook-form'
import { afterEach, describe, expect, it } from 'vitest'
import '../lib/test-root'
import { LightTabs } from './light-tabs'
import { PlainButton } from './plain-button'
import { PasswordInput, TextInput } from './text-input'

/** A sign-in form as the login page draws it: two boxes kept by react-hook-form and a submit button. */
function SignIn({ onSubmit }: { onSubmit: (values: { phone: string; password: string }) => void }) {
  const form = useForm({ defaultValues: { phone: '', password: '' } })
  return (
    <form onSubmit={form.handleSubmit(onSubmit)}>
      <Controller
        control={form.control}
        name="phone"
        render={({ field }) => <TextInput aria-label="phone" {...field} />}
      />
      <Controller
        control={form.control}
        name="password"
        render={({ field }) => <PasswordInput aria-label="password" {...field} />}
      />
      <LightTabs
        activeKey="phone"
        onChange={() => {}}
        items={[
          { key: 'phone', label: '手机号登录', children: null },
          { key: 'email', label: '邮箱登录', children: null },
        ]}
      />
      <PlainButton onClick={() => {}}>获取验证码</PlainButton>
      <PlainButton htmlType="submit">登录</PlainButton>
    </form>
  )
}

let root: Root | undefined
let container: HTMLElement
afterEach(() => {
  act(() => root?.unmount())
  container.remove()
})

/** The page as the build draws it, not yet taken over by React. */
function drawn(node: React.ReactNode) {
  container = document.createElement('div')
  container.innerHTML = renderToString(node)
  document.body.append(container)
  return container
}
const box = (label: string) => container.querySelector<HTMLInputElement>(`[aria-label=${label}]`)
const submitButton = () => container.querySelector<HTMLButtonElement>('button[type=submit]')
const buttonNamed = (name: string) =>
  [...container.querySelectorAll<HTMLButtonElement>('button')].find((button) => button.textContent === name)
const codeButton = () => buttonNamed('获取验证码')
const emailTab = () => buttonNamed('邮箱登录')

describe('a form on a page the build drew', () => {
  it('offers its buttons and tabs only once React has taken the page over', async () => {
    drawn(<SignIn onSubmit={() => {}} />)
    expect(emailTab()?.disabled).toBe(true)
    for (const button of [submitButton(), codeButton()]) {
      expect(button?.disabled).toBe(true)
      // Drawn as it will be offered (no grey flash when it is), only not pressable.
      expect(button?.dataset.waiting).toBe('true')
    }
    await act(async () => {
      root = hydrateRoot(container, <SignIn onSubmit={() => {}} />)
    })
    for (const button of [submitButton(), codeButton()]) {
      expect(button?.disabled).toBe(false)
      expect(button?.dataset.waiting).toBeUndefined()
    }
    expect(emailTab()?.disabled).toBe(false)
  })

  it('keeps what was typed before React took the page over, and sends it', async () => {
    const sent: unknown[] = []
    drawn(<SignIn onSubmit={(values) => sent.push(values)} />)
    const phone = box('phone')
    const password = box('password')
    if (!phone || !password) throw new Error('the boxes are not drawn')
    phone.value = '13800000000'
    password.value = 'Secret123'
    await act(async () => {
      root = hydrateRoot(container, <SignIn onSubmit={(values) => sent.push(values)} />)
    })
    expect(box('phone')?.value).toBe('13800000000')
    await act(async () => {
      submitButton()?.click()
    })
    expect(sent).toEqual([{ phone: '13800000000', password: 'Secret123' }])
  })
})
