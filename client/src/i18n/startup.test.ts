// @vitest-environment happy-dom
import { LOCALE_STORAGE_KEY } from '@spell/shared/i18n/lang'
import { beforeAll, describe, expect, it, vi } from 'vitest'

/** The browser's storage, with every write recorded. */
const stored = new Map<string, string>([[LOCALE_STORAGE_KEY, 'EN']])
const writes: [string, string][] = []

beforeAll(() => {
  vi.stubGlobal('localStorage', {
    getItem: (key: string) => stored.get(key) ?? null,
    setItem: (key: string, value: string) => {
      writes.push([key, value])
      stored.set(key, value)
    },
  })
})

describe('the site language', () => {
  it('starts in the stored language and marks the page, without writing the choice back', async () => {
    const { currentLang } = await import('./index')
    expect(currentLang()).toBe('en')
    expect(document.documentElement.lang).toBe('en')
    // Written back after the dictionary loaded, it would undo a choice made meanwhile in another tab.
    expect(writes).toEqual([])
  })

  it('stores a change of language and marks the page with it', async () => {
    const { setLang, currentLang } = await import('./index')
    await setLang('zh')
    expect(currentLang()).toBe('zh')
    expect(writes).toEqual([[LOCALE_STORAGE_KEY, 'ZH']])
    expect(document.documentElement.lang).toBe('zh-CN')
  })
})
