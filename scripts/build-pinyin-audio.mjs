#!/usr/bin/env node
// Makes one small MP3 per toned syllable of the lexicon (client/public/audio/pinyin/<syllable>.mp3,
// e.g. xue2.mp3; 5 is the neutral tone, v stands for ü). espeak-ng's Mandarin pinyin voice reads
// number-tone pinyin with the right tones (fed characters it misreads them); lame compresses the
// clip to 16 kbit/s mono. Needs `espeak-ng` and `lame` (Debian: apt-get install espeak-ng lame).
//
//   npm run lexicon:audio            (only missing clips)
//   npm run lexicon:audio -- --all   (remake every clip)
import { execFileSync } from 'node:child_process'
import fs from 'node:fs'
import os from 'node:os'
import path from 'node:path'

const repoRoot = path.resolve(import.meta.dirname, '..')
const lexicon = JSON.parse(
  fs.readFileSync(path.join(repoRoot, 'server/src/db/seed/data/lexicon.json'), 'utf8'),
)
const outDir = path.join(repoRoot, 'client/public/audio/pinyin')
const remakeAll = process.argv.includes('--all')

fs.mkdirSync(outDir, { recursive: true })
const syllables = [...new Set(lexicon.characters.map((c) => c.n))].sort()
const wav = path.join(fs.mkdtempSync(path.join(os.tmpdir(), 'pinyin-audio-')), 'clip.wav')
let made = 0
for (const syllable of syllables) {
  if (!/^[a-z]+[1-5]$/.test(syllable)) throw new Error(`not a number-tone syllable: ${syllable}`)
  const mp3 = path.join(outDir, `${syllable}.mp3`)
  if (!remakeAll && fs.existsSync(mp3)) continue
  execFileSync('espeak-ng', ['-v', 'cmn-latn-pinyin', '-s', '120', '-w', wav, syllable])
  execFileSync('lame', ['--quiet', '-m', 'm', '-b', '16', '--resample', '16', wav, mp3])
  made += 1
}
fs.rmSync(path.dirname(wav), { recursive: true, force: true })
const total = syllables.reduce((sum, s) => sum + fs.statSync(path.join(outDir, `${s}.mp3`)).size, 0)
console.log(
  `${syllables.length} syllables, ${made} clips made, ${(total / 1024).toFixed(0)} KB in ${path.relative(repoRoot, outDir)}`,
)
