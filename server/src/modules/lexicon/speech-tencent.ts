import { randomUUID } from 'node:crypto'
import { tts } from 'tencentcloud-sdk-nodejs-tts'
import { z } from 'zod'
import { tencentHttpProfile } from '../../providers/tencent-endpoint'
import type { SpeechLanguage } from './speech-audio'

/**
 * Tencent Cloud text-to-speech (TextToVoice, API 2019-08-23, with the official SDK): Han text is read
 * by a Mandarin voice, English by an English one, as 16 kHz MP3. Used when the lexicon's content is
 * built (`npm run lexicon:audio -- --provider=tencent`), never while a page is served.
 */
const tencentTtsSettingsSchema = z.object({
  TENCENT_TTS_SECRET_ID: z.string().trim().min(1),
  TENCENT_TTS_SECRET_KEY: z.string().trim().min(1),
  TENCENT_TTS_REGION: z.string().trim().min(1).default('ap-guangzhou'),
  /** A host (tts.tencentcloudapi.com, over HTTPS) or a URL with its scheme, as for SMS. */
  TENCENT_TTS_ENDPOINT: z.string().trim().min(1).default('tts.tencentcloudapi.com'),
  /** Voice ids from Tencent's voice list: 101001 智瑜 (Mandarin, premium), 101051 WeRose (English). */
  TENCENT_TTS_VOICE_ZH: z.coerce.number().int().positive().default(101001),
  TENCENT_TTS_VOICE_EN: z.coerce.number().int().positive().default(101051),
})
export type TencentTtsSettings = z.infer<typeof tencentTtsSettingsSchema>

/** The settings from the environment, or the names of those missing or wrong. */
export function tencentTtsSettings(env: Record<string, string | undefined>) {
  const parsed = tencentTtsSettingsSchema.safeParse(env)
  if (parsed.success) return parsed.data
  const names = parsed.error.issues.map((issue) => String(issue.path[0]))
  throw new Error(
    `Tencent Cloud text-to-speech needs these settings (missing or not valid): ${names.join(', ')}`,
  )
}

/** TextToVoice takes at most 150 Han characters (full-width punctuation counts as one) or 500 letters. */
export const TENCENT_TEXT_LIMIT: Record<SpeechLanguage, number> = { zh: 150, en: 500 }

export class TencentTtsError extends Error {
  constructor(
    readonly providerCode: string,
    message: string,
  ) {
    super(message)
    this.name = 'TencentTtsError'
  }
}

/** The documented errors that stop a build, with what to check. */
const causes: Record<string, string> = {
  'AuthFailure.SignatureFailure': 'the request signature was refused: check TENCENT_TTS_SECRET_KEY',
  'AuthFailure.SecretIdNotFound': 'the key does not exist: check TENCENT_TTS_SECRET_ID',
  'AuthFailure.SignatureExpire': "this machine's clock is more than 5 minutes off",
  'AuthFailure.UnauthorizedOperation': 'the key may not use text-to-speech (CAM policy)',
  'UnsupportedOperation.ServerNotOpen': 'text-to-speech is not activated on this account',
  'UnsupportedOperation.ServerDestroy': 'the text-to-speech service was stopped for this account',
  'UnsupportedOperation.AccountArrears': 'the account is in arrears',
  'UnsupportedOperation.PkgExhausted': 'the text-to-speech resource package is used up',
  'InvalidParameterValue.VoiceType': 'the voice id is not valid (TENCENT_TTS_VOICE_ZH / _EN)',
  'InvalidParameterValue.TextTooLong': 'the text is longer than TextToVoice takes',
  RequestLimitExceeded: 'too many requests per second: lower --concurrency',
}

export function tencentSpeech(settings: TencentTtsSettings) {
  const client = new tts.v20190823.Client({
    credential: { secretId: settings.TENCENT_TTS_SECRET_ID, secretKey: settings.TENCENT_TTS_SECRET_KEY },
    region: settings.TENCENT_TTS_REGION,
    profile: {
      signMethod: 'TC3-HMAC-SHA256',
      httpProfile: {
        ...tencentHttpProfile(settings.TENCENT_TTS_ENDPOINT, 'TENCENT_TTS_ENDPOINT'),
        reqTimeout: 30,
      },
    },
  })
  return {
    /** The voice's id: part of a built clip's stamp, so a new voice gives new URLs. */
    voice: (language: SpeechLanguage) =>
      language === 'zh' ? settings.TENCENT_TTS_VOICE_ZH : settings.TENCENT_TTS_VOICE_EN,
    /** The text read aloud as MP3 bytes. */
    async synthesize(language: SpeechLanguage, text: string): Promise<Buffer> {
      let answer: Awaited<ReturnType<typeof client.TextToVoice>>
      try {
        answer = await client.TextToVoice({
          Text: text,
          SessionId: randomUUID(),
          ModelType: 1,
          VoiceType: language === 'zh' ? settings.TENCENT_TTS_VOICE_ZH : settings.TENCENT_TTS_VOICE_EN,
          PrimaryLanguage: language === 'zh' ? 1 : 2,
          SampleRate: 16000,
          Codec: 'mp3',
        })
      } catch (error) {
        const e = (error ?? {}) as { code?: string; httpCode?: number; message?: string }
        const code = e.code ?? (e.httpCode ? `HTTP ${e.httpCode}` : 'network')
        throw new TencentTtsError(
          code,
          causes[code] ?? `Tencent Cloud text-to-speech refused the text (${code})`,
        )
      }
      if (!answer.Audio) throw new TencentTtsError('NoAudio', 'Tencent Cloud answered without audio')
      return Buffer.from(answer.Audio, 'base64')
    },
  }
}
export type TencentSpeech = ReturnType<typeof tencentSpeech>
