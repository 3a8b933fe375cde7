import { execFile, spawnSync } from 'node:child_process'
import { createHash } from 'node:crypto'
import fs from 'node:fs'
import path from 'node:path'
import { promisify } from 'node:util'
import { builtClip } from './built-speech'

const run = promisify(execFile)

/**
 * Spoken meanings, sentences, idioms and poetry. A clip a cloud voice made when the content was built
 * (built-speech.ts) is served first; otherwise eSpeak NG reads the text (Debian's espeak-ng; LAME makes
 * them small MP3s when it is installed, else they stay WAV), made on first request and kept in the
 * data folder. With neither there is no clip and the page shows no button.
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
const speechAvailable = () => has('espeak-ng')

/**
 * Chinese is read by the Mandarin voice that takes Latin letters as pinyin: the plain `cmn` voice
 * (espeak-ng 1.51) turns every character into tone-digit pinyin and reads that as English ("zu three").
 */
const voices = { zh: 'cmn-latn-pinyin', en: 'en-us' } as const
export type SpeechLanguage = keyof typeof voices

/** Han characters and the punctuation a Chinese sentence uses; the Mandarin voice reads nothing else. */
const chineseReadable =
  /[\p{Script=Han}\u3000-\u303f\uff01-\uff0f\uff1a-\uff20\u2014\u2026\u201c\u201d\u2018\u2019\u00b7]/u

/**
 * What the voice reads: Chinese without pinyin in any bracket, Latin letters (toned or not) or digits;
 * English without the Chinese words and their toned pinyin (a Chinese voice cannot read English and the
 * reverse). Empty when nothing is left.
 */
export function spokenText(language: SpeechLanguage, text: string | null) {
  if (!text) return ''
  const spoken =
    language === 'zh'
      ? [...text.replace(/（[^）]*）|\([^)]*\)|\[[^\]]*\]|【[^】]*】/g, ' ')]
          .map((char) => (chineseReadable.test(char) ? char : ' '))
          .join('')
      : text
          .replace(/\p{Script=Han}+/gu, ' ')
          .split(/\s+/)
          .filter((word) => !/[\u00c0-\u024f]/.test(word.normalize('NFC')))
          .join(' ')
  const collapsed = spoken.replace(/\s+/g, ' ').trim()
  // A gap left next to punctuation is no pause of its own.
  const cleaned =
    language === 'zh' ? collapsed.replace(/ (?=[^\p{Script=Han}])|(?<=[^\p{Script=Han}]) /gu, '') : collapsed
  const readable = language === 'zh' ? /\p{Script=Han}/u : /[A-Za-z]{2}/
  return readable.test(cleaned) ? cleaned.slice(0, 600) : ''
}

/** eSpeak NG's key of a text: its checks and clip files are kept under it. */
const espeakKey = (language: SpeechLanguage, spoken: string) =>
  createHash('sha1').update(`${voices[language]}|${spoken}`).digest('hex').slice(0, 16)

/**
 * A short version tag of the clip: its URL changes whenever its text does, and when a build gives
 * the text a clip of its own (the built clip's stamp replaces eSpeak NG's voice).
 */
export const speechVersion = (language: SpeechLanguage, spoken: string) =>
  createHash('sha1')
    .update(`${builtClip(language, spoken)?.stamp ?? voices[language]}|${spoken}`)
    .digest('hex')
    .slice(0, 16)

const hanCount = (text: string) => text.match(/\p{Script=Han}/gu)?.length ?? 0

/**
 * Whether the voice reads the text as the language it is: eSpeak NG's phonemes (`-x`) must not switch
 * language — "(en)" marks Latin read as English — and a Chinese text must give one toned syllable per
 * character (tones are written as digits: 55, 35, 214, 51, 11…), so digits, letters or a character read
 * out as its code point give too many and a character the voice skips too few.
 */
export function phonemesReadRight(language: SpeechLanguage, phonemes: string, spoken: string) {
  if (/\([a-z-]+\)/.test(phonemes)) return false
  if (language === 'en') return /[a-zA-Z]/.test(phonemes)
  return (phonemes.match(/\d+/g)?.length ?? 0) === hanCount(spoken)
}

/** Seconds of speech that are plausible for the text: a clip far outside them is broken. */
export function durationPlausible(language: SpeechLanguage, seconds: number, spoken: string) {
  const units = language === 'zh' ? hanCount(spoken) : spoken.split(/\s+/).length
  const [least, most] = language === 'zh' ? [0.15, 1.2] : [0.1, 1.5]
  return seconds >= least * units && seconds <= most * units + 1.5
}

/** The checked texts, by version: espeak-ng is asked once per text and process. */
const checked = new Map<string, boolean>()

/**
 * Whether a page offers the text's clip: there is a text, and a build made its clip, or eSpeak NG is
 * installed and no check has refused it. Cheap and synchronous: serving a page never waits on eSpeak NG;
 * the phoneme check runs when the clip is first asked for, and from then on a refused text has no button.
 */
export function speechAllowed(language: SpeechLanguage, spoken: string) {
  if (!spoken) return false
  if (builtClip(language, spoken)) return true
  return speechAvailable() && checked.get(espeakKey(language, spoken)) !== false
}

/** Whether the text may be read: a build made its checked clip, or eSpeak NG reads it right (its phonemes pass, asked once per text and process). */
export async function speechChecked(language: SpeechLanguage, spoken: string) {
  if (spoken && builtClip(language, spoken)) return true
  if (!spoken || !speechAvailable()) return false
  const version = espeakKey(language, spoken)
  let allowed = checked.get(version)
  if (allowed === undefined) {
    const { stdout } = await run('espeak-ng', ['-v', voices[language], '-q', '-x', '--', spoken], {
      encoding: 'utf8',
    })
    allowed = phonemesReadRight(language, stdout, spoken)
    if (checked.size > 20_000) checked.clear()
    checked.set(version, allowed)
  }
  return allowed
}

/** Length of a 16-bit mono WAV as eSpeak NG writes it. */
function wavSeconds(file: string) {
  const header = Buffer.alloc(44)
  const handle = fs.openSync(file, 'r')
  try {
    fs.readSync(handle, header, 0, 44, 0)
  } finally {
    fs.closeSync(handle)
  }
  const byteRate = header.readUInt32LE(28)
  return byteRate ? (fs.statSync(file).size - 44) / byteRate : 0
}

/**
 * The clip for the text: the built one, else eSpeak NG's (made now unless cached); its file and content
 * type; null when the text may not be read or the clip made is implausibly long or short (remembered
 * as refused, in the data folder across restarts, so the pages stop offering it).
 */
export async function speechClip(cacheDir: string, language: SpeechLanguage, spoken: string) {
  const built = spoken ? builtClip(language, spoken) : undefined
  if (built && fs.existsSync(built.file)) return { file: built.file, type: 'audio/mpeg' }
  // One making per text at a time: a page's background making and a press of play share it.
  const key = `${cacheDir}|${espeakKey(language, spoken)}`
  let making = inFlight.get(key)
  if (!making) {
    making = espeakClip(cacheDir, language, spoken).finally(() => inFlight.delete(key))
    inFlight.set(key, making)
  }
  return making
}

const inFlight = new Map<string, Promise<{ file: string; type: string } | null>>()

async function espeakClip(cacheDir: string, language: SpeechLanguage, spoken: string) {
  if (!speechAllowed(language, spoken) || !(await speechChecked(language, spoken))) return null
  const dir = path.join(cacheDir, 'speech')
  const version = espeakKey(language, spoken)
  const base = path.join(dir, version)
  const refuse = () => {
    checked.set(version, false)
    return null
  }
  if (fs.existsSync(`${base}.refused`)) return refuse()
  const mp3 = has('lame')
  const file = `${base}.${mp3 ? 'mp3' : 'wav'}`
  const type = mp3 ? 'audio/mpeg' : 'audio/wav'
  if (fs.existsSync(file)) return { file, type }
  fs.mkdirSync(dir, { recursive: true })
  const wav = `${base}.${process.pid}.wav`
  await run('espeak-ng', ['-v', voices[language], '-s', '140', '-w', wav, '--', spoken])
  if (!durationPlausible(language, wavSeconds(wav), spoken)) {
    fs.rmSync(wav)
    fs.writeFileSync(`${base}.refused`, '')
    return refuse()
  }
  if (mp3) {
    await run('lame', ['--quiet', '-m', 'm', '-b', '32', wav, `${file}.${process.pid}`])
    fs.rmSync(wav)
    fs.renameSync(`${file}.${process.pid}`, file)
  } else fs.renameSync(wav, file)
  return { file, type }
}
