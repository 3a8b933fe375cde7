import { execFile } from 'node:child_process'
import { randomUUID } from 'node:crypto'
import fs from 'node:fs/promises'
import http from 'node:http'
import type { AddressInfo } from 'node:net'
import os from 'node:os'
import path from 'node:path'
import { promisify } from 'node:util'
import { toneWav } from './audio-samples'
import { checkTc3Signature } from './tencent-tc3'

const run = promisify(execFile)

/**
 * A local stand-in for Tencent Cloud's text-to-speech API (TextToVoice, version 2019-08-23) for tests.
 * Like the real service it checks every request's TC3-HMAC-SHA256 signature, the action, the version
 * and the text's limits, and answers in the API's shape: {"Response":{"Audio":"<base64>","SessionId",
 * "RequestId"}} or {"Response":{"Error":{Code,Message},"RequestId"}}. The audio is real: eSpeak NG reads
 * the text (its Mandarin voice for PrimaryLanguage 1, English for 2) and LAME encodes the MP3 at the
 * requested sample rate, so what a test receives decodes and lasts as long as speech of its text.
 *
 * Address it as http://tts.localhost:<port>: the signature's service is the first label of the host.
 */
type Scripted = 'silence' | 'garbage' | { code: string; message: string }

export async function startTencentTtsStandIn(options: { secretId: string; secretKey: string }) {
  const received: { text: string; voiceType: number; primaryLanguage: number; codec: string }[] = []
  const refusals: string[] = []
  const scripted: Scripted[] = []
  const work = await fs.mkdtemp(path.join(os.tmpdir(), 'tts-stand-in-'))

  const speak = async (text: string, language: number, sampleRate: number, codec: string) => {
    const base = path.join(work, randomUUID())
    await run('espeak-ng', ['-v', language === 2 ? 'en-us' : 'cmn', '-w', `${base}.wav`, '--', text])
    if (codec !== 'mp3') return fs.readFile(`${base}.wav`)
    const khz = String(sampleRate / 1000)
    await run('lame', ['--quiet', '-m', 'm', '--resample', khz, `${base}.wav`, `${base}.mp3`])
    const audio = await fs.readFile(`${base}.mp3`)
    await Promise.all([fs.rm(`${base}.wav`), fs.rm(`${base}.mp3`)])
    return audio
  }
  const silence = async (sampleRate: number) => {
    const base = path.join(work, randomUUID())
    const wav = toneWav(2, 0, sampleRate)
    await fs.writeFile(`${base}.wav`, wav)
    await run('lame', ['--quiet', '-m', 'm', `${base}.wav`, `${base}.mp3`])
    return fs.readFile(`${base}.mp3`)
  }

  const server = http.createServer((req, res) => {
    const chunks: Buffer[] = []
    req.on('data', (chunk: Buffer) => chunks.push(chunk))
    req.on('end', async () => {
      const requestId = randomUUID()
      const answer = (response: Record<string, unknown>) => {
        res.writeHead(200, { 'content-type': 'application/json' })
        res.end(JSON.stringify({ Response: { ...response, RequestId: requestId } }))
      }
      const refuse = (code: string, message: string) => {
        refusals.push(code)
        answer({ Error: { Code: code, Message: message } })
      }
      const body = Buffer.concat(chunks)
      const authFailure = checkTc3Signature(req, body, { ...options, service: 'tts' })
      if (authFailure) return refuse(authFailure.code, authFailure.message)
      if (req.headers['x-tc-action'] !== 'TextToVoice')
        return refuse('InvalidAction', 'The action does not exist.')
      if (req.headers['x-tc-version'] !== '2019-08-23')
        return refuse('NoSuchVersion', 'The API version does not exist.')
      let params: Record<string, unknown>
      try {
        params = JSON.parse(body.toString('utf8'))
      } catch {
        return refuse('InvalidParameter', 'The request could not be parsed.')
      }
      const text = params.Text
      const language = Number(params.PrimaryLanguage ?? 1)
      const sampleRate = Number(params.SampleRate ?? 16000)
      const codec = String(params.Codec ?? 'wav')
      if (typeof text !== 'string' || !text.trim() || typeof params.SessionId !== 'string')
        return refuse('MissingParameter', 'Text and SessionId are required.')
      if ([...text].length > (language === 2 ? 500 : 150))
        return refuse('InvalidParameterValue.TextTooLong', 'The text is too long.')
      if (![8000, 16000, 24000].includes(sampleRate) || !['wav', 'mp3', 'pcm'].includes(codec))
        return refuse('InvalidParameterValue', 'SampleRate or Codec is not valid.')
      const next = scripted.shift()
      if (next && typeof next === 'object') return refuse(next.code, next.message)
      received.push({ text, voiceType: Number(params.VoiceType), primaryLanguage: language, codec })
      try {
        const audio =
          next === 'garbage'
            ? Buffer.from('ID3 this is not audio'.repeat(40))
            : next === 'silence'
              ? await silence(sampleRate)
              : await speak(text, language, sampleRate, codec)
        answer({ Audio: audio.toString('base64'), SessionId: params.SessionId })
      } catch {
        refuse('InternalError', 'Synthesis failed.')
      }
    })
  })
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve))
  const { port } = server.address() as AddressInfo
  return {
    endpoint: `http://tts.localhost:${port}`,
    /** Texts that passed the signature check and were read. */
    received,
    /** Error codes answered, in order. */
    refusals,
    /** The next accepted request answers silence, bytes that are no audio, or an API error. */
    failNext(how: Scripted) {
      scripted.push(how)
    },
    async close() {
      await new Promise<void>((resolve) => server.close(() => resolve()))
      await fs.rm(work, { recursive: true, force: true })
    },
  }
}
