import type { WordEntry } from '@spell/shared/api/lexicon/words'
import pLimit from 'p-limit'
import { speechChecked, speechClip, spokenText } from './speech-audio'

const columns = ['meaning', 'sentence', 'idiom', 'classicPoetry'] as const
const limit = pLimit(2)
/** Clips made in the background, one at a time: they must not slow the pages being answered. */
const background = pLimit(1)

/**
 * Keeps on a page only the generated clips whose text has passed its check, so a student never meets
 * a play button for a misread text. A built clip passes at once; an eSpeak NG text has its phonemes
 * checked (a few milliseconds, once per text), and its clip is then made in the background, so its
 * length is checked before a student is likely to press play. A page waits for these checks at most
 * CHECK_BUDGET_MS: a clip whose check failed, or has not finished by then, loses its address and the
 * page shows no button for it; the check goes on, and the next view offers the clip if it passed.
 */
export async function keepCheckedClips(cacheDir: string, entries: WordEntry[]) {
  const checks: Promise<void>[] = []
  let answered = false
  for (const entry of entries)
    for (const vo of entry.speechVo) {
      const language = vo.languageType === 1 ? 'en' : 'zh'
      for (const part of vo.parts)
        for (const column of columns) {
          const urlKey = `${column}Url` as const
          const url = part[urlKey]
          if (!url?.startsWith('/api/word/speech/')) continue
          const spoken = spokenText(language, part[column])
          // Withdrawn until its check passes; given back only if it passes within the budget.
          part[urlKey] = null
          const check = limit(() => speechChecked(language, spoken)).then((passed) => {
            if (!passed) return
            void background(() => speechClip(cacheDir, language, spoken)).catch(() => null)
            if (!answered) part[urlKey] = url
          })
          checks.push(check.catch(() => undefined))
        }
    }
  const budget = new Promise<void>((resolve) => setTimeout(resolve, CHECK_BUDGET_MS).unref())
  await Promise.race([Promise.all(checks), budget])
  answered = true
  return entries
}

/** How long a page waits for the checks of its clips (phoneme checks take a few milliseconds each; a busy machine may need seconds). */
const CHECK_BUDGET_MS = 5000
