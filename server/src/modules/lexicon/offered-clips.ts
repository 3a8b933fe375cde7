import type { WordEntry } from '@spell/shared/api/lexicon/words'
import pLimit from 'p-limit'
import { speechClip, spokenText } from './speech-audio'

const columns = ['meaning', 'sentence', 'idiom', 'classicPoetry'] as const
const limit = pLimit(2)

/**
 * Makes and checks, before a page is answered, every generated clip it offers (a built clip or one
 * eSpeak NG already made passes at once; a new one costs eSpeak NG a fraction of a second, once per
 * text). False when one failed: the page is then answered again, and the refused text has no button,
 * so a student never meets a play button that plays nothing.
 */
export async function offeredClipsPass(cacheDir: string, entries: WordEntry[]) {
  const checks: Promise<boolean>[] = []
  for (const entry of entries)
    for (const vo of entry.speechVo) {
      const language = vo.languageType === 1 ? 'en' : 'zh'
      for (const part of vo.parts)
        for (const column of columns)
          if (part[`${column}Url`]?.startsWith('/api/word/speech/'))
            checks.push(
              limit(async () =>
                Boolean(await speechClip(cacheDir, language, spokenText(language, part[column]))),
              ),
            )
    }
  return (await Promise.all(checks)).every(Boolean)
}
