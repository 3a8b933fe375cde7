import {
  LEXICON_CLIP_MAX_SECONDS,
  LEXICON_CLIP_MIN_SECONDS,
  LEXICON_UPLOAD_MAX_BYTES,
} from '@spell/shared/api/lexicon/admin-words'
import { AppError } from '../../http/app-error'
import { AUDIBLE_PEAK, decodeAudio } from './audio-check'

/**
 * The committee's own clips (recorded in the back office, or uploaded) replace the generated ones
 * wherever they are stored, so each is checked as a generated clip is before it is kept: it decodes
 * whole as MP3 or WAV, it is not silence, and it lasts between the limits. Each refusal names what is
 * wrong, in both languages.
 */
export async function checkCommitteeClip(bytes: Buffer) {
  const decoded = await decodeAudio(bytes)
  if (!decoded) throw new AppError('invalidInput', 'lexicon.audioUndecodable')
  const seconds = Math.round(decoded.seconds * 10) / 10
  if (decoded.seconds < LEXICON_CLIP_MIN_SECONDS)
    throw new AppError('invalidInput', 'lexicon.audioTooShort', {
      params: { seconds, min: LEXICON_CLIP_MIN_SECONDS },
    })
  if (decoded.seconds > LEXICON_CLIP_MAX_SECONDS)
    throw new AppError('invalidInput', 'lexicon.audioTooLong', {
      params: { seconds, max: LEXICON_CLIP_MAX_SECONDS },
    })
  if (decoded.peak < AUDIBLE_PEAK) throw new AppError('invalidInput', 'lexicon.audioSilent')
  return decoded
}

export const uploadTooLarge = () =>
  new AppError('invalidInput', 'lexicon.uploadTooLarge', {
    params: { max: LEXICON_UPLOAD_MAX_BYTES / 1024 / 1024 },
  })
