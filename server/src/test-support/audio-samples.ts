import { execFileSync } from 'node:child_process'
import fs from 'node:fs'
import os from 'node:os'
import path from 'node:path'

/** A mono 16-bit WAV of a 440 Hz tone (amplitude 0 is silence), made in memory. */
export function toneWav(seconds: number, amplitude = 0.5, rate = 16000) {
  const samples = Math.round(seconds * rate)
  const wav = Buffer.alloc(44 + samples * 2)
  wav.write('RIFF', 0, 'latin1')
  wav.writeUInt32LE(36 + samples * 2, 4)
  wav.write('WAVEfmt ', 8, 'latin1')
  wav.writeUInt32LE(16, 16)
  wav.writeUInt16LE(1, 20)
  wav.writeUInt16LE(1, 22)
  wav.writeUInt32LE(rate, 24)
  wav.writeUInt32LE(rate * 2, 28)
  wav.writeUInt16LE(2, 32)
  wav.writeUInt16LE(16, 34)
  wav.write('data', 36, 'latin1')
  wav.writeUInt32LE(samples * 2, 40)
  for (let i = 0; i < samples; i++)
    wav.writeInt16LE(Math.round(amplitude * 32767 * Math.sin((2 * Math.PI * 440 * i) / rate)), 44 + i * 2)
  return wav
}

/** The WAV encoded as MP3 by LAME (installed wherever the lexicon's clips are made). */
export function mp3Of(wav: Buffer) {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'clip-'))
  try {
    fs.writeFileSync(path.join(dir, 'in.wav'), wav)
    execFileSync('lame', ['--quiet', '-m', 'm', path.join(dir, 'in.wav'), path.join(dir, 'out.mp3')])
    return fs.readFileSync(path.join(dir, 'out.mp3'))
  } finally {
    fs.rmSync(dir, { recursive: true, force: true })
  }
}
