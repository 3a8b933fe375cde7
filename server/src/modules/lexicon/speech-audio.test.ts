import { spawnSync } from 'node:child_process'
import fs from 'node:fs'
import os from 'node:os'
import path from 'node:path'
import { describe, expect, it } from 'vitest'
import {
  durationPlausible,
  phonemesReadRight,
  speechAllowed,
  speechChecked,
  speechClip,
  spokenText,
} from './speech-audio'

const hasEspeak = spawnSync('espeak-ng', ['--version'], { stdio: 'ignore' }).status === 0

describe('what the Mandarin voice reads', () => {
  it('keeps Han characters and Chinese punctuation, and drops pinyin, Latin letters and digits', () => {
    expect(spokenText('zh', '组词：组成（zǔchéng）、组织(zu3zhi1)')).toBe('组词：组成、组织')
    expect(spokenText('zh', '组词 zǔ cí')).toBe('组词')
    expect(spokenText('zh', '组词 zu3 ci2')).toBe('组词')
    expect(spokenText('zh', '山【shān】高 123 米 [gao1]')).toBe('山 高 米')
    expect(spokenText('zh', '床前明月光，疑是地上霜。\n——李白《静夜思》')).toBe(
      '床前明月光，疑是地上霜。——李白《静夜思》',
    )
    expect(spokenText('zh', 'zǔ cí 123')).toBe('')
  })
})

describe('the phoneme check', () => {
  it('refuses Latin read as English and a Chinese text whose syllables do not match its characters', () => {
    // eSpeak NG's output for 组词 with the plain cmn voice, which reads the characters as "zu three ci two".
    expect(phonemesReadRight('zh', "(en)zV55Tr'i:55_| sI55t'u:55(cmn)_|", '组词')).toBe(false)
    expect(phonemesReadRight('zh', "ts'u21_| tsh'i[35_|", '组词')).toBe(true)
    // 山高 123: the digits add syllables.
    expect(phonemesReadRight('zh', "s.'a55n_| k'Au55_| j,i55pai21_|_| ,@r51s.i.35_|s'a55n_|", '山高')).toBe(
      false,
    )
    expect(phonemesReadRight('en', "m'aUntIn h'Il", 'mountain hill')).toBe(true)
  })

  it('refuses clips far too short or long for their text', () => {
    expect(durationPlausible('zh', 2.6, '组词 组成 组织')).toBe(true)
    expect(durationPlausible('zh', 0.2, '床前明月光，疑是地上霜。')).toBe(false)
    expect(durationPlausible('zh', 30, '山')).toBe(false)
    expect(durationPlausible('en', 1.2, 'mountain; hill')).toBe(true)
    expect(durationPlausible('en', 0, 'mountain; hill')).toBe(false)
  })

  it.skipIf(!hasEspeak)(
    'asks espeak-ng: Han text passes, pinyin fed to the Mandarin voice does not',
    async () => {
      expect(await speechChecked('zh', '组词：组成、组织')).toBe(true)
      expect(await speechChecked('zh', '组词 zu3 ci2')).toBe(false)
      expect(await speechChecked('zh', '山高123')).toBe(false)
      expect(await speechChecked('en', 'a mountain')).toBe(true)
      // A page offers a clip until a check refuses its text; then no more.
      expect(speechAllowed('zh', '山高')).toBe(true)
      expect(speechAllowed('zh', '组词 zu3 ci2')).toBe(false)
      const cacheDir = fs.mkdtempSync(path.join(os.tmpdir(), 'speech-'))
      try {
        expect(await speechClip(cacheDir, 'zh', '组词 zu3 ci2')).toBeNull()
        const clip = await speechClip(cacheDir, 'zh', '山高')
        expect(clip && fs.statSync(clip.file).size).toBeGreaterThan(1000)
      } finally {
        fs.rmSync(cacheDir, { recursive: true, force: true })
      }
    },
  )
})
