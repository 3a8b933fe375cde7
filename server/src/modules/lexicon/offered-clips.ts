import type { WordEntry } from '@spell/shared/api/lexicon/words'
import pLimit from 'p-limit'
import { speechChecked, speechClip, spokenText } from './speech-audio'

const columns = ['meaning', 'sentence', 'idiom', 'classicPoetry'] as const
const limit = pLimit(2)
/** Clips made in the background, one at a time: they must not slow the pages being answered. */
const background = pLimit(1)

/**
 * Checks, before a page is answered, every generated clip it offers: a built clip passes at once; an
 * eSpeak NG text has its phonemes checked (a few milliseconds, once per text), the check that refuses
 * misread texts. Its clip is then made in the background, so its length is checked before a student
 * is likely to press play. False when a check failed: the page is then answered again, and the
 * refused text has no button, so a student never meets a play button for a misread text. A page
 * waits for these checks at most CHECK_BUDGET_MS.
 */
export async function offeredClipsPass(cacheDir: string, entries: WordEntry[]) {
  const checks: Promise<boolean>[] = []
  for (const entry of entries)
    for (const vo of entry.speechVo) {
      const language = vo.languageType === 1 ? 'en' : 'zh'
      for (const part of vo.parts)
        for (const column of columns) {
          if (!part[`${column}Url`]?.startsWith('/api/word/speech/')) continue
          const spoken = spokenText(language, part[column])
          checks.push(
            limit(async () => {
              if (!(await speechChecked(language, spoken))) return false
              void background(() => speechClip(cacheDir, language, spoken)).catch(() => null)
              return true
            }),
          )
        }
    }
  // A page waits for its checks a moment at most: on a machine too busy to finish them by then it is
  // answered as it is, and the checks finish for the next view.
  const budget = new Promise<true>((resolve) => setTimeout(resolve, CHECK_BUDGET_MS, true).unref())
  const passed = Promise.all(checks).then((results) => results.every(Boolean))
  return Promise.race([passed, budget])
}

/** How long a page waits for the checks of its clips (phoneme checks take a few milliseconds each). */
const CHECK_BUDGET_MS = 2000
