import { MPEGDecoder } from 'mpg123-decoder'

/**
 * What the lexicon accepts as a clip, generated or uploaded: an MP3 or a PCM WAV that decodes to sound.
 * MP3s are decoded whole by mpg123 (compiled to WebAssembly, so no tool on the machine is needed);
 * WAVs are read sample by sample. A clip counts only when it decodes without errors, and its length
 * and loudness come from the decoded samples, never from a header that could lie.
 */
type AudioKind = 'mp3' | 'wav'

function audioKind(bytes: Uint8Array): AudioKind | null {
  const b = Buffer.from(bytes.buffer, bytes.byteOffset, bytes.byteLength)
  if (b.subarray(0, 4).toString('latin1') === 'RIFF' && b.subarray(8, 12).toString('latin1') === 'WAVE')
    return 'wav'
  if (b.subarray(0, 3).toString('latin1') === 'ID3' || (b[0] === 0xff && ((b[1] ?? 0) & 0xe0) === 0xe0))
    return 'mp3'
  return null
}

export interface DecodedAudio {
  kind: AudioKind
  seconds: number
  sampleRate: number
  /** The loudest sample, 0 to 1 of full scale. */
  peak: number
}

/** Decodes the clip; null when it is no MP3 or WAV, or does not decode cleanly. */
export async function decodeAudio(bytes: Uint8Array): Promise<DecodedAudio | null> {
  const kind = audioKind(bytes)
  if (kind === 'wav') return decodeWav(bytes)
  if (kind === 'mp3') return decodeMp3(bytes)
  return null
}

async function decodeMp3(bytes: Uint8Array): Promise<DecodedAudio | null> {
  const decoder = new MPEGDecoder()
  await decoder.ready
  try {
    const { channelData, samplesDecoded, sampleRate, errors } = decoder.decode(bytes)
    if (errors.length > 0 || samplesDecoded === 0 || !sampleRate) return null
    return { kind: 'mp3', seconds: samplesDecoded / sampleRate, sampleRate, peak: peakOf(channelData) }
  } finally {
    decoder.free()
  }
}

function peakOf(channels: Float32Array[]) {
  let peak = 0
  for (const channel of channels)
    for (const sample of channel) {
      const level = Math.abs(sample)
      if (level > peak) peak = level
    }
  return Math.min(peak, 1)
}

/** A RIFF WAVE of 8-, 16-, 24- or 32-bit integer PCM or 32-bit float, read chunk by chunk. */
function decodeWav(bytes: Uint8Array): DecodedAudio | null {
  const view = new DataView(bytes.buffer, bytes.byteOffset, bytes.byteLength)
  let format: { tag: number; channels: number; sampleRate: number; bits: number } | undefined
  let offset = 12
  while (offset + 8 <= view.byteLength) {
    const id = String.fromCharCode(...bytes.subarray(offset, offset + 4))
    const size = view.getUint32(offset + 4, true)
    const body = offset + 8
    if (id === 'fmt ' && size >= 16 && body + 16 <= view.byteLength) {
      format = {
        tag: view.getUint16(body, true),
        channels: view.getUint16(body + 2, true),
        sampleRate: view.getUint32(body + 4, true),
        bits: view.getUint16(body + 14, true),
      }
      // WAVE_FORMAT_EXTENSIBLE names its real format in the first two bytes of its sub-format GUID.
      if (format.tag === 0xfffe && size >= 26) format.tag = view.getUint16(body + 24, true)
    } else if (id === 'data') {
      if (!format) return null
      const { tag, channels, sampleRate, bits } = format
      const width = bits / 8
      const pcm = tag === 1 && [8, 16, 24, 32].includes(bits)
      const float = tag === 3 && bits === 32
      if ((!pcm && !float) || channels < 1 || channels > 8 || sampleRate < 4000 || sampleRate > 192_000)
        return null
      // eSpeak NG streams its WAV with an unknown length (0x7fffffff): the rest of the file is the data.
      const length = Math.min(size, view.byteLength - body)
      const frames = Math.floor(length / (width * channels))
      if (frames === 0) return null
      let peak = 0
      for (let i = 0; i < frames * channels; i++) {
        const at = body + i * width
        const level = Math.abs(
          float
            ? view.getFloat32(at, true)
            : bits === 8
              ? (view.getUint8(at) - 128) / 128
              : bits === 16
                ? view.getInt16(at, true) / 32768
                : bits === 24
                  ? (view.getUint8(at) | (view.getUint8(at + 1) << 8) | (view.getInt8(at + 2) << 16)) /
                    8388608
                  : view.getInt32(at, true) / 2147483648,
        )
        if (level > peak) peak = level
      }
      return { kind: 'wav', seconds: frames / sampleRate, sampleRate, peak: Math.min(peak, 1) }
    }
    offset = body + size + (size % 2)
  }
  return null
}

/** Speech is louder than this somewhere (about -34 dBFS): a clip below it is silence or noise floor. */
export const AUDIBLE_PEAK = 0.02
