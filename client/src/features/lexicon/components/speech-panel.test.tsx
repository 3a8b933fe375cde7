// @vitest-environment happy-dom
import type { SpeechPart } from '@spell/shared/api/lexicon/words'
import { act } from 'react'
import { describe, expect, it } from 'vitest'
import { testRoot } from '../../../lib/test-root'
import { SpeechPanel } from './speech-panel'

const part: SpeechPart = {
  partOfSpeechStr: 'common meanings',
  meaning: 'mountain; hill',
  meaningUrl: '/api/word/speech/1/1/0/meaning?v=0123456789abcdef',
  sentence: null,
  sentenceUrl: null,
  idiom: null,
  idiomUrl: null,
  classicPoetry: null,
  classicPoetryUrl: null,
}

const page = testRoot()
const section = (name: string) => page.container.querySelector(`section[aria-label="${name}"]`)

describe('the explanations', () => {
  it('say "Not yet available" for an absent field, with no play button, and read the others', () => {
    page.render(<SpeechPanel cword="山" speechVo={[{ languageType: 1, parts: [part] }]} />)
    const english = [...page.container.querySelectorAll('label')].find((l) => l.textContent === 'English')
    act(() => english?.querySelector('input')?.click())
    expect(section('Sentence')?.textContent).toContain('Not yet available')
    expect(section('Sentence')?.querySelector('button')).toBeNull()
    expect(section('Meaning')?.querySelector('button')).not.toBeNull()
  })
})
