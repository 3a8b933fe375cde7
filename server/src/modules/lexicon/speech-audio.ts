import { execFile, spawnSync } from 'node:child_process'
import { createHash } from 'node:crypto'
import fs from 'node:fs'
import path from 'node:path'
import { promisify } from 'node:util'

const run = promisify(execFile)

/**
 * Spoken meanings, sentences, idioms and poetry, read by eSpeak NG (Debian's espeak-ng; LAME makes
 * them small MP3s when it is installed, else they stay WAV). Clips are made on first request and kept
 * in the data folder; without espeak-ng there are no generated clips and the page shows no button.
 */
const installed = new Map<string, boolean>()
const has = (tool: string) => {
  let found = installed.get(tool)
  if (found === undefined) {
    found = spawnSync(tool, ['--version'], { stdio: 'ignore' }).status === 0
    installed.set(tool, found)
  }
  return found
}
export const speechAvailable = () => has('espeak-ng')

const voices = { zh: 'cmn', en: 'en-us' } as const
export type SpeechLanguage = keyof typeof voices

/**
 * What the voice reads: Chinese without the bracketed pinyin; English without the Chinese words and
 * their toned pinyin (a Chinese voice cannot read English and the reverse). Empty when nothing is left.
 */
export function spokenText(language: SpeechLanguage, text: string | null) {
  if (!text) return ''
  const spoken =
    language === 'zh'
      ? text.replace(/（[^）]*）|\([^)]*\)/g, '').replace(/[A-Za-z]+/g, '')
      : text
          .replace(/\p{Script=Han}+/gu, ' ')
          .split(/\s+/)
          .filter((word) => !/[\u00c0-\u024f]/.test(word.normalize('NFC')))
          .join(' ')
  const cleaned = spoken.replace(/\s+/g, ' ').trim()
  const readable = language === 'zh' ? /\p{Script=Han}/u : /[A-Za-z]{2}/
  return readable.test(cleaned) ? cleaned.slice(0, 600) : ''
}

/** A short version tag of the spoken text: the clip's URL changes whenever its text does. */
export const speechVersion = (language: SpeechLanguage, spoken: string) =>
  createHash('sha1').update(`${voices[language]}|${spoken}`).digest('hex').slice(0, 16)

/** The clip for the text (made now unless cached): its file and content type. */
export async function speechClip(cacheDir: string, language: SpeechLanguage, spoken: string) {
  const dir = path.join(cacheDir, 'speech')
  const base = path.join(dir, speechVersion(language, spoken))
  const mp3 = has('lame')
  const file = `${base}.${mp3 ? 'mp3' : 'wav'}`
  const type = mp3 ? 'audio/mpeg' : 'audio/wav'
  if (fs.existsSync(file)) return { file, type }
  fs.mkdirSync(dir, { recursive: true })
  const wav = `${base}.${process.pid}.wav`
  await run('espeak-ng', ['-v', voices[language], '-s', '140', '-w', wav, '--', spoken])
  if (mp3) {
    await run('lame', ['--quiet', '-m', 'm', '-b', '32', wav, `${file}.${process.pid}`])
    fs.rmSync(wav)
    fs.renameSync(`${file}.${process.pid}`, file)
  } else fs.renameSync(wav, file)
  return { file, type }
}
