import { spawnSync } from 'node:child_process'
import fs from 'node:fs'
import os from 'node:os'
import path from 'node:path'
import type { WordEntry } from '@spell/shared/api/lexicon/words'
import { describe, expect, it } from 'vitest'
import { keepCheckedClips } from './offered-clips'

const hasEspeak = spawnSync('espeak-ng', ['--version'], { stdio: 'ignore' }).status === 0

/** One Chinese part whose explanation and sentence are read aloud by eSpeak NG. */
function entryReading(meaning: string, sentence: string) {
  const part = {
    partOfSpeechStr: '',
    meaning,
    meaningUrl: '/api/word/speech/1/0/0/meaning?v=a',
    sentence,
    sentenceUrl: '/api/word/speech/1/0/0/sentence?v=b',
    idiom: null,
    idiomUrl: null,
    classicPoetry: null,
    classicPoetryUrl: '/uploads/committee/poetry.mp3',
  }
  return { speechVo: [{ languageType: 0, parts: [part] }] } as unknown as WordEntry
}

describe.skipIf(!hasEspeak)('the clips a page keeps', () => {
  const cacheDir = fs.mkdtempSync(path.join(os.tmpdir(), 'offered-clips-'))

  it('keeps the address of a text that reads right and withdraws one eSpeak NG misreads', async () => {
    // eSpeak NG has no reading for 𠀀 (outside its dictionary): its phonemes give no toned syllable.
    const [entry] = await keepCheckedClips(cacheDir, [entryReading('高山', '𠀀')])
    const part = entry?.speechVo[0]?.parts[0]
    expect(part?.meaningUrl).toBe('/api/word/speech/1/0/0/meaning?v=a')
    expect(part?.sentenceUrl).toBeNull()
  })

  it('leaves alone a clip that is not made from the text (the committee recorded it)', async () => {
    const [entry] = await keepCheckedClips(cacheDir, [entryReading('水', '火')])
    expect(entry?.speechVo[0]?.parts[0]?.classicPoetryUrl).toBe('/uploads/committee/poetry.mp3')
  })
})
