// @vitest-environment happy-dom
import type { WordEntry } from '@spell/shared/api/lexicon/words'
import { describe, expect, it } from 'vitest'
import { testRoot } from '../../../lib/test-root'
import { ScriptImages } from './script-images'

const entry: WordEntry = {
  id: 1,
  cword: '山',
  firstLetter: 'S',
  ctopic: '1',
  pinyin: 'shān',
  seq: 1,
  sound: null,
  simpleUrl: '/api/word/glyph/simple/5c71.svg',
  sealScript: null,
  officialScript: null,
  regularScript: '/api/word/glyph/regular/5c71.svg',
  speechVo: [],
}

const page = testRoot()
const labels = () => [...page.container.querySelectorAll('li > span')].map((span) => span.textContent)

describe('script images', () => {
  it('show only the scripts the entry has an image of, never an empty tile', () => {
    page.render(<ScriptImages entry={entry} />)
    expect(labels()).toEqual(['简体', '楷书'])
    expect(page.container.querySelectorAll('img')).toHaveLength(2)
  })

  it('show an uploaded seal script', () => {
    page.render(<ScriptImages entry={{ ...entry, sealScript: '/uploads/lexicon/seal.png' }} />)
    expect(labels()).toEqual(['简体', '篆书', '楷书'])
  })
})
