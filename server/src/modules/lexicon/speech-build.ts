import fs from 'node:fs'
import path from 'node:path'
import type { SpeechVo, WordEntry } from '@spell/shared/api/lexicon/words'
import { inArray } from 'drizzle-orm'
import pLimit from 'p-limit'
import type { Db } from '../../db/database'
import { lexiconWords } from '../../db/schema'
import { AUDIBLE_PEAK, decodeAudio } from './audio-check'
import { builtDir, builtKey, readManifest, writeManifest } from './built-speech'
import { withGenerated } from './generated-content'
import { durationPlausible, type SpeechLanguage, spokenText } from './speech-audio'
import { TENCENT_TEXT_LIMIT, type TencentSpeech, TencentTtsError } from './speech-tencent'

/**
 * The build of the lexicon's spoken clips with a cloud voice: every text a student's page reads aloud
 * (meaning, sentence, idiom and poetry of every part, in both languages, with the generated sentences
 * and poetry) as the server would show it now, except those the committee gave a clip of its own
 * (theirs wins anyway). Each clip is checked before it is kept: it decodes as MP3 without error, it is
 * audible, and its length is plausible for its text; a clip that fails is not kept, and the text keeps
 * eSpeak NG's checked clip or, failing that, no play button.
 */
const columns = ['meaning', 'sentence', 'idiom', 'classicPoetry'] as const

interface SpeechText {
  cword: string
  language: SpeechLanguage
  column: (typeof columns)[number]
  spoken: string
}

/** The texts to read, one per distinct spoken text, in lexicon order. */
async function speechTexts(db: Db, characters?: string[]) {
  const rows = await db
    .select({ id: lexiconWords.id, cword: lexiconWords.cword, speech: lexiconWords.speech })
    .from(lexiconWords)
    .where(characters?.length ? inArray(lexiconWords.cword, characters) : undefined)
    .orderBy(lexiconWords.frequencyRank, lexiconWords.id)
  const texts = new Map<string, SpeechText>()
  for (const row of rows) {
    // Only the texts matter here: the entry's other fields are not read.
    const entry = withGenerated({
      id: row.id,
      cword: row.cword,
      speechVo: row.speech as SpeechVo[],
    } as WordEntry)
    for (const vo of entry.speechVo) {
      const language: SpeechLanguage = vo.languageType === 1 ? 'en' : 'zh'
      const stored = (row.speech as SpeechVo[]).find((s) => s.languageType === vo.languageType)?.parts
      vo.parts.forEach((part, index) => {
        for (const column of columns) {
          if (stored?.[index]?.[`${column}Url`]) continue
          const spoken = spokenText(language, part[column])
          const key = builtKey(language, spoken)
          if (spoken && !texts.has(key)) texts.set(key, { cword: row.cword, language, column, spoken })
        }
      })
    }
  }
  return texts
}

export interface BuildReport {
  texts: number
  made: number
  kept: number
  tooLong: number
  refused: (SpeechText & { reason: string })[]
}

/** The clip's length when it passes its checks, or why it is not kept. */
async function checkClip(
  language: SpeechLanguage,
  spoken: string,
  audio: Uint8Array,
): Promise<{ seconds: number } | { problem: string }> {
  const decoded = await decodeAudio(audio)
  if (decoded?.kind !== 'mp3') return { problem: 'does not decode as MP3' }
  if (decoded.peak < AUDIBLE_PEAK) return { problem: 'silent' }
  if (!durationPlausible(language, decoded.seconds, spoken))
    return { problem: `${decoded.seconds.toFixed(1)} s is implausible for its text` }
  return { seconds: decoded.seconds }
}

/** Errors about the account or the key stop the build; others refuse one text and the build goes on. */
const stopsTheBuild = (error: unknown) =>
  !(error instanceof TencentTtsError) ||
  /^(AuthFailure|UnsupportedOperation|RequestLimitExceeded|network|HTTP)/.test(error.providerCode) ||
  error.providerCode === 'InvalidParameterValue.VoiceType'

export async function buildSpeech(options: {
  db: Db
  /** DATA_DIR/uploads/generated, where the server looks. */
  cacheDir: string
  speech: TencentSpeech
  /** Remake clips already built (a new voice, say); otherwise only texts without a clip are read. */
  all?: boolean
  characters?: string[]
  concurrency?: number
  log?: (line: string) => void
}): Promise<BuildReport> {
  const { speech, log = () => {} } = options
  const dir = builtDir(options.cacheDir)
  fs.mkdirSync(dir, { recursive: true })
  const manifest = readManifest(dir)
  const texts = await speechTexts(options.db, options.characters)
  const report: BuildReport = { texts: texts.size, made: 0, kept: 0, tooLong: 0, refused: [] }
  const limit = pLimit(options.concurrency ?? 4)
  let sinceSaved = 0
  let stop: unknown

  await Promise.all(
    [...texts].map(([key, text]) =>
      limit(async () => {
        if (stop) return
        if (!options.all && manifest[key] && fs.existsSync(path.join(dir, `${key}.mp3`))) {
          report.kept += 1
          return
        }
        if ([...text.spoken].length > TENCENT_TEXT_LIMIT[text.language]) {
          report.tooLong += 1
          return
        }
        let audio: Buffer
        try {
          audio = await speech.synthesize(text.language, text.spoken)
        } catch (error) {
          if (stopsTheBuild(error)) {
            stop ??= error
            return
          }
          report.refused.push({ ...text, reason: (error as Error).message })
          return
        }
        const checked = await checkClip(text.language, text.spoken, audio)
        if ('problem' in checked) {
          report.refused.push({ ...text, reason: checked.problem })
          log(`not kept: ${text.cword} ${text.language} ${text.column}: ${checked.problem}`)
          return
        }
        const file = path.join(dir, `${key}.mp3`)
        fs.writeFileSync(`${file}.${process.pid}`, audio)
        fs.renameSync(`${file}.${process.pid}`, file)
        const stamp = `tencent-${speech.voice(text.language)}-${Date.now().toString(36)}`
        manifest[key] = { stamp, seconds: checked.seconds }
        report.made += 1
        sinceSaved += 1
        if (sinceSaved >= 100) {
          sinceSaved = 0
          writeManifest(dir, manifest)
          log(`${report.made} clips made…`)
        }
      }),
    ),
  )
  writeManifest(dir, manifest)
  if (stop) throw stop
  return report
}
