#!/usr/bin/env node
// Makes one small MP3 per toned syllable of the lexicon (client/public/audio/pinyin/<syllable>.mp3,
// e.g. xue2.mp3; 5 is the neutral tone, v stands for ü), and the practice clips practice.json names:
// word pinyin (audio/words/fu2-wu4.mp3) and English meanings read by the English voice
// (audio/meanings/<sha1 of the text, 12 hex>.mp3). espeak-ng's Mandarin pinyin voice reads
// number-tone pinyin with the right tones (fed characters it misreads them); lame compresses the
// clip to 16 kbit/s mono. Needs `espeak-ng` and `lame` (Debian: apt-get install espeak-ng lame).
//
//   npm run lexicon:audio            (only missing clips)
//   npm run lexicon:audio -- --all   (remake every clip)
//
// With --provider=tencent it makes, instead, the clips of the lexicon's texts (meanings, sentences,
// idioms, poetry, both languages) with Tencent Cloud's voices into the data folder the server reads,
// through the server's own code (`npm run admin -- lexicon-speech`; scripts/README-lexicon.md):
//
//   npm run lexicon:audio -- --provider=tencent [--all] [--characters=学山] [--concurrency=4]
import { execFileSync, spawnSync } from 'node:child_process'
import { createHash } from 'node:crypto'
import fs from 'node:fs'
import os from 'node:os'
import path from 'node:path'

const repoRoot = path.resolve(import.meta.dirname, '..')

if (process.argv.some((arg) => arg.startsWith('--provider'))) {
  const admin = path.join(repoRoot, 'scripts/admin.mjs')
  const run = spawnSync(process.execPath, [admin, 'lexicon-speech', ...process.argv.slice(2)], {
    stdio: 'inherit',
  })
  process.exit(run.status ?? 1)
}
const lexicon = JSON.parse(
  fs.readFileSync(path.join(repoRoot, 'server/src/db/seed/data/lexicon.json'), 'utf8'),
)
const outDir = path.join(repoRoot, 'client/public/audio/pinyin')
const remakeAll = process.argv.includes('--all')

const wav = path.join(fs.mkdtempSync(path.join(os.tmpdir(), 'pinyin-audio-')), 'clip.wav')

/** Speaks each [file name, text] with the voice into audio/<folder>, skipping clips already made. */
function speak(folder, voice, clips) {
  const dir = path.join(outDir, '..', folder)
  fs.mkdirSync(dir, { recursive: true })
  let made = 0
  let total = 0
  for (const [name, text] of clips) {
    const mp3 = path.join(dir, `${name}.mp3`)
    if (remakeAll || !fs.existsSync(mp3)) {
      execFileSync('espeak-ng', ['-v', voice, '-s', voice === 'en' ? '150' : '120', '-w', wav, text])
      execFileSync('lame', ['--quiet', '-m', 'm', '-b', '16', '--resample', '16', wav, mp3])
      made += 1
    }
    total += fs.statSync(mp3).size
  }
  console.log(`${clips.length} clips in audio/${folder} (${made} made), ${(total / 1024).toFixed(0)} KB`)
}

const syllables = [...new Set(lexicon.characters.map((c) => c.n))].sort()
for (const syllable of syllables)
  if (!/^[a-z]+[1-5]$/.test(syllable)) throw new Error(`not a number-tone syllable: ${syllable}`)
speak(
  'pinyin',
  'cmn-latn-pinyin',
  syllables.map((s) => [s, s]),
)

const practiceFile = path.join(repoRoot, 'server/src/db/seed/data/practice.json')
if (fs.existsSync(practiceFile)) {
  const practice = JSON.parse(fs.readFileSync(practiceFile, 'utf8'))
  const questions = practice.levels.flatMap((l) => [...l.trial, ...l.papers]).flatMap((q) => q.questions)
  const words = new Map(
    questions.filter((q) => q.wordClip).map((q) => [q.wordClip, q.wordClip.replace('-', ' ')]),
  )
  speak('words', 'cmn-latn-pinyin', [...words])
  const meanings = new Map(
    questions
      .filter((q) => q.definition)
      .map((q) => [
        createHash('sha1').update(q.definition).digest('hex').slice(0, 12),
        q.definition.replace(/;/g, ','),
      ]),
  )
  speak('meanings', 'en', [...meanings])
}
fs.rmSync(path.dirname(wav), { recursive: true, force: true })
